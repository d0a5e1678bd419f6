import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { parseEstimate } from '../estimates';
import { storeFile } from './test-kit';
import { TENDER_FILE_NODE, type DownloadStatus, type TenderDownloads, type XmlAnalysis } from '../../schemas/trade-files';

// 招标文件的下载记录 and 造价文件分析 (docs/bidding.md): an enterprise's download of a 招标文件's
// attachment is recorded (bearer route and signed link), administrators' downloads are not, each
// enterprise sees only its own; the XML analysis answers the parser's summary or its Chinese message.
// SQLite, and PostgreSQL with DATABASE_URL.
const ESTIMATES = path.resolve(import.meta.dirname, '../../fixtures/files/estimates');
const sample = (name: string) => fs.readFileSync(path.join(ESTIMATES, name));

describe('tender file downloads and the XML analysis', () => {
  let s: TestServer;
  let u = '';
  let u2 = '';
  let m = '';
  let d = '';
  const post = <T,>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const U = { userId: 'u-enterprise', enterpriseId: 'ent-001' };

  /** A 招标文件 of 华建 (ent-001) whose attachment is a freshly stored file; answers the record and file ids. */
  async function tenderFile(): Promise<{ id: string; fileId: string }> {
    const fileId = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, sample('valid.xml'), '招标文件.xml', U);
    const id = `tender-test-${crypto.randomUUID()}`;
    const at = new Date().toISOString();
    await s.ctx.db
      .insertInto('records')
      .values({
        id, node_id: TENDER_FILE_NODE, system_coding: 'trade_service', enterprise_id: 'ent-001', owner_user_id: 'u-enterprise', status: 'published', version: 1,
        created_at: at, updated_at: at, submitted_by: null, assignee_id: null, audit_reason: null, spread_at: null, sent_at: null,
        data: JSON.stringify({ wjmc: '测试招标文件', wjlx: '招标文件', xmmc: '测试项目', xmbh: 'XM-T-1', fbrq: '2026-12-01', fileList: [{ fileId, fileName: '招标文件.xml', url: `/ks/file/download/${fileId}`, fileOperationType: 'add' }] }),
      })
      .execute();
    return { id, fileId };
  }
  const download = (fileId: string, token: string) => s.app.inject({ method: 'GET', url: `/ks/file/download/${fileId}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    s = await startTestServer();
    [u, u2, m, d] = [await s.login('U'), await s.login('U2'), await s.login('M'), await s.login('D')];
  });
  afterAll(async () => s?.close());

  it('an enterprise’s download is recorded: the administrator sees who and when, the enterprise that it has; administrators’ downloads are not', async () => {
    const { id, fileId } = await tenderFile();
    const before = await post<DownloadStatus>('/ks/trade/file/download-status', u, { id });
    expect(before.body.data).toEqual({ id, downloaded: false, count: 0, lastDownloadedAt: null });
    expect((await download(fileId, m)).statusCode).toBe(200);
    expect((await post<TenderDownloads>('/ks/trade/file/records', m, { id })).body.data.total).toBe(0);

    expect((await download(fileId, u)).statusCode).toBe(200);
    const list = await post<TenderDownloads>('/ks/trade/file/records', m, { id });
    expect(list.body.code).toBe(200);
    const name = (await s.ctx.db.selectFrom('users').select('user_name').where('id', '=', 'u-enterprise').executeTakeFirstOrThrow()).user_name;
    expect(list.body.data.records.map((r) => [r.userName, r.enterpriseName, r.fileName, r.fileId])).toEqual([[name, '华建工程有限公司', '招标文件.xml', fileId]]);
    const after = await post<DownloadStatus>('/ks/trade/file/download-status', u, { id });
    expect(after.body.data).toMatchObject({ downloaded: true, count: 1 });
    expect(after.body.data.lastDownloadedAt).toBe(list.body.data.records[0].downloadedAt);
    // the developer reads the list too; the administrator has not downloaded as a bidder
    expect((await post<TenderDownloads>('/ks/trade/file/records', d, { id })).body.data.total).toBe(1);
    expect((await post<DownloadStatus>('/ks/trade/file/download-status', m, { id })).body.data.downloaded).toBe(false);
    const logged = await s.ctx.db.selectFrom('op_log').select(['action', 'user_id']).where('target_id', '=', fileId).where('action', '=', 'tenderfile.download').execute();
    expect(logged).toEqual([{ action: 'tenderfile.download', user_id: 'u-enterprise' }]);
  });

  it('a download through a signed link (the list’s 附件 links) is recorded as well', async () => {
    const { id } = await tenderFile();
    const detail = await post<{ data: { fileList: Array<{ url: string }> } }>('/ks/monitor/record/detail', u, { nodeId: 'trade-bid-files', id });
    const url = detail.body.data.data.fileList[0].url;
    expect(url).toMatch(/^\/ks\/file\/signed\//);
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await post<DownloadStatus>('/ks/trade/file/download-status', u, { id })).body.data).toMatchObject({ downloaded: true, count: 1 });
  });

  it('another enterprise can neither read the downloads nor ask its status; a missing 招标文件 is 404', async () => {
    const { id, fileId } = await tenderFile();
    await download(fileId, u);
    for (const url of ['/ks/trade/file/records', '/ks/trade/file/download-status']) {
      const other = await post(url, u2, { id });
      expect(other.status, url).toBe(404);
      expect(other.body.message).toBe('记录不存在');
      expect((await post(url, m, { id: 'no-such-tender' })).body.message).toBe('招标文件不存在');
    }
    // the other enterprise cannot download the file either, so nothing of theirs is recorded
    expect((await download(fileId, u2)).statusCode).toBe(404);
    expect((await post<TenderDownloads>('/ks/trade/file/records', m, { id })).body.data.records.map((r) => r.enterpriseName)).toEqual(['华建工程有限公司']);
  });

  it('xml_analysis answers the estimate’s summary', async () => {
    const fileId = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, sample('valid.xml'), 'valid.xml', U);
    const res = await post<XmlAnalysis>('/ks/analyse/xml_analysis', u, { fileId });
    expect(res.body.code).toBe(200);
    const parsed = await parseEstimate(sample('valid.xml'), 'valid.xml');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(res.body.data).toMatchObject({ fileId, fileName: 'valid.xml', count: 12, singles: 3, units: 8 });
    expect(res.body.data.project).toMatchObject({ code: parsed.rows[0].code, name: parsed.rows[0].name, zzj: parsed.rows[0].zzj });
    expect(res.body.data.majors.reduce((n, m) => n + m.units, 0)).toBe(8);
    expect(Math.round(res.body.data.majors.reduce((n, m) => n + m.zzj, 0) * 100)).toBe(Math.round(parsed.rows[0].zzj * 100));
  });

  it('xml_analysis answers the parser’s Chinese message for a malformed or inconsistent file; another enterprise’s file is missing', async () => {
    for (const name of ['malformed.xml', 'inconsistent.xml']) {
      const fileId = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, sample(name), name, U);
      const parsed = await parseEstimate(sample(name), name);
      if (parsed.ok) throw new Error(`${name} parsed`);
      const res = await post('/ks/analyse/xml_analysis', u, { fileId });
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(parsed.message);
      expect(res.body.message).toMatch(/第 \d+ (行|个)/);
    }
    const xlsx = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, sample('valid.xlsx'), 'valid.xlsx', U);
    expect((await post('/ks/analyse/xml_analysis', u, { fileId: xlsx })).body.message).toBe('只能解析 .xml 格式的造价文件（.xlsx 请在文件检测中检测）');
    const own = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, sample('valid.xml'), 'valid.xml', U);
    const other = await post('/ks/analyse/xml_analysis', u2, { fileId: own });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('文件不存在');
  });
});
