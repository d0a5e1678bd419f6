import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { Envelope, ResponseCode } from '../../../schemas';
import type { AppContext } from '../../context';
import { responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { Actor } from '../../db/repos/oplog';
import { findSystem } from '../../db/repos/systems';
import type { DictRef } from '../../db/repos/dictionary-manager';

export const MANAGER = '/ks/base/dictionary/manager';
export const DICTIONARY_MISSING = '字典不存在';

/** Success schema plus a 400 whose data lists every problem (the first is also the message). */
export function withProblems<T extends TSchema>(data: T, problems: TSchema) {
  return { ...responses(data), 400: Envelope(Type.Union([problems, Type.Null()])) };
}
export const TreeProblems = Type.Object({ problems: Type.Array(Type.String()) });

export function refuseTree(reply: FastifyReply, problems: string[]) {
  return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message: problems[0], data: { problems } });
}

/** Who saved: the op_log's actor, kept as a name in the version rows. */
export const savedBy = (actor: Actor) => actor.userName;

/** The list named by a body or query, checking that a named system exists. */
export async function refOf(ctx: AppContext, key: { displayCode: string; systemCoding?: string }): Promise<DictRef> {
  const systemCoding = key.systemCoding ?? '';
  if (systemCoding && !(await findSystem(ctx.db, systemCoding))) throw notFound('系统不存在');
  return { systemCoding, displayCode: key.displayCode };
}

