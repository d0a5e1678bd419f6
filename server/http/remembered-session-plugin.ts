import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import { ResponseCode } from '../../schemas';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { sessionStampOf } from '../db/repos/sessions';
import type { SessionUser } from '../session-user';
import { accessOf, allowed, bearerTokenHash, caller, checkRole, readSession, SESSION_END_MESSAGES, type Access } from './access';
import { ApiError } from './errors';
import { RememberedSessions } from './remembered-sessions';

/**
 * The remembered-session fast path of list calls (docs/adr/0006-sessions-confirmed-in-the-statement.md):
 * a route declared `confirmsSession` may start from a session this instance read before, and its
 * handler confirms it in a statement it runs anyway (`withSession`) instead of a lookup query of
 * its own. Everything of the fast path is in this plugin; without it every route reads the
 * session first (server/http/access.ts). Its test matrix: remembered-session-plugin.test.ts.
 */

interface PendingSession {
  stamp: string;
  /** Selects the session's stamp now (NULL when it is gone), for the handler's statement. */
  stampSql: RawBuilder<string | null>;
  tokenHash: string;
  access: Access;
  /**
   * Reads the session afresh and applies the route's rule again (throws 401/403). One function per
   * plugin, given the request: a closure made per request cost each call a function object.
   */
  confirm: (request: FastifyRequest, pending: PendingSession) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler confirms a remembered session in its own statement (`withSession`). */
    confirmsSession?: boolean;
  }
  interface FastifyRequest {
    /** A session taken from this instance's memory, not yet confirmed by the database. */
    sessionPending: PendingSession | null;
  }
}

export interface RememberedSessionOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

const plugin: FastifyPluginAsync<RememberedSessionOptions> = async (app: FastifyInstance, { db, dialect }) => {
  // Its onRequest hook must run before access control's, which would otherwise read the session first.
  if (app.hasRequestDecorator('user')) throw new Error('remembered-session-plugin: register it before installAccessControl');
  app.decorateRequest('sessionPending', null);
  const remembered = new RememberedSessions();

  /** The fresh read of access control; what it read is kept for the next call, an ended session forgotten. */
  async function readAndKeep(request: FastifyRequest, tokenHash: string, access: Access): Promise<void> {
    const found = await readSession(db, dialect, request, tokenHash, access).catch((err: unknown) => {
      remembered.forget(tokenHash);
      throw err;
    });
    if (found && request.user) remembered.keep(tokenHash, { user: request.user, stamp: found.stamp, stampSql: sessionStampOf(dialect, tokenHash, db), expiresAt: found.expiresAt });
    else remembered.forget(tokenHash);
    checkRole(request, access);
  }

  /** A pending session's fresh read (`PendingSession.confirm`). */
  async function confirm(request: FastifyRequest, pending: PendingSession): Promise<void> {
    request.sessionPending = null;
    await readAndKeep(request, pending.tokenHash, pending.access);
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = accessOf(request);
    // Other routes are access control's alone: they never start from memory.
    if (!config?.confirmsSession || access === undefined) return;
    const tokenHash = bearerTokenHash(request);
    if (!tokenHash) return;
    request.sessionHandled = true;
    const known = remembered.get(tokenHash);
    // A refusal is never answered from memory: a remembered session the route's rule would refuse
    // takes the fresh read.
    if (known && allowed(known.user, access)) {
      request.user = known.user;
      request.sessionPending = { tokenHash, access, stamp: known.stamp, stampSql: known.stampSql, confirm };
      return;
    }
    await readAndKeep(request, tokenHash, access);
  });

  // The safety net: an answer prepared while the session was still unconfirmed (a body the schema
  // refused, a handler that did not confirm) leaves only after a fresh read agrees with memory.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.sessionPending;
    if (!pending) return payload;
    // Who the answer was prepared for: the remembered caller (the fresh read replaces request.user).
    const preparedFor = request.user;
    try {
      await pending.confirm(request, pending);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      reply.code(err.httpStatus).type('application/json; charset=utf-8');
      return JSON.stringify({ code: err.code, message: err.message, data: null });
    }
    const now = remembered.get(pending.tokenHash);
    // Only the expiry moved (a refresh, docs/accounts.md "会话"): the answer is the same person's.
    if (now && (now.stamp === pending.stamp || (preparedFor && sameCaller(now.user, preparedFor)))) return payload;
    // The session still holds but changed (role, enterprise…): the prepared answer may be the
    // wrong person's view, so it is replaced by a request to log in again.
    reply.code(401).type('application/json; charset=utf-8');
    return JSON.stringify({ code: ResponseCode.SESSION_REVOKED, message: SESSION_END_MESSAGES[ResponseCode.SESSION_REVOKED], data: null });
  });
};

/** The same caller as far as any answer can tell: everything of the session but its expiry. */
const sameCaller = (a: SessionUser, b: SessionUser): boolean =>
  a.id === b.id && a.sessionId === b.sessionId && a.username === b.username && a.userName === b.userName && a.role === b.role && a.enterpriseId === b.enterpriseId;

// Not encapsulated (what fastify-plugin would mark): the hooks must see the routes registered
// after it on the root instance.
export const rememberedSessionPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });

/** A remembered session's stamp, for work that compares it itself; `confirmed()` once it read the same. */
export interface RememberedStamp {
  stamp: string;
  confirmed: () => void;
}

/**
 * Runs a handler's work on a route declared `confirmsSession`. With a remembered session the work
 * gets `sessionStampSql`, an expression to select in its own statement and return as
 * `sessionStamp`, which saves the lookup query; the answer stands only if that stamp is the remembered
 * one. Otherwise — the session changed, ended, or the work failed — the session is read afresh
 * (401 if it ended) and the work runs again for the caller as they now are.
 */
export async function withSession<T extends { sessionStamp: string | null }>(
  request: FastifyRequest,
  work: (user: SessionUser, sessionStampSql: RawBuilder<string | null> | undefined, remembered: RememberedStamp | undefined) => Promise<T>,
): Promise<T> {
  const pending = request.sessionPending;
  if (pending) {
    try {
      // A write compares the stamp itself, before it writes anything, and says so (`confirmed`).
      const out = await work(caller(request), pending.stampSql, { stamp: pending.stamp, confirmed: () => void (request.sessionPending = null) });
      if (out.sessionStamp === pending.stamp) {
        request.sessionPending = null;
        return out;
      }
    } catch (err) {
      // Failed after the work confirmed the session: the failure is the answer (a write's refusal).
      if (request.sessionPending === null) throw err;
      // Planned for an unconfirmed caller: not the answer. The fresh read below decides.
    }
    await pending.confirm(request, pending);
  }
  return work(caller(request), undefined, undefined);
}
