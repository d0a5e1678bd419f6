import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import type { EstimateRow } from '../../schemas/estimate';

// 投标文件 (docs/bidding.md "投标文件"): the demo project's three bid files, one detected already;
// a save fills 投标单位 and 项目名称 from the server; the 项目 dropdown lists projects; the spec's
// /ks/xmrc calls are catalogue rows over the list node. SQLite, and PostgreSQL with DATABASE_URL.
describe('bid files', () => {
  let s: TestServer;
  let u = '';
  let u2 = '';
  let m = '';
  const post = <T,>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  beforeAll(async () => {
    s = await startTestServer();
    [u, u2, m] = [await s.login('U'), await s.login('U2'), await s.login('M')];
  });
  afterAll(async () => s?.close());

  it('the demo project has three bidders; the passed one is detected, the others never were', async () => {
    const list = await post<{ records: Array<{ id: string; tbdw: string; status: string }>; total: number }>('/ks/xmrc/v1/bd-files', m, { xmId: 'trade-project-list-0004' });
    expect(list.body.code).toBe(200);
    expect(list.body.data.records.map((r) => [r.tbdw, r.status]).sort()).toEqual([
      ['华建工程有限公司', 'passed'],
      ['秦川建设集团', 'submitted'],
      ['长安造价咨询有限公司', 'submitted'],
    ]);
    // an enterprise sees its own bid file only
    const own = await post<{ records: Array<{ tbdw: string }> }>('/ks/xmrc/v1/bd-files', u2, { xmId: 'trade-project-list-0004' });
    expect(own.body.data.records.map((r) => r.tbdw)).toEqual(['秦川建设集团']);
    const parsed = await post<{ states: { state: number }; list: EstimateRow[] }>('/ks/file/detection/result', u, { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' });
    expect(parsed.body.data.states.state).toBe(2);
    expect(parsed.body.data.list[0].zzj).toBe(2368989.04);
    const other = await post<{ state: number; message: string }>('/ks/file/detection/status', u2, { xmId: 'trade-bd-file-0002', gnCoding: 'trade-bd-file' });
    expect(other.body.data).toMatchObject({ state: -1, message: '流程尚未开始！' });
    const files = await post<{ data: { fileList: Array<{ fileType: string }> } }>('/ks/xmrc/v1/bd/attachments', u2, { id: 'trade-bd-file-0002' });
    expect(files.body.data.data.fileList.map((f) => f.fileType)).toEqual(['zjwj', 'jsbs', 'swbs']);
    // the 造价文件 downloads as a file, never inline
    const dl = await s.app.inject({ method: 'GET', url: '/ks/file/download/demo-bd-zjwj-2', headers: { authorization: `Bearer ${u2}` } });
    expect(dl.statusCode).toBe(200);
    expect(String(dl.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('a save fills 投标单位 and 项目名称 from the server, whatever the client sent', async () => {
    const saved = await post<{ id: string; version: number }>('/ks/xmrc/v1/bd/save', u, { data: { xmId: 'trade-project-list-0004', tbdw: '冒充的单位', xmmc: '别的名字', tbbj: 100 } });
    expect(saved.body.code).toBe(200);
    const detail = await post<{ data: Record<string, unknown> }>('/ks/monitor/record/detail', u, { nodeId: 'trade-bd-files', id: saved.body.data.id });
    expect(detail.body.data.data).toMatchObject({ tbdw: '华建工程有限公司', xmmc: '滨江新区智慧路灯采购项目（2标段）', tbbj: 100 });
  });

  it('the 项目 dropdown offers the projects by name and number', async () => {
    const options = await post<Array<{ label: string; value: string }>>('/ks/base/dictionary/config/dic/pull-down', u, { displayCode: 'trade-bd-projects', systemCoding: 'trade_service' });
    expect(options.body.data).toContainEqual({ label: '滨江新区智慧路灯采购项目（2标段）（XM-2025-4）', value: 'trade-project-list-0004' });
  });
});
