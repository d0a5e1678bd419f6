import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { Envelope, ResponseCode, STALE_CONFIG_MESSAGE, type StaleVersionData } from '../../../schemas';
import type { Database } from '../../db/types';
import type { Actor } from '../../db/repos/oplog';
import { findNode } from '../../db/repos/nodes';
import { caller } from '../../http/access';
import { ApiError, notFound } from '../../http/errors';
import { responses } from '../../http/envelope';

/** Who may build systems, menus and display groups (spec 000 §1: administrators too). */
export const BUILDERS = ['M', 'D'] as const;
/** Who may move whole systems between environments and reset caches: developers only. */
export const DEVELOPERS = ['D'] as const;

/** The logged-in caller as the op_log and node history record them. */
export function actorOf(request: FastifyRequest): Actor {
  const u = caller(request);
  return { id: u.id, userName: u.userName, role: u.role };
}

/** Response schemas plus error statuses whose `data` is not null (conflict details, problems). */
export function responsesWith<T extends TSchema>(data: T, errors: Partial<Record<400 | 409, TSchema>>) {
  const out: Record<string, TSchema> = { ...responses(data) };
  for (const [status, schema] of Object.entries(errors)) out[status] = Envelope(Type.Union([schema, Type.Null()]));
  return out;
}

/** Refuses an invalid config, naming the first bad item and listing all of them. */
export function refuseConfig(reply: FastifyReply, problems: string[]) {
  return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message: problems[0], data: { problems } });
}

export const isStale = (err: unknown): boolean => err instanceof ApiError && err.httpStatus === 409;

/**
 * The 409 answer to a save from a stale copy: who saved the version now stored and when, so the
 * designer can offer to reload it or compare it with the local copy.
 */
export async function replyStale(reply: FastifyReply, db: Kysely<Database>, nodeId: string) {
  const node = await findNode(db, nodeId);
  if (!node) throw notFound('页面配置不存在或已被删除');
  const data: StaleVersionData = { nodeId, currentVersion: node.version, savedBy: node.updated_by, savedAt: node.updated_at };
  return reply.status(409).send({ code: ResponseCode.CONFLICT, message: STALE_CONFIG_MESSAGE, data });
}
