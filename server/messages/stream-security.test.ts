import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { helmetHeaders } from '../http/security-headers';
import { call, startTestServer, type TestServer } from '../test/harness';
import { withDeadline } from '../test/deadline';
import { addAdmin } from '../routes/records/test-kit';
import { openStream, type SseClient } from '../test/sse-kit';

// The message stream (GET /ks/message/v1/stream, a hijacked reply) on SQLite or, with
// DATABASE_URL, PostgreSQL (docs/security.md "Headers on streams" and "Streams end with the
// session"): it carries the security headers of every other answer, and it ends within seconds of
// a logout or a password change — on the instance that serves it or on another one (two app
// instances on one database, as two-instances.test.ts builds them).

/** How long a stream may outlive its session: "within seconds" (the session check runs every 2 s). */
const ENDS_WITHIN_MS = 5000;

describe('the message stream: security headers, and it ends with its session', () => {
  let s: TestServer;
  let second: FastifyInstance;
  let publicKey = '';
  beforeAll(async () => {
    s = await startTestServer();
    second = (await buildApp({ database: s.database })).app;
    await second.ready();
    publicKey = ((await s.app.inject({ method: 'GET', url: '/ks/common/login/public-key' })).json() as { data: { publicKey: string } }).data.publicKey;
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await s.close();
  });

  const enc = (text: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');

  /** Waits until the server ends `stream`, then says why it did (the `end` event's reason). */
  const endOf = async (stream: SseClient, what: string) => {
    try {
      await withDeadline(stream.ended, ENDS_WITHIN_MS, what);
      return stream.events.find((e) => e.event === 'end')?.data.reason;
    } finally {
      stream.close();
    }
  };

  it('carries the security headers of every other answer (helmet’s set, not skipped by the hijack)', async () => {
    const token = await s.login('U');
    const normal = await s.app.inject({ method: 'GET', url: '/ks/message/v1/unread-count', headers: { authorization: `Bearer ${token}` } });
    expect(normal.statusCode).toBe(200);
    const names = Object.keys(helmetHeaders()).map((n) => n.toLowerCase());
    // the list the header test checks is among them
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']));
    const stream = await openStream(s.app, token);
    try {
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const pick = (h: Record<string, unknown>) => Object.fromEntries(names.map((n) => [n, h[n]]));
      expect(pick(stream.headers)).toEqual(pick(normal.headers));
    } finally {
      stream.close();
    }
  });

  it('ends within seconds of a logout', async () => {
    const token = await s.login('U');
    const stream = await openStream(s.app, token);
    await stream.next((e) => e.event === 'counts');
    const out = await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    expect(out.body.message).toBe('已退出登录');
    expect(await endOf(stream, '退出登录后消息推送结束')).toBe('session');
  });

  it('ends within seconds of a password change made in another session', async () => {
    const who = await addAdmin(s.ctx.db, 'stream-pw', 'Stream@2026');
    const [watched, changer] = [await s.login(who), await s.login(who)];
    const stream = await openStream(s.app, watched);
    await stream.next((e) => e.event === 'counts');
    const done = await call(s.app, { method: 'PUT', url: '/ks/individual/login/update-secret', token: changer, payload: { oldSecret: enc('Stream@2026'), newSecret: enc('Better#2027') } });
    expect(done.body.message).toBe('密码修改成功，其他设备上的登录已退出');
    expect(await endOf(stream, '修改密码后其他会话的消息推送结束')).toBe('session');
  });

  it('a stream on another instance ends within seconds of a logout here (sessions are shared through the database)', async () => {
    const token = await s.login('M');
    const stream = await openStream(second, token);
    await stream.next((e) => e.event === 'counts');
    const out = await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    expect(out.body.message).toBe('已退出登录');
    expect(await endOf(stream, '另一实例上的消息推送在退出登录后结束')).toBe('session');
  });

  it('a live session keeps its stream open', async () => {
    const token = await s.login('D');
    const stream = await openStream(s.app, token);
    try {
      await stream.next((e) => e.event === 'counts');
      // two session checks pass
      await new Promise((r) => setTimeout(r, 4500));
      expect(stream.events.some((e) => e.event === 'end')).toBe(false);
      expect((await call(s.app, { method: 'GET', url: '/ks/message/v1/unread-count', token })).status).toBe(200);
    } finally {
      stream.close();
    }
  });
});
