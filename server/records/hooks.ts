import type { RawBuilder, SqlBool } from 'kysely';
import type { ListRow, RecordStatus } from '../../schemas';
import type { MenuCardChoice } from '../../schemas/menu-card';
import type { SqlDialect } from '../db/sql-dialect';
import type { RecordNode } from './list-node';
import type { Actor } from './workflow';

/**
 * What other areas add to a list call. Records sits below them (they read records; records never
 * imports them — the server areas rule of eslint.config.js), so they register here instead: the app
 * wiring calls each area's `register…Hooks` once (server/app.ts).
 */
export interface ListHooks {
  /** The conditions of a list call naming a left menu card (server/menu-card). */
  menuCardConditions(dialect: SqlDialect, node: RecordNode, choice: MenuCardChoice): RawBuilder<SqlBool>[];
  /** The change buttons of a row on a list with a change set-up (server/rfc). */
  changeRowOperations(
    record: { status: RecordStatus; enterpriseId: string | null; ownerUserId: string },
    actor: Actor,
    changes: { exist: boolean; open: boolean },
  ): ListRow['operations'];
}

const registered: Partial<ListHooks> = {};

/** Registers (or replaces) hooks; the same function registered twice is harmless. */
export function registerListHooks(hooks: Partial<ListHooks>): void {
  Object.assign(registered, hooks);
}

/** The registered hook; a call that needs one nobody registered is a wiring fault, not a user's. */
export function listHook<K extends keyof ListHooks>(name: K): ListHooks[K] {
  const hook = registered[name];
  if (!hook) throw new Error(`records list hook ${name} is not registered (server/app.ts registers every hook)`);
  return hook as ListHooks[K];
}
