import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { NODE } from './test-kit';

// The statements each call of bench/load's mixes sends to the database, counted with a query log
// (BEGIN and COMMIT included). On PostgreSQL each statement is a round trip in series; under the
// mixed load a write transaction holds its connection for all of them (docs/performance.md "Load").

describe('statements per call (query log)', () => {
  let s: TestServer;
  let log: string[] = [];
  let u = '';
  let m = '';
  beforeAll(async () => {
    s = await startTestServer({ onQuery: (q) => log.push(q) });
    [u, m] = await Promise.all([s.login('U'), s.login('M')]);
  });
  afterAll(async () => s.close());

  /** Runs one call and returns its answer with the statements it ran. */
  const counted = async <T>(request: Parameters<typeof call>[1]) => {
    log = [];
    const answer = await call<T>(s.app, request);
    const statements = log;
    log = [];
    return { answer, statements };
  };

  /** The write mix's chain (save, submit, pass), as a steady state: the second round is counted. */
  const chain = async () => {
    const save = await counted<{ id: string; version: number }>({ method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: NODE, data: { qymc: '计数企业', xmmc: 'k', pf: 80 } } });
    expect(save.answer.body.code, save.answer.body.message).toBe(200);
    const { id, version } = save.answer.body.data;
    const submit = await counted<{ version: number }>({ method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: NODE, id, version } });
    expect(submit.answer.body.code, submit.answer.body.message).toBe(200);
    const audit = await counted<{ status: string }>({ method: 'POST', url: '/ks/monitor/audit', token: m, payload: { nodeId: NODE, id, version: submit.answer.body.data.version, pass: true } });
    expect(audit.answer.body.code, audit.answer.body.message).toBe(200);
    expect(audit.answer.body.data.status).toBe('passed');
    const detail = await counted({ method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: NODE, id } });
    expect(detail.answer.body.code).toBe(200);
    return { save: save.statements, submit: submit.statements, audit: audit.statements, detail: detail.statements };
  };

  it('the write chain: save 5, submit 6 (one is the enterprise lock check, docs/locks.md), audit 6 statements (10, 13 and 18 before the copies, RETURNING and the one read of the message), detail 1', async () => {
    await chain();
    const counts = await chain();
    const n = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.length]));
    // The remembered session is confirmed in the first statement, with the copies' stamps:
    // save: stamps, BEGIN, insert, op_log, COMMIT
    // submit: BEGIN, record + stamps + audit plan, update RETURNING, op_log, COMMIT
    // audit: BEGIN, record + stamps + management scope rows, update RETURNING, op_log, message, COMMIT
    // detail: the record with the node's and the remembered session's stamps (2 before: the session first)
    expect(n).toEqual({ save: 5, submit: 6, audit: 6, detail: 1 });
  });

  it("another form of the system saved underneath leaves the save's rules copy in use (the load bench's designer saves)", async () => {
    await chain();
    const form = await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', 'credit-apply').executeTakeFirstOrThrow();
    const config = JSON.parse(form.config) as { groups: Array<{ title?: string }> };
    config.groups[0]!.title = '改过的分组';
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(config) }).where('id', '=', 'credit-apply').execute();
    expect((await chain()).save.length).toBe(5);
  });

  it("a designer's config save: 7 statements (9 before: the answer read the node and its menu back)", async () => {
    const d = await s.login('D');
    await call(s.app, { method: 'POST', url: '/ks/config/structure/add', token: d, payload: { systemCoding: 'credit_eval', id: 'count_cfg', title: '计数节点', nodeProperties: '详情' } });
    const created = await call<{ version: number }>(s.app, { method: 'POST', url: '/ks/config/structure/display-groups', token: d, payload: { nodeId: 'count_cfg', kind: 'form', config: { kind: 'form', groups: [] } } });
    const config = { kind: 'form', groups: [{ key: 'jbxx', title: '计数', items: [{ bianma: 'qymc', name: '企业名称', type: 'text' }] }] };
    const { answer, statements } = await counted<{ version: number; updatedAt: string }>({ method: 'PUT', url: '/ks/config/structure/display-groups', token: d, payload: { nodeId: 'count_cfg', version: created.body.data.version, config } });
    expect(answer.body.code, answer.body.message).toBe(200);
    expect(statements.length).toBe(7);
    // The answer is what is stored.
    const stored = await s.ctx.db.selectFrom('nodes').select(['version', 'updated_at']).where('id', '=', 'count_cfg').executeTakeFirstOrThrow();
    expect(answer.body.data).toMatchObject({ version: Number(stored.version), updatedAt: stored.updated_at });
  });

  it('the read mix: table-list 2 (page and count side by side, the session confirmed in the count), menus 2 and options 3 (the session confirmed in the system statement; 3 and 4 before)', async () => {
    const list = () => counted({ method: 'POST', url: '/ks/monitor/table-list', token: u, payload: { nodeId: NODE, curPage: 2, pageSize: 20 } });
    const menus = () => counted({ method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: u, payload: { systemCoding: 'credit_eval' } });
    const options = () => counted({ method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token: u, payload: { displayCode: 'region', systemCoding: 'credit_eval', key: '330000' } });
    for (const f of [list, menus, options]) expect((await f()).answer.body.code).toBe(200);
    const n = { list: (await list()).statements.length, menus: (await menus()).statements.length, options: (await options()).statements.length };
    expect(n).toEqual({ list: 2, menus: 2, options: 3 });
  });
});
