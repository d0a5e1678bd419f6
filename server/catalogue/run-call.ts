import type { FastifyRequest } from 'fastify';
import { ENGINE_OPERATIONS, type CatalogueCall } from '../../schemas/catalogue';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { ApiError, badRequest } from '../errors';
import { OPERATIONS } from '../records/operations';
import type { CallerWork, OperationTarget } from '../records/operations/types';
import { withSession } from '../http/remembered-session-plugin';
import { bodyProblem } from './check-body';
import { engineBody, envelope, shapeAnswer, type AnswerShape } from './mapping';

/** What a call answers: a JSON envelope, or a file with its headers. */
export type CallAnswer = { kind: 'json'; payload: Record<string, unknown> } | { kind: 'file'; body: Buffer; headers: Record<string, string> };

const SHAPES: Partial<Record<CatalogueCall['operation'], AnswerShape>> = { list: 'page', detail: 'record', latest: 'record' };

export const notOpen = (call: CatalogueCall) => new ApiError('invalid', `接口 ${call.method} ${call.path} 绑定的引擎操作「${ENGINE_OPERATIONS[call.operation].label}」尚未开放`);

/** What the row binds, as the operation receives it. */
export function targetOf(systemCoding: string, call: CatalogueCall): OperationTarget {
  return {
    nodeId: call.nodeId,
    systemCoding,
    displayCode: call.displayCode,
    field: call.field,
    period: call.period,
    fixed: Object.fromEntries(call.fixed.map((f) => [f.field, f.value])),
    public: call.access === 'public',
  };
}

export interface RunCallInput {
  ctx: AppContext;
  request: FastifyRequest;
  /** The caller, already held to the row's access rule (null: anonymous). */
  user: SessionUser | null;
  systemCoding: string;
  call: CatalogueCall;
  /** The body (POST/PUT/DELETE) or the query (GET) as sent. */
  input: Record<string, unknown>;
  fromQueryString: boolean;
}

/**
 * One call of a row: parameter mapping, the operation's body check (400 in the engine's words),
 * the operation called directly, the answer mapping. A public row runs for nobody in particular:
 * what it reads is the same for every caller.
 */
export async function runCall({ ctx, request, user, systemCoding, call, input, fromQueryString }: RunCallInput): Promise<CallAnswer> {
  const operation = OPERATIONS[call.operation];
  if (!operation) throw notOpen(call);
  const body = engineBody(call, input, fromQueryString);
  const problem = bodyProblem(operation.body, body, fromQueryString);
  if (problem) throw badRequest(problem);
  const target = targetOf(systemCoding, call);
  let caller = target.public ? null : user;
  const pending = request.sessionPending;
  if (caller && pending && request.user === caller && !operation.confirmsSession) {
    // The engine route of this operation reads the session before it runs: so does the call.
    await pending.confirm(request, pending);
    caller = request.user;
  }
  const who = caller;
  // A remembered session still pending is confirmed inside the operation's own statement.
  const asCaller = <T extends { sessionStamp: string | null }>(work: CallerWork<T>): Promise<T> =>
    who && request.sessionPending && request.user === who ? withSession(request, work) : work(who, undefined, undefined);
  const result = await operation.run({ ctx, request, user: caller, target, body, asCaller });
  if (result.kind === 'file') return result;
  return { kind: 'json', payload: envelope(call.answer, shapeAnswer(call.answer, SHAPES[call.operation] ?? 'plain', result.data, target.public), result.message) };
}
