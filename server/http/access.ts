import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ResponseCode, type Role } from '../../schemas';
import type { Database } from '../db/types';
import { findSession } from '../db/repos/sessions';
import { ApiError, forbidden } from './errors';

/**
 * Who may call a route: anyone, any logged-in user, or the listed login role types.
 * Every /ks route must declare one; a route without it refuses to register (deny by default).
 */
export type Access = 'public' | 'user' | readonly Role[];

export interface SessionUser {
  id: string;
  sessionId: string;
  username: string;
  userName: string;
  role: Role;
  enterpriseId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
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
export function installAccessControl(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('user', null);
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
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const token = bearer(request);
    if (token) {
      const found = await findSession(db, token);
      const failure = !found
        ? ResponseCode.SESSION_REVOKED
        : found.revokedAt
          ? ResponseCode.SESSION_REVOKED
          : found.expiresAt <= new Date().toISOString()
            ? ResponseCode.SESSION_EXPIRED
            : found.user.disabled
              ? ResponseCode.ACCOUNT_DISABLED
              : null;
      if (failure === null && found) {
        request.user = {
          id: found.user.id,
          sessionId: found.sessionId,
          username: found.user.username,
          userName: found.user.user_name,
          role: asRole(found.user.login_role_type),
          enterpriseId: found.user.enterprise_id,
        };
      } else if (access !== 'public') {
        throw new ApiError(401, failure ?? ResponseCode.SESSION_REVOKED, SESSION_END_MESSAGES[failure ?? ResponseCode.SESSION_REVOKED]);
      }
    }
    if (access === 'public') return;
    if (!request.user) throw new ApiError(401, ResponseCode.NOT_LOGGED_IN, '未登录');
    if (access !== 'user' && !access.includes(request.user.role)) throw forbidden();
  });
}

export const SESSION_END_MESSAGES: Record<number, string> = {
  [ResponseCode.SESSION_EXPIRED]: '登录已过期，请重新登录',
  [ResponseCode.SESSION_REVOKED]: '登录状态已失效，请重新登录',
  [ResponseCode.ACCOUNT_DISABLED]: '账号已被停用，请联系管理员',
};

/** The logged-in caller; only valid on routes whose access is not 'public'. */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401, ResponseCode.NOT_LOGGED_IN, '未登录');
  return request.user;
}
