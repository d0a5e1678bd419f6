import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTarget, type AuditMessage, type MessageCounts, type SystemTodo, type TodoPage } from '../../schemas/messages';
import type { RecordDetail } from '../../schemas/record';
import { call, startTestServer, type TestServer } from '../test/harness';
import { addAdmin, NODE, seedRecord } from '../routes/records/test-kit';
import { openStream } from '../test/sse-kit';

// 消息中心 (docs/shell.md "消息中心") on SQLite or, with DATABASE_URL, PostgreSQL: todos follow
// submits and audits, an audit's message reaches the record's enterprise only, streams hear it.

type Who = 'U' | 'U2' | 'D' | 'M';

describe('消息中心 (/ks/notification/*, /ks/message/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const get = <T>(who: Who, url: string) => call<T>(s.app, { method: 'GET', url, token: tokens[who] });
  const todoCount = async (who: Who = 'M') => (await get<SystemTodo[]>(who, '/ks/notification/v1/audit/system-list')).body.data.find((x) => x.systemCoding === 'credit_eval')!.todoCount;
  const todos = async (who: Who = 'M', curPage = 1) => (await post<TodoPage>(who, '/ks/notification/v1/audit/todo-list', { systemCoding: 'credit_eval', curPage, pageSize: 6, sizes: 5 })).body.data;
  const messages = async (who: Who) => (await post<{ records: AuditMessage[]; unreadCount: number; total: number }>(who, '/ks/message/v1/audit/rejected-msg', {})).body.data;
  const submitDraft = async (data: Record<string, unknown>) => {
    const { id, version } = await seedRecord(s.ctx.db, 'draft', { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '学校新建工程', xwlx: '良好行为', ...data } });
    const res = await post('U', '/ks/monitor/submit', { nodeId: NODE, id, version });
    expect(res.body.message).toBe('提交成功');
    return { id, version: version + 1 };
  };

  it('a submitted record is a todo of the administrator until it is audited', async () => {
    const before = await todoCount();
    const { id, version } = await submitDraft({ xmmc: `待办测试项目${Date.now()}` });
    expect(await todoCount()).toBe(before + 1);
    const page = await todos();
    expect(page.total).toBe(before + 1);
    expect(page.records).toHaveLength(6);
    // newest submit first, with the spec's fields and where it opens
    expect(page.records[0]).toMatchObject({ id, kind: 'record', gnName: '信用记录', userName: '华建工程有限公司', gnCoding: NODE, businessId: id, opens: 'detail' });
    expect(page.records[0].businessName).toContain('华建工程有限公司');
    // it opens the record itself (信用记录 has no form: the detail page draws it with the list's
    // columns), whose detail offers the administrator the audit there
    expect(messageTarget(page.records[0])).toBe(`/dynamicPage/dynamicDetail?id=${NODE}&recordId=${id}`);
    const detail = await post<RecordDetail>('M', '/ks/monitor/record/detail', { nodeId: NODE, id });
    expect(detail.body.data.operations.map((o) => o.code)).toContain('audit');
    // nobody else audits, so nobody else has todos
    for (const who of ['U', 'D'] as const) {
      expect(await todoCount(who)).toBe(0);
      expect((await todos(who)).records).toEqual([]);
    }
    // the bell counts the todos of every system
    const all = (await get<SystemTodo[]>('M', '/ks/notification/v1/audit/system-list')).body.data.reduce((sum, x) => sum + x.todoCount, 0);
    expect((await get<MessageCounts>('M', '/ks/message/v1/unread-count')).body.data.todoCount).toBe(all);

    const audited = await post('M', '/ks/monitor/audit', { nodeId: NODE, id, version, pass: true });
    expect(audited.body.message).toBe('操作成功');
    expect(await todoCount()).toBe(before);
    expect((await todos()).records.map((r) => r.id)).not.toContain(id);
  });

  it('follows the workflow: a revoked record leaves the todos, an assigned one is only its assignee\'s', async () => {
    const second = await addAdmin(s.ctx.db, 'msgadmin2', 'MsgAdmin2@2026');
    const other = await s.login({ username: second.username, password: second.password });
    const count = async (token: string) => (await call<SystemTodo[]>(s.app, { method: 'GET', url: '/ks/notification/v1/audit/system-list', token })).body.data.find((x) => x.systemCoding === 'credit_eval')!.todoCount;
    const before = [await count(tokens.M), await count(other)];
    const revoked = await submitDraft({ xmmc: '撤回测试项目' });
    expect((await post('U', '/ks/monitor/revoke', { nodeId: NODE, ...revoked })).status).toBe(200);
    expect([await count(tokens.M), await count(other)]).toEqual(before);

    const assigned = await submitDraft({ xmmc: '指派测试项目' });
    expect((await post('M', '/ks/monitor/assign', { nodeId: NODE, ...assigned, assigneeId: second.id })).status).toBe(200);
    expect([await count(tokens.M), await count(other)]).toEqual([before[0], before[1] + 1]);
  });

  it('a rejection is a message of the owner enterprise only; opening it marks it read, and that is logged', async () => {
    const { id, version } = await submitDraft({ xmmc: '驳回消息测试项目' });
    const unreadBefore = (await messages('U')).unreadCount;
    const otherBefore = await messages('U2');
    expect((await post('M', '/ks/monitor/audit', { nodeId: NODE, id, version, pass: false, reason: '证明材料不全' })).body.message).toBe('操作成功');

    const mine = await messages('U');
    expect(mine.unreadCount).toBe(unreadBefore + 1);
    expect(mine.records[0]).toMatchObject({ kind: 'record', verdict: 'rejected', title: '您在「信用记录」提交的记录被驳回', reason: '证明材料不全', auditorName: '平台管理员', businessId: id, opens: 'detail', read: false });
    // another enterprise, the developer and the administrator hear nothing of it
    expect(await messages('U2')).toEqual(otherBefore);
    for (const who of ['D', 'M'] as const) expect((await messages(who)).records.map((m) => m.businessId)).not.toContain(id);
    // ids of others' messages change nothing
    expect((await post<{ marked: number }>('U2', '/ks/message/v1/audit/read', { ids: [mine.records[0].id] })).body.data.marked).toBe(0);

    const read = await post<{ marked: number; unreadCount: number }>('U', '/ks/message/v1/audit/read', { ids: [mine.records[0].id] });
    expect(read.body.data).toEqual({ marked: 1, unreadCount: unreadBefore });
    expect((await messages('U')).records[0].read).toBe(true);
    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'message.read').where('user_id', '=', 'u-enterprise').execute();
    expect(log.length).toBeGreaterThanOrEqual(1);
    // 全部已读
    expect((await post<{ unreadCount: number }>('U', '/ks/message/v1/audit/read', { all: true })).body.data.unreadCount).toBe(0);
  });

  it('a change request waits for the audit and its verdict reaches the owner', async () => {
    const { id } = await seedRecord(s.ctx.db, 'passed', { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '学校新建工程', xwlx: '良好行为' } });
    const saved = await post<{ id: string }>('U', '/ks/rfc/save-change-data', {
      gnCoding: NODE,
      systemCoding: 'credit_eval',
      businessId: id,
      changeType: '信息变更/评分变更',
      changeTypeCode: 'info/score',
      logbook: '复核后评分有误',
      attachment: '/ks/file/download/demo-zbgg',
      dataList: [{ changeField: 'pf', newValue: 92 }],
    });
    expect(saved.body.message).toBe('保存成功');
    const before = await todoCount();
    await post('U', '/ks/rfc/change-submit', { id: saved.body.data.id, gnCoding: NODE });
    expect(await todoCount()).toBe(before + 1);
    expect((await todos()).records[0]).toMatchObject({ id: saved.body.data.id, kind: 'change', businessId: id, gnCoding: NODE });
    await post('M', '/ks/rfc/change-audit', { id: saved.body.data.id, gnCoding: NODE, pass: true });
    expect(await todoCount()).toBe(before);
    expect((await messages('U')).records[0]).toMatchObject({ kind: 'change', verdict: 'passed', title: '您在「信用记录」提交的变更申请已审核通过', businessId: id });
  });

  it('streams: counts when opened, again within 2 s of a submit (administrator) and of an audit (owner), not for another enterprise', async () => {
    const admin = await openStream(s.app, tokens.M);
    const owner = await openStream(s.app, tokens.U);
    const other = await openStream(s.app, tokens.U2);
    try {
      const first = await admin.next((e) => e.event === 'counts');
      expect(admin.events[0]).toEqual({ event: 'retry', data: { ms: 3000 } });
      await owner.next((e) => e.event === 'counts');
      await other.next((e) => e.event === 'counts');
      const [a, o, x] = [admin.events.length, owner.events.length, other.events.length];

      const { id, version } = await submitDraft({ xmmc: '推送测试项目' });
      const pushed = await admin.next((e) => e.event === 'counts', 2000, a);
      expect(pushed.data).toMatchObject({ todoCount: Number(first.data.todoCount) + 1, reason: 'todo' });

      await post('M', '/ks/monitor/audit', { nodeId: NODE, id, version, pass: false, reason: '评分依据不充分' });
      const told = await owner.next((e) => e.event === 'counts' && e.data.reason === 'message', 2000, o);
      expect(Number(told.data.unreadCount)).toBeGreaterThanOrEqual(1);
      await admin.next((e) => e.event === 'counts' && e.data.todoCount === first.data.todoCount, 2000, a);
      await new Promise((r) => setTimeout(r, 300));
      expect(other.events.slice(x)).toEqual([]);
    } finally {
      for (const c of [admin, owner, other]) c.close();
    }
  });

  it('a stream needs a fresh ticket: none, a made-up one or a used one answer 401', async () => {
    const base = await (await import('../test/sse-kit')).addressOf(s.app);
    const ticket = await (await import('../test/sse-kit')).ticketFor(s.app, tokens.U);
    const first = await openStream(s.app, tokens.U);
    first.close();
    for (const url of ['/ks/message/v1/stream', '/ks/message/v1/stream?ticket=made-up']) {
      const res = await fetch(base + url);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('消息推送凭证无效或已过期，请重新连接');
    }
    const used = await fetch(`${base}/ks/message/v1/stream?ticket=${ticket}`);
    expect(used.status).toBe(200);
    await used.body?.cancel();
    expect((await fetch(`${base}/ks/message/v1/stream?ticket=${ticket}`)).status).toBe(401);
    expect((await call(s.app, { method: 'POST', url: '/ks/message/v1/stream-ticket', payload: {} })).status).toBe(401);
  });

  it('closing the app ends open streams instead of waiting for them', async () => {
    const other = await startTestServer();
    try {
      const stream = await openStream(other.app, await other.login('M'));
      await stream.next((e) => e.event === 'counts');
      const started = Date.now();
      await other.app.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(1000);
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'closing' } });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
