import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../session-user';
import type { Kysely } from 'kysely';
import { ResponseCode, type Role } from '../../schemas';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { findSession, hashToken, type SessionLookup } from '../db/repos/sessions';
import { RememberedSessions } from './remembered-sessions';
import { ApiError, forbidden } from './errors';

/**
 * Who may call a route: anyone, any logged-in user, or the listed login role types.
 * Every /ks route must declare one; a route without it refuses to register (deny by default).
 */
export type Access = 'public' | 'user' | readonly Role[];

interface PendingSession {
  tokenHash: string;
  stamp: string;
  /** Reads the session afresh and applies the route's rule again (throws 401/403). */
  confirm: () => Promise<void>;
}

export type { SessionUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The handler confirms a remembered session in its own statement (`withSession`). */
    confirmsSession?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** A session taken from this instance's memory, not yet confirmed by the database. */
    sessionPending: PendingSession | null;
  }
}

/** A /ks route as registered: what the role × route table must cover. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every /ks route registered on `app` so far (HEAD twins of GET routes left out). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

const asRole = (t: string): Role => (t === 'M' || t === 'D' ? t : 'U');

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** Resolves the caller's session and enforces each route's declared access rule. */
export function installAccessControl(app: FastifyInstance, db: Kysely<Database>, dialect: SqlDialect): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionPending', null);
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  const remembered = new RememberedSessions();

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/ks')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`路由 ${String(route.method)} ${route.url} 未声明访问规则 (config.access)`);
    }
    // Kept so the role × route test can prove every route has a row (child plugins share the list).
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  /**
   * Reads the session from the database; 401 when it has ended and the route is not public. Only
   * routes that can use a remembered session (`confirmsSession`) keep what they read.
   */
  async function resolve(request: FastifyRequest, tokenHash: string, access: Access): Promise<void> {
    request.user = null;
    const found = await findSession(db, dialect, tokenHash);
    const failure = sessionFailure(found);
    if (failure === null && found) {
      request.user = userOf(found);
      if (request.routeOptions.config?.confirmsSession) remembered.keep(tokenHash, { user: request.user, stamp: found.stamp, expiresAt: found.expiresAt });
    } else {
      remembered.forget(tokenHash);
      if (access !== 'public') throw new ApiError('unauthenticated', SESSION_END_MESSAGES[failure ?? ResponseCode.SESSION_REVOKED], failure ?? ResponseCode.SESSION_REVOKED);
    }
  }

  function checkRole(request: FastifyRequest, access: Access): void {
    if (access === 'public') return;
    if (!request.user) throw new ApiError('unauthenticated', '未登录');
    if (access !== 'user' && !access.includes(request.user.role)) throw forbidden();
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === undefined) return;
    const token = bearer(request);
    if (token) {
      const tokenHash = hashToken(token);
      const known = config.confirmsSession ? remembered.get(tokenHash) : undefined;
      // A remembered session is used only where the handler confirms it in its own statement
      // (withSession), and only if it would pass the route's rule: a refusal is never answered
      // from memory.
      if (known && allowed(known.user, access)) {
        request.user = known.user;
        request.sessionPending = {
          tokenHash,
          stamp: known.stamp,
          confirm: async () => {
            request.sessionPending = null;
            await resolve(request, tokenHash, access);
            checkRole(request, access);
          },
        };
        return;
      }
      await resolve(request, tokenHash, access);
    }
    checkRole(request, access);
  });

  // The safety net: an answer prepared while the session was still unconfirmed (a body the schema
  // refused, a handler that did not confirm) leaves only after a fresh read agrees with memory.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.sessionPending;
    if (!pending) return payload;
    const before = pending.stamp;
    try {
      await pending.confirm();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      reply.code(err.httpStatus).type('application/json; charset=utf-8');
      return JSON.stringify({ code: err.code, message: err.message, data: null });
    }
    if (remembered.get(pending.tokenHash)?.stamp === before) return payload;
    // The session still holds but changed (role, enterprise…): the prepared answer may be the
    // wrong person's view, so it is replaced by a request to log in again.
    reply.code(401).type('application/json; charset=utf-8');
    return JSON.stringify({ code: ResponseCode.SESSION_REVOKED, message: SESSION_END_MESSAGES[ResponseCode.SESSION_REVOKED], data: null });
  });
}

function allowed(user: SessionUser, access: Access): boolean {
  return access === 'public' || access === 'user' || access.includes(user.role);
}

function sessionFailure(found: SessionLookup | undefined): number | null {
  if (!found || found.revokedAt) return ResponseCode.SESSION_REVOKED;
  if (found.expiresAt <= new Date().toISOString()) return ResponseCode.SESSION_EXPIRED;
  if (found.user.disabled) return ResponseCode.ACCOUNT_DISABLED;
  return null;
}

function userOf(found: SessionLookup): SessionUser {
  return {
    id: found.user.id,
    sessionId: found.sessionId,
    username: found.user.username,
    userName: found.user.user_name,
    role: asRole(found.user.login_role_type),
    enterpriseId: found.user.enterprise_id,
  };
}

/**
 * Runs a handler's work on a route declared `confirmsSession`. With a remembered session the work
 * gets the token hash to read the session's stamp in its own statement (`sessionStampOf`), which
 * saves the lookup query; the answer stands only if that stamp is the remembered one. Otherwise
 * — the session changed, ended, or the work failed — the session is read afresh (401 if it ended)
 * and the work runs again for the caller as they now are.
 */
export async function withSession<T extends { sessionStamp: string | null }>(
  request: FastifyRequest,
  work: (user: SessionUser, tokenHash: string | undefined) => Promise<T>,
): Promise<T> {
  const pending = request.sessionPending;
  if (pending) {
    try {
      const out = await work(caller(request), pending.tokenHash);
      if (out.sessionStamp === pending.stamp) {
        request.sessionPending = null;
        return out;
      }
    } catch {
      // Planned for an unconfirmed caller: not the answer. The fresh read below decides.
    }
    await pending.confirm();
  }
  return work(caller(request), undefined);
}

export const SESSION_END_MESSAGES: Record<number, string> = {
  [ResponseCode.SESSION_EXPIRED]: '登录已过期，请重新登录',
  [ResponseCode.SESSION_REVOKED]: '登录状态已失效，请重新登录',
  [ResponseCode.ACCOUNT_DISABLED]: '账号已被停用，请联系管理员',
};

/** The logged-in caller; only valid on routes whose access is not 'public'. */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError('unauthenticated', '未登录');
  return request.user;
}
