import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodoPage } from '../../schemas/messages';
import { call, startTestServer, type TestServer } from '../test/harness';

// A record of a detail node hidden from the menu (itShows 否: 资审公告登记 trade-zsgg) is written
// on the rights of the list naming it (资审公告 trade-zsgg-list). Its submit is an administrator's todo all
// the same, naming that list, through which the todo is audited (issue 48: every five-in-one
// registration gives a todo). On SQLite, and on PostgreSQL with DATABASE_URL set.

describe('todos of records under a hidden detail node', () => {
  let s: TestServer;
  let U = '';
  let M = '';
  const post = <T>(token: string, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token, payload });
  const todos = async () => (await post<TodoPage>(M, '/ks/notification/v1/audit/todo-list', { systemCoding: 'trade_service', curPage: 1 })).body.data;

  beforeAll(async () => {
    s = await startTestServer();
    U = await s.login('U');
    M = await s.login('M');
  });
  afterAll(async () => {
    await s.close();
  });

  it('a submitted 资审公告 is a todo naming its list, audited through it', async () => {
    const data = { xmbh: 'p-1', xmmc: '城南片区道路改造工程', ggbt: '资格预审公告', fbrq: '2026-12-01', zgtj: '具备市政公用工程施工总承包二级及以上资质' };
    // the hidden detail page itself saves too, on its list's rights (its 新增 opens it): stored under the detail node
    const direct = await post<{ id: string }>(U, '/ks/monitor/record/save', { nodeId: 'trade-zsgg', data });
    expect(direct.body.message).toBe('保存成功');
    expect((await s.ctx.db.selectFrom('records').select('node_id').where('id', '=', direct.body.data.id).executeTakeFirstOrThrow()).node_id).toBe('trade-zsgg');
    const saved = await post<{ id: string; version: number }>(U, '/ks/monitor/record/save', { nodeId: 'trade-zsgg-list', data });
    expect(saved.body.message).toBe('保存成功');
    const { id, version } = saved.body.data;
    const before = (await todos()).records.filter((r) => r.businessId === id);
    expect(before).toEqual([]);

    const submitted = await post<{ version: number }>(U, '/ks/monitor/submit', { nodeId: 'trade-zsgg-list', id, version });
    expect(submitted.body.message).toBe('提交成功');
    const todo = (await todos()).records.find((r) => r.businessId === id);
    expect(todo).toMatchObject({ gnCoding: 'trade-zsgg-list', gnName: '资审公告登记', opens: 'detail', kind: 'record' });

    const audited = await post(M, '/ks/monitor/audit', { nodeId: todo!.gnCoding, id, version: submitted.body.data.version, pass: true });
    expect(audited.body.message).toBe('操作成功');
    expect((await todos()).records.some((r) => r.businessId === id)).toBe(false);
  });
});
