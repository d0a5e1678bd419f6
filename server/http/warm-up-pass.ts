import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../session-user';

/**
 * The caller of an instance's warm-up (server/warm-up.ts, docs/performance/load.md): before it
 * listens, an instance that joins a running deployment sends its hot read calls to itself through
 * `app.inject`, so its first real callers meet warm code. Those calls need somebody to read as,
 * and a real user's session would show in that user's 登录状态; so the warm-up carries a pass.
 *
 * A pass admits a request only when all of these hold, so no caller from outside can ever use one:
 * - it is open: made by `openWarmUpPass` and not closed yet (the warm-up closes it before `listen`);
 * - the server is not listening, so the request cannot have come from a socket;
 * - the request carries the pass's key, 32 random bytes made for this warm-up and never stored;
 * - it sends no bearer token, and its route is one of the read calls the pass was opened for.
 */
export const WARM_UP_HEADER = 'x-warm-up-pass';

interface Pass {
  key: Buffer;
  user: SessionUser;
  routes: ReadonlySet<string>;
}

const open = new WeakMap<FastifyInstance, Pass>();

export interface OpenPass {
  /** The headers each warm-up request carries. */
  headers: Record<string, string>;
  close: () => void;
}

/** Opens `app`'s pass for `user` over the read `routes` (POST urls); one at a time. */
export function openWarmUpPass(app: FastifyInstance, user: SessionUser, routes: readonly string[]): OpenPass {
  if (app.server.listening) throw new Error('warm-up pass: the server already listens');
  if (open.has(app)) throw new Error('warm-up pass: one is open already');
  const key = randomBytes(32);
  open.set(app, { key, user, routes: new Set(routes) });
  return { headers: { [WARM_UP_HEADER]: key.toString('hex') }, close: () => void open.delete(app) };
}

/** The pass's caller when `request` may use the open pass of `app`, otherwise null. */
export function warmUpCaller(app: FastifyInstance, request: FastifyRequest): SessionUser | null {
  const pass = open.get(app);
  const sent = request.headers[WARM_UP_HEADER];
  if (!pass || typeof sent !== 'string' || app.server.listening || request.headers.authorization) return null;
  if (request.method !== 'POST' || !pass.routes.has(request.routeOptions.url ?? '')) return null;
  const given = Buffer.from(sent, 'hex');
  return given.length === pass.key.length && timingSafeEqual(given, pass.key) ? pass.user : null;
}
