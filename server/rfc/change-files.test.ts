import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, startTestServer, type TestServer } from '../test/harness';
import { multipart, pdfOf } from '../test/files-kit';
import { dataOf, NODE, rowOf, seedRecord } from '../routes/records/test-kit';

// The files of a change (docs/credit.md "Attachments of a change"): the explanation attachment is
// stored canonical and read signed; an information change carries the record's attachments, the
// required ones checked in the spec's place (001 §5.1 rule 4); a pass writes them into the record.

type Who = 'U' | 'U2' | 'M';
const MATERIAL = { changeType: '信息变更/证明材料变更', changeTypeCode: 'info/material' };

describe('attachments of a change', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = (who: Who, path: string, payload: unknown) => call<Record<string, unknown>>(s.app, { method: 'POST', url: `/ks/rfc/${path}`, token: tokens[who], payload });
  const upload = async (who: Who, fileType: string, name: string) => {
    const body = multipart({ fileType, gnCoding: NODE, systemCoding: 'credit_eval', fileNo: fileType }, { name, content: pdfOf(2048) });
    const res = await s.app.inject({ method: 'POST', url: '/ks/file/upload', payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]) } });
    const data = (res.json() as { data: { fileId: string; url: string; fileName: string } }).data;
    return { fileId: data.fileId, url: data.url, fileName: data.fileName, fileType };
  };
  const record = () => seedRecord(s.ctx.db, 'passed', { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '学校新建工程', xwlx: '良好行为' } });
  const save = (who: Who, businessId: string, extra: Record<string, unknown>) =>
    post(who, 'save-change-data', { gnCoding: NODE, systemCoding: 'credit_eval', businessId, logbook: '补充证明材料', dataList: [], ...MATERIAL, ...extra });

  it('refuses an information change without a required attachment, in the spec’s place of the order', async () => {
    const { id } = await record();
    const note = await upload('U', '', '变更说明.pdf');
    // rule 3 comes first, then rule 4 before the value rules (a score of 101 is not named yet)
    expect((await save('U', id, { attachment: '' })).body.message).toBe('请上传附件！');
    const missing = await save('U', id, { attachment: note.url, dataList: [{ changeField: 'pf', newValue: 101 }] });
    expect([missing.status, missing.body.message]).toEqual([400, '附件为必填项，请上传【信用承诺书】附件！']);
    // the other information changes do not require it
    const score = await save('U', id, { attachment: note.url, changeType: '信息变更/评分变更', changeTypeCode: 'info/score', dataList: [{ changeField: 'pf', newValue: 90 }] });
    expect(score.status).toBe(200);
  });

  it('stores file addresses canonical, reads them signed, and a pass puts the new files into the record', async () => {
    const { id } = await record();
    const note = await upload('U', '', '变更说明.pdf');
    const letter = await upload('U', 'xycns', '信用承诺书.pdf');
    expect(note.url).toMatch(/^\/ks\/file\/signed\//);
    const saved = await save('U', id, { attachment: note.url, fileList: [letter] });
    expect(saved.body.message).toBe('保存成功');
    const change = saved.body.data as { id: string; attachment: string; dataList: Array<{ changeField: string; oldValue: string; newValue: string; dataType: string }>; fileList: Array<{ url: string }> };
    const row = await s.ctx.db.selectFrom('change_requests').selectAll().where('id', '=', change.id).executeTakeFirstOrThrow();
    expect(row.attachment).toBe(`/ks/file/download/${note.fileId}`);
    expect(JSON.parse(row.file_list!)).toEqual([expect.objectContaining({ fileType: 'xycns', url: `/ks/file/download/${letter.fileId}` })]);
    // the reader gets signed links, and the 附件 item names the urls before and after
    expect(change.attachment).toMatch(new RegExp(`^/ks/file/signed/${note.fileId}\\?`));
    // and the explanation's files by their names (the dialog lists them so)
    expect((saved.body.data as { attachmentFiles: unknown }).attachmentFiles).toEqual([{ url: change.attachment, fileName: '变更说明.pdf' }]);
    expect(change.dataList).toEqual([expect.objectContaining({ changeField: 'fileList', oldValue: '', dataType: '附件' })]);
    expect(change.dataList[0].newValue).toMatch(new RegExp(`^/ks/file/signed/${letter.fileId}\\?`));
    const opened = await s.app.inject({ method: 'GET', url: change.attachment });
    expect(opened.statusCode).toBe(200);

    await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
    expect((await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true })).body.message).toBe('操作成功');
    const files = dataOf((await rowOf(s.ctx.db, id))!.data).fileList as Array<{ fileType: string; url: string }>;
    expect(files).toEqual([expect.objectContaining({ fileType: 'xycns', url: `/ks/file/download/${letter.fileId}` })]);
    // the round keeps its before (none) and after
    const rounds = (await post('U', 'change-records', { gnCoding: NODE, businessId: id })).body.data as unknown as Array<{ oldFileList: unknown[]; fileList: unknown[] }>;
    expect([rounds[0].oldFileList.length, rounds[0].fileList.length]).toEqual([0, 1]);
  });

  it('accepts only files of this platform the saver may read, of the record’s attachment types', async () => {
    const { id } = await record();
    const note = await upload('U', '', '变更说明.pdf');
    const foreign = await upload('U2', 'xycns', '别家的承诺书.pdf');
    const other = await save('U', id, { attachment: note.url, fileList: [foreign] });
    expect([other.status, other.body.message]).toEqual([400, '附件「别家的承诺书.pdf」不是本平台上传的文件，请重新上传']);
    const outside = await save('U', id, { attachment: 'https://example.com/a.pdf', changeType: '信息变更/评分变更', changeTypeCode: 'info/score', dataList: [{ changeField: 'pf', newValue: 90 }] });
    expect([outside.status, outside.body.message]).toEqual([400, '附件「变更说明附件 1」不是本平台上传的文件，请重新上传']);
    const letter = await upload('U', 'xycns', '信用承诺书.pdf');
    const wrongType = await save('U', id, { attachment: note.url, fileList: [letter, { ...letter, fileType: 'nope', url: letter.url }] });
    expect(wrongType.status).toBe(400);
    expect(await s.ctx.db.selectFrom('change_requests').select('id').where('record_id', '=', id).execute()).toEqual([]);
  });
});
