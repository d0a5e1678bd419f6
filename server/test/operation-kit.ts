import type { FastifyRequest } from 'fastify';
import type { Role } from '../../schemas';
import type { TestServer } from './harness';
import type { SessionUser } from '../session-user';
import type { EngineOperationDef, OperationResult, OperationTarget } from '../records/operations/types';

// Calling an engine operation the way a catalogue row does, without a route: a real app context, a
// user read from the demo accounts, and the row's target.

/** A demo account as its session would name it. */
export async function userOf(s: TestServer, username: string): Promise<SessionUser> {
  const row = await s.ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'user_name', 'login_role_type', 'enterprise_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: row.id, sessionId: `test-${row.id}`, username: row.username, userName: row.user_name, role: row.login_role_type as Role, enterpriseId: row.enterprise_id };
}

/** A request with no session of its own: the operation acts as the user it is given. */
const NO_REQUEST = { user: undefined, sessionPending: null } as unknown as FastifyRequest;

/** The 信用记录 node of the demo credit system, as a row would bind it. */
export const creditTarget = (extra: Partial<OperationTarget> = {}): OperationTarget => ({ nodeId: 'credit-record-list', systemCoding: 'credit_eval', fixed: {}, public: false, ...extra });

export async function runOp<T = unknown>(s: TestServer, op: EngineOperationDef, user: SessionUser | null, target: OperationTarget, body: Record<string, unknown> = {}): Promise<T> {
  const result: OperationResult = await op.run({ ctx: s.ctx, request: NO_REQUEST, user, target, body, asCaller: (work) => work(user, undefined, undefined) });
  if (result.kind !== 'json') throw new Error('expected a JSON answer');
  return result.data as T;
}
