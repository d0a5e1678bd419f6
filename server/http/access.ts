import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../session-user';
import type { Kysely } from 'kysely';
import { ResponseCode, type Role } from '../../schemas';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { findSession, hashToken, type SessionLookup } from '../db/repos/sessions';
import { ApiError, forbidden } from './errors';

/**
 * Who may call a route: anyone, any logged-in user, or the listed login role types.
 * Every /ks route must declare one; a route without it refuses to register (deny by default).
 */
export type Access = 'public' | 'user' | readonly Role[];

export type { SessionUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A route that serves many calls decides each request's rule itself (the call catalogue's
     * dispatcher, server/routes/catalogue/): the rule of the call the request names. `access`
     * still declares the route; this, when given, is what the request is held to.
     */
    accessOf?: (request: FastifyRequest) => Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * An earlier onRequest hook has dealt with the caller's session and answers for it
     * (remembered-session-plugin.ts): access control leaves the request alone.
     */
    sessionHandled: boolean;
  }
}

/** A /ks route as registered: what the role × route table must cover. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();
const served = new WeakMap<FastifyInstance, () => readonly RegisteredRoute[]>();

/**
 * Every /ks route registered on `app` so far (HEAD twins of GET routes left out), then the calls a
 * dispatcher serves at this moment (the stored call catalogue): the role × route table and the fuzz
 * suite hold those to the same rules as any route.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const list = registered.get(app) ?? [];
  const more = served.get(app);
  return more ? [...list, ...more()] : list;
}

/** The /ks routes `app` registered itself, without the calls a dispatcher serves. */
export function engineRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

/** Lets a dispatcher list the calls it serves (see registeredRoutes). */
export function addServedRoutes(app: FastifyInstance, list: () => readonly RegisteredRoute[]): void {
  served.set(app, list);
}

/** The rule `request` is held to: its call's, on a dispatcher; otherwise its route's. */
export function accessOf(request: FastifyRequest): Access | undefined {
  const config = request.routeOptions.config;
  return config?.accessOf ? config.accessOf(request) : config?.access;
}

const asRole = (t: string): Role => (t === 'M' || t === 'D' ? t : 'U');

/** The hash of the caller's bearer token (the form sessions are stored under), if they sent one. */
export function bearerTokenHash(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? hashToken(m[1]) : null;
}

/** Resolves the caller's session and enforces each route's declared access rule. */
export function installAccessControl(app: FastifyInstance, db: Kysely<Database>, dialect: SqlDialect): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHandled', false);
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);

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

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (access === undefined || request.sessionHandled) return;
    const tokenHash = bearerTokenHash(request);
    if (tokenHash) await readSession(db, dialect, request, tokenHash, access);
    checkRole(request, access);
  });
}

/**
 * Reads the session from the database into `request.user`; 401 when it has ended and the route is
 * not public. Returns what was read while the session holds, for a caller that keeps it.
 */
export async function readSession(
  db: Kysely<Database>,
  dialect: SqlDialect,
  request: FastifyRequest,
  tokenHash: string,
  access: Access,
): Promise<SessionLookup | undefined> {
  request.user = null;
  const found = await findSession(db, dialect, tokenHash);
  const failure = sessionFailure(found);
  if (failure === null && found) {
    request.user = userOf(found);
    return found;
  }
  if (access !== 'public') throw new ApiError('unauthenticated', SESSION_END_MESSAGES[failure ?? ResponseCode.SESSION_REVOKED], failure ?? ResponseCode.SESSION_REVOKED);
  return undefined;
}

/** The route's rule applied to `request.user` (401 without a session, 403 for another role). */
export function checkRole(request: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (!request.user) throw new ApiError('unauthenticated', '未登录');
  if (access !== 'user' && !access.includes(request.user.role)) throw forbidden();
}

export function allowed(user: SessionUser, access: Access): boolean {
  return access === 'public' || access === 'user' || access.includes(user.role);
}

/** Why a looked-up session cannot be used (its session-end code), or null when it holds. */
export function sessionFailure(found: SessionLookup | undefined): number | null {
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
