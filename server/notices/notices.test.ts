import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import type { Notice, NoticeRow } from '../../schemas/notices';

// 通知 (docs/shell.md "通知") on SQLite or, with DATABASE_URL, PostgreSQL.

type Who = 'U' | 'U2' | 'D' | 'M';
const hour = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('通知 (/ks/message/v1/notice/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const active = async (who: Who) => (await call<Notice[]>(s.app, { method: 'GET', url: '/ks/message/v1/notice/active', token: tokens[who] })).body.data;
  const publish = async (extra: Record<string, unknown>) => {
    const res = await post<{ msgId: number }>('M', '/ks/message/v1/notice/save', { title: '系统维护通知', msg: '<p>今晚维护</p>', type: 2, audience: 'all', startAt: at(-hour), endAt: at(hour), ...extra });
    expect([res.status, (res.body as { message: string }).message]).toEqual([200, '通知已保存']);
    return res.body.data.msgId;
  };

  it('is marked read once per user; a read notice is not returned again; the op log names both', async () => {
    const msgId = await publish({ title: `停机公告${Date.now()}` });
    expect((await active('U')).map((n) => n.msgId)).toContain(msgId);
    const first = await post<{ first: boolean }>('U', '/ks/message/v1/notice/read', { msgId });
    expect([first.status, first.body.data.first]).toEqual([200, true]);
    const again = await post<{ first: boolean }>('U', '/ks/message/v1/notice/read', { msgId });
    expect([again.status, again.body.data.first]).toEqual([200, false]);
    const reads = await s.ctx.db.selectFrom('notice_reads').selectAll().where('notice_id', '=', msgId).execute();
    expect(reads).toHaveLength(1);
    expect((await active('U')).map((n) => n.msgId)).not.toContain(msgId);
    // another user still has it
    expect((await active('U2')).map((n) => n.msgId)).toContain(msgId);
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('target_id', '=', String(msgId)).execute();
    expect(log.map((l) => l.action).sort()).toEqual(['notice.create', 'notice.read']);
    const list = await post<{ records: NoticeRow[] }>('M', '/ks/message/v1/notice/list', {});
    expect(list.body.data.records.find((r) => r.msgId === msgId)?.readCount).toBe(1);
  });

  it('never stores -99, the client’s own notice', async () => {
    const res = await post('U', '/ks/message/v1/notice/read', { msgId: -99 });
    expect([res.status, (res.body as { message: string }).message]).toEqual([400, '本地通知无需标记已读']);
    const rows = await s.ctx.db.selectFrom('notice_reads').selectAll().where('notice_id', '=', -99).execute();
    expect(rows).toHaveLength(0);
  });

  it('respects the period and the audience', async () => {
    const past = await publish({ title: '已过期', startAt: at(-3 * hour), endAt: at(-2 * hour) });
    const future = await publish({ title: '未开始', startAt: at(2 * hour), endAt: at(3 * hour) });
    const forM = await publish({ title: '仅管理员', audience: 'M' });
    const forLogin = await publish({ title: '登录页通知', audience: 'login' });
    const ids = (await active('U')).map((n) => n.msgId);
    for (const id of [past, future, forM, forLogin]) expect(ids).not.toContain(id);
    expect((await active('M')).map((n) => n.msgId)).toContain(forM);
    // a user outside the audience cannot mark it read either
    expect((await post('U', '/ks/message/v1/notice/read', { msgId: forM })).status).toBe(404);
    const login = await call<Notice[]>(s.app, { method: 'GET', url: '/ks/message/v1/notice/login' });
    expect(login.body.data.map((n) => n.title)).toEqual(['登录页通知']);
    const bad = await post('M', '/ks/message/v1/notice/save', { title: '颠倒', msg: '<p>x</p>', type: 1, audience: 'all', startAt: at(hour), endAt: at(-hour) });
    expect((bad.body as { message: string }).message).toBe('结束时间不能早于开始时间');
  });

  it('sanitises the body on save and on display', async () => {
    const msgId = await publish({ msg: '<p onclick="x()">请<b>注意</b><script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>' });
    const stored = await s.ctx.db.selectFrom('notices').select('msg').where('id', '=', msgId).executeTakeFirstOrThrow();
    expect(stored.msg).not.toMatch(/script|onclick|javascript:/);
    expect(stored.msg).toContain('<b>注意</b>');
    // a row written around the service (an old row, a hand edit) is cleaned on the way out
    await s.ctx.db.updateTable('notices').set({ msg: '<p>旧<img src=x onerror="alert(1)"></p>' }).where('id', '=', msgId).execute();
    const shown = (await active('U2')).find((n) => n.msgId === msgId);
    expect(shown?.msg).toContain('旧');
    expect(shown?.msg).not.toContain('onerror');
    const empty = await post('M', '/ks/message/v1/notice/save', { title: '空', msg: '<script>x</script>', type: 1, audience: 'all', startAt: at(0), endAt: at(hour) });
    expect((empty.body as { message: string }).message).toBe('请填写通知内容');
  });

  it('links an attachment signed for each reader', async () => {
    const msgId = await publish({ fileId: 'demo-zbgg', urlName: '维护方案' });
    const shown = (await active('U2')).find((n) => n.msgId === msgId);
    expect(shown?.urlName).toBe('维护方案');
    const file = await s.app.inject({ method: 'GET', url: shown!.url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await post('M', '/ks/message/v1/notice/save', { title: 't', msg: '<p>x</p>', type: 1, audience: 'all', startAt: at(0), endAt: at(hour), fileId: 'no-such-file' })).status).toBe(400);
  });

  it('is published, edited and deleted by administrators only', async () => {
    for (const who of ['U', 'D'] as const) {
      expect((await post(who, '/ks/message/v1/notice/save', { title: 't', msg: '<p>x</p>', type: 1, audience: 'all', startAt: at(0), endAt: at(hour) })).status).toBe(403);
      expect((await post(who, '/ks/message/v1/notice/list', {})).status).toBe(403);
    }
    const msgId = await publish({ type: 1, title: '横幅' });
    await publish({ msgId, type: 1, title: '横幅（已修改）' });
    expect((await active('D')).find((n) => n.msgId === msgId)?.title).toBe('横幅（已修改）');
    expect((await post('U', '/ks/message/v1/notice/delete', { msgId })).status).toBe(403);
    expect((await post('M', '/ks/message/v1/notice/delete', { msgId })).status).toBe(200);
    expect((await active('D')).map((n) => n.msgId)).not.toContain(msgId);
    expect((await post('M', '/ks/message/v1/notice/delete', { msgId })).status).toBe(404);
  });
});
