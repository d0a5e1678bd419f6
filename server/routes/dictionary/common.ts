import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { Envelope, ProblemList, ResponseCode } from '../../../schemas';
import type { AppContext } from '../../context';
import { responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findSystem } from '../../db/repos/systems';
import type { DictRef } from '../../db/repos/dictionary-manager';

export const MANAGER = '/ks/base/dictionary/manager';

/** Success schema plus a 400 whose data lists every problem (the first is also the message). */
export function withProblems<T extends TSchema>(data: T) {
  return { ...responses(data), 400: Envelope(Type.Union([ProblemList, Type.Null()])) };
}

export function refuseTree(reply: FastifyReply, problems: string[]) {
  return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message: problems[0], data: { problems } });
}

/** The list named by a body or query, checking that a named system exists. */
export async function refOf(ctx: AppContext, key: { displayCode: string; systemCoding?: string }): Promise<DictRef> {
  const systemCoding = key.systemCoding ?? '';
  if (systemCoding && !(await findSystem(ctx.db, systemCoding))) throw notFound('系统不存在');
  return { systemCoding, displayCode: key.displayCode };
}

