import type { Kysely } from 'kysely';
import { BUTTON_CODES, NO_BUTTON_PERMISSION, permittedCodes, type ButtonCode } from '../../schemas/permissions';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { forbidden } from '../errors';
import { actorOf } from './service';
import type { Actor } from './workflow';
import type { NodeEntry } from './node-cache';

/**
 * 权限设置's button half on the server (docs/administration.md): the buttons a role keeps on a node, read
 * from `button_permissions` (no row: every button). The same set filters a record's buttons
 * (`operationsFor` skips what the actor lacks) and refuses the call that would press one
 * (`enforce` in service.ts, `requireButton` here), so a hidden button is also a refused call.
 */

/** The stored codes of `role` on `nodeId`, or null when no row is stored (the default). */
export async function storedButtons(db: Kysely<Database>, role: string, nodeId: string): Promise<ButtonCode[] | null> {
  const row = await db.selectFrom('button_permissions').select('buttons').where('role', '=', role).where('node_id', '=', nodeId).executeTakeFirst();
  return parseButtons(row?.buttons);
}

/** A stored row's codes; null without a row. */
function parseButtons(json: string | undefined): ButtonCode[] | null {
  if (json === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? BUTTON_CODES.filter((c) => parsed.includes(c)) : [];
  } catch {
    // A row nobody can read keeps nothing: failing closed is the safe side of a permission.
    return [];
  }
}

/** The buttons `role` may use on `nodeId`. */
export async function permittedButtons(db: Kysely<Database>, role: string, nodeId: string): Promise<ReadonlySet<ButtonCode>> {
  if (role === 'D') return permittedCodes(role, null);
  return permittedCodes(role, await storedButtons(db, role, nodeId));
}

/** The workflow actor of `user` on node `nodeId`, carrying the buttons the role keeps there. */
export async function nodeActor(db: Kysely<Database>, user: SessionUser, nodeId: string): Promise<Actor> {
  return { ...actorOf(user), permitted: await permittedButtons(db, user.role, nodeId) };
}

/**
 * The same actor from a node copy (node-cache.ts), whose stamp covers the node's button rows: the
 * list call that uses it is answered only if the count reads the same stamp.
 */
export function cachedNodeActor(user: SessionUser, entry: NodeEntry): Actor {
  const stored = user.role === 'D' ? null : parseButtons(entry.buttons.get(user.role));
  return { ...actorOf(user), permitted: permittedCodes(user.role, stored) };
}

/** 403 无权进行该操作 unless `actor` keeps every one of `codes` (an actor without a set keeps all). */
export function requireButton(actor: Actor, ...codes: ButtonCode[]): void {
  if (actor.permitted && codes.some((c) => !actor.permitted!.has(c))) throw forbidden(NO_BUTTON_PERMISSION);
}
