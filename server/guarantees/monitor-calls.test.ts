import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import accounts from '../../fixtures/accounts.json' with { type: 'json' };

// The two spec calls without a shape (docs/guarantees.md "监督视图与企业的申请"): catalogue rows of
// trade_service (fixtures/calls/trade_service.json) over 项目登记 and 保函管理. Each caller sees
// what the node's list shows them. SQLite, and PostgreSQL with DATABASE_URL.
type Row = { xmmc: string; sqdw?: string; status: string; bhlx?: string; enterpriseId: string };
type Page = { records: Row[]; total: number };
const ADMIN_JS = accounts.find((a) => a.username === 'admin_js')!;

describe('get-view-list and enterprise/applications', () => {
  let s: TestServer;
  const t: Record<'M' | 'U' | 'U2' | 'Mjs', string> = { M: '', U: '', U2: '', Mjs: '' };
  const post = (url: string, token: string | undefined, payload: object) => call<Page>(s.app, { method: 'POST', url, token, payload });
  beforeAll(async () => {
    s = await startTestServer();
    [t.M, t.U, t.U2, t.Mjs] = await Promise.all([s.login('M'), s.login('U'), s.login('U2'), s.login(ADMIN_JS)]);
  });
  afterAll(async () => s?.close());

  it("an enterprise's applications: its own guarantee letters with their state; an administrator every one", async () => {
    const apps = (token: string, body: object = {}) => post('/ks/basic/enterprise/applications', token, body);
    const all = await apps(t.M);
    expect(all.body.code).toBe(200);
    expect(all.body.data.records.map((r) => [r.sqdw, r.bhlx, r.status]).sort()).toEqual([
      ['华建工程有限公司', '履约保函', 'published'],
      ['华建工程有限公司', '投标保函', 'passed'],
      ['秦川建设集团', '投标保函', 'submitted'],
      ['秦川建设集团', '预付款保函', 'draft'],
      ['长安造价咨询有限公司', '投标保函', 'rejected'],
    ]);
    const own = await apps(t.U2);
    expect(own.body.data.records.map((r) => [r.sqdw, r.status]).sort()).toEqual([['秦川建设集团', 'draft'], ['秦川建设集团', 'submitted']]);
    // 江苏省's administrator: 秦川建设集团 is the only enterprise of its scope
    expect(new Set((await apps(t.Mjs)).body.data.records.map((r) => r.sqdw))).toEqual(new Set(['秦川建设集团']));
    expect((await apps(t.U2, { status: 'passed' })).body.data.total).toBe(0);
    expect((await apps(t.M, { bhlx: '投标保函', status: 'rejected' })).body.data.records.map((r) => r.sqdw)).toEqual(['长安造价咨询有限公司']);
    expect((await post('/ks/basic/enterprise/applications', undefined, {})).status).toBe(401);
    const bound = await apps(t.U, { nodeId: 'credit-record-list' });
    expect([bound.status, bound.body.message]).toEqual([400, '不支持的字段 nodeId']);
  });

  it('the monitor view: the projects a caller may see, narrowed by name and state', async () => {
    const view = (token: string, body: object = {}) => post('/ks/monitor/get-view-list', token, body);
    const [all, mine, other] = await Promise.all([view(t.M), view(t.U), view(t.U2)]);
    expect(all.body.data.total).toBe(mine.body.data.total + other.body.data.total);
    expect(new Set(mine.body.data.records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-001']));
    const published = await view(t.U, { status: 'published', pageSize: 100 });
    expect(published.body.data.total).toBeGreaterThan(0);
    expect(new Set(published.body.data.records.map((r) => r.status))).toEqual(new Set(['published']));
    const named = await view(t.M, { xmmc: '智慧路灯' });
    expect(named.body.data.records.length).toBeGreaterThan(0);
    expect(named.body.data.records.every((r) => r.xmmc.includes('智慧路灯'))).toBe(true);
    expect((await post('/ks/monitor/get-view-list', undefined, {})).status).toBe(401);
  });
});
