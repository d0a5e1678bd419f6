import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { withDeadline } from '../test/deadline';
import { DETECTION_MESSAGES } from '../../schemas/detection';
import type { EstimateRow } from '../../schemas/estimate';
import { parseEstimate } from '../estimates';
import { insertBidFile, storeFile } from './test-kit';

// 文件检测 (issue 49, docs/bidding.md "文件检测"): a detection queued through the call runs as a job
// of this instance's poller; the status moves to 2 and the result holds the tree; a malformed file
// ends in 3 with the parser's message; another enterprise can neither start nor read. SQLite, and
// PostgreSQL with DATABASE_URL.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const valid = fs.readFileSync(path.join(root, 'fixtures/files/estimates/bid-1.xml'));

describe('detection calls', () => {
  let s: TestServer;
  let tokens: Record<'U' | 'U2' | 'M' | 'D', string>;
  const post = <T,>(url: string, token: string | undefined, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });

  beforeAll(async () => {
    s = await startTestServer({ runJobs: true });
    tokens = { U: await s.login('U'), U2: await s.login('U2'), M: await s.login('M'), D: await s.login('D') };
  });
  afterAll(async () => s?.close());

  const bidFile = async (bytes: Buffer | null, name = '造价文件.xml') => {
    const owner = { userId: 'u-enterprise', enterpriseId: 'ent-001' };
    const fileId = bytes ? await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, bytes, name, owner) : undefined;
    return insertBidFile(s.ctx.db, { enterpriseId: 'ent-001', ownerUserId: 'u-enterprise', fileId, fileName: name });
  };
  const status = (id: string, token = tokens.U) => post<{ state: number; progress: number; message: string }>('/ks/file/detection/status', token, { xmId: id, gnCoding: 'trade-bd-file' });
  const until = async (id: string, states: number[]) =>
    withDeadline(
      (async () => {
        for (;;) {
          const a = await status(id);
          if (states.includes(a.body.data.state)) return a.body.data;
          await new Promise((r) => setTimeout(r, 20));
        }
      })(),
      20_000,
      '检测结束',
    );

  it('start → the status moves to 2 (检测完成) and the result holds the tree', async () => {
    const id = await bidFile(valid);
    expect((await status(id)).body.data).toMatchObject({ state: -1, message: '流程尚未开始！' });
    const started = await post<{ isSuccess: boolean; errorMessage: string }>('/ks/file/detection', tokens.U, { xmId: id, gnCoding: 'trade-bd-file' });
    expect(started.body).toMatchObject({ code: 200, data: { isSuccess: true, errorMessage: '' } });
    expect(await until(id, [2, 3])).toMatchObject({ state: 2, progress: 100, message: '检测完成' });
    const result = await post<{ states: { state: number; finishedAt: string }; list: EstimateRow[] }>('/ks/file/detection/result', tokens.U, { id, gnCoding: 'trade-bd-file', systemCoding: 'trade_service' });
    expect(result.body.data.states.state).toBe(2);
    expect(result.body.data.list).toHaveLength(1);
    const [project] = result.body.data.list;
    expect(project.name).toBe('滨江新区智慧路灯采购项目（2标段）');
    expect(project.children!.map((c) => c.name)).toEqual(['主体工程', '附属工程']);
    expect(project.children![0].children!.map((u) => u.zy)).toEqual(['市政', '市政', '安装']);
    expect(project.zzj).toBe(2368989.04);

    // the derived calls
    const score = await post<{ checks: number; passed: number; score: number }>('/ks/file/detection/score', tokens.M, { id, gnCoding: 'trade-bd-file' });
    expect(score.body.data).toMatchObject({ checks: 24, passed: 24, score: 100 });
    const dirs = await post<{ list: Array<Record<string, unknown>> }>('/ks/file/detection/directories', tokens.D, { id, gnCoding: 'trade-bd-file' });
    expect(dirs.body.data.list[0]).not.toHaveProperty('zzj');
    const ach = await post<{ list: Array<{ zy: string; count: number }> }>('/ks/file/detection/achievement', tokens.U, { id, gnCoding: 'trade-bd-file' });
    expect(ach.body.data.list.map((a) => [a.zy, a.count])).toEqual([['市政', 3], ['安装', 1], ['园林', 1]]);
    const flat = await post<{ total: number; list: Array<{ parentId: string | null; depth: number }> }>('/ks/file/detection/parse-data', tokens.U, { id, gnCoding: 'trade-bd-file' });
    expect(flat.body.data.total).toBe(8);
    expect(flat.body.data.list[0]).toMatchObject({ parentId: null, depth: 0 });

    // one start, one finish in the operation log
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'ok']).where('target_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([{ action: 'detection.start', ok: 1 }, { action: 'detection.finish', ok: 1 }]);
  });

  it('a malformed file → 3 (检测失败) with the parser’s Chinese message', async () => {
    // the valid file cut off in its third line: not well-formed
    const broken = valid.subarray(0, valid.indexOf('\n', valid.indexOf('\n', valid.indexOf('\n') + 1) + 1) + 40);
    const expected = await parseEstimate(broken, '造价文件.xml');
    expect(expected.ok).toBe(false);
    const id = await bidFile(broken);
    expect((await post<{ isSuccess: boolean }>('/ks/file/detection', tokens.M, { xmId: id, gnCoding: 'trade-bd-file' })).body.data.isSuccess).toBe(true);
    const done = await until(id, [2, 3]);
    expect(done.state).toBe(3);
    expect(done.message).toBe(expected.ok ? '' : expected.message);
    expect(done.message).toMatch(/^造价文件格式错误：第 \d+ 行第 \d+ 列/);
    const result = await post<{ states: { state: number; message: string }; list: unknown[] }>('/ks/file/detection/result', tokens.U, { id, gnCoding: 'trade-bd-file' });
    expect(result.body.data).toMatchObject({ states: { state: 3, message: done.message }, list: [] });
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'ok']).where('target_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([{ action: 'detection.start', ok: 1 }, { action: 'detection.fail', ok: 0 }]);
  });

  it('no 造价文件: −2 and the start is refused', async () => {
    const id = await bidFile(null);
    expect((await status(id)).body.data).toMatchObject({ state: -2, message: '暂无数据或未提交' });
    const started = await post<{ isSuccess: boolean; errorMessage: string }>('/ks/file/detection', tokens.U, { xmId: id, gnCoding: 'trade-bd-file' });
    expect(started.body.data).toEqual({ isSuccess: false, errorMessage: DETECTION_MESSAGES.noEstimateFile });
  });

  it('another enterprise can neither start nor read; a developer reads but cannot start', async () => {
    const id = await bidFile(valid);
    const started = await post<{ isSuccess: boolean; errorMessage: string }>('/ks/file/detection', tokens.U2, { xmId: id, gnCoding: 'trade-bd-file' });
    expect(started.body.data).toEqual({ isSuccess: false, errorMessage: DETECTION_MESSAGES.noRecord });
    expect(await s.ctx.db.selectFrom('jobs').select('id').where('job_key', '=', id).execute()).toEqual([]);
    for (const url of ['/ks/file/detection/result', '/ks/file/detection/score', '/ks/file/detection/parse-data']) {
      const read = await post(url, tokens.U2, { id, gnCoding: 'trade-bd-file' });
      expect([read.status, read.body.message]).toEqual([404, DETECTION_MESSAGES.noRecord]);
    }
    expect((await status(id, tokens.U2)).status).toBe(404);
    expect((await status(id, tokens.D)).body.data.state).toBe(-1);
    expect((await post('/ks/file/detection', tokens.D, { xmId: id, gnCoding: 'trade-bd-file' })).status).toBe(403);
    expect((await post('/ks/file/detection', undefined, { xmId: id, gnCoding: 'trade-bd-file' })).status).toBe(401);
    expect((await post('/ks/file/detection/status', tokens.U, { xmId: id, gnCoding: 'credit-apply' })).body.message).toBe('不支持的功能节点：credit-apply');
  });

  it('a second start while one is open is refused (one open job per bid file)', async () => {
    const id = await bidFile(valid);
    const [a, b] = await Promise.all([
      post<{ isSuccess: boolean; errorMessage: string }>('/ks/file/detection', tokens.U, { xmId: id, gnCoding: 'trade-bd-file' }),
      post<{ isSuccess: boolean; errorMessage: string }>('/ks/file/detection', tokens.U, { xmId: id, gnCoding: 'trade-bd-file' }),
    ]);
    const answers = [a.body.data, b.body.data];
    expect(answers.filter((x) => x.isSuccess)).toHaveLength(1);
    // the second either met the open job or (it finished at once) started a new one
    for (const x of answers) if (!x.isSuccess) expect(x.errorMessage).toBe(DETECTION_MESSAGES.alreadyRunning);
    await until(id, [2]);
  });
});
