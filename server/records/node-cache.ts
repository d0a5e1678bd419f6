import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { NodeRows } from './list-node';
import { loadMenuAccess, menuAccessStamp } from '../structure/menu-access';

/**
 * A per-instance copy of the menu/system/node rows a list call reads before its SQL, so that the
 * hot list path does not spend a round trip on them (on PostgreSQL one more query in series:
 * ~1 ms of scheduling on a loaded machine, a tenth of the call).
 *
 * It is never trusted on its own: each entry carries a stamp of everything `RecordNode` is made of
 * (the menu, its system's roles, the node's kind, version and config), and the count query of the
 * call reads the stamp again, in the same statement as the count (`stampOf`). A call answered
 * from a copy whose stamp no longer matches is thrown away and run again from a fresh read, so
 * a designer's save (on this instance or any other) is seen by the very next call.
 */

/** The rows behind a RecordNode, before the role check (which depends on the caller). */
export interface NodeEntry extends NodeRows {
  stamp: string;
  /** The stored buttons (JSON) of each role with a row in `button_permissions` for the node. */
  buttons: ReadonlyMap<string, string>;
}

/**
 * One value that changes whenever anything a RecordNode is made of changes; null when the menu is
 * gone. The config is part of it (not only its version), so even a write that forgot to bump the
 * version is seen. Digested where the database can hash (the dialect's `digest`).
 */
export function nodeStamp(dialect: SqlDialect, nodeId: string): RawBuilder<string | null> {
  return nodeStampWhere(dialect, sql.val(nodeId));
}

function nodeStampWhere(dialect: SqlDialect, nodeId: RawBuilder<unknown>): RawBuilder<string | null> {
  const from = sql`from menus m join systems s on s.system_coding = m.system_coding left join nodes n on n.id = m.id where m.id = ${nodeId}`;
  // The menus of the whole system: a change to any ancestor's roles or flags changes the node's access.
  const menus = menuAccessStamp(dialect, sql.ref('m.system_coding'));
  const fields = dialect.joinFields([
    sql`m.system_coding`,
    sql`m.title`,
    sql`s.roles`,
    menus,
    sql`coalesce(n.kind, '-')`,
    sql`coalesce(${dialect.asText(sql`n.version`)}, '-')`,
    sql`coalesce(n.updated_at, '-')`,
    sql`coalesce(n.config, '-')`,
    // 权限设置's buttons on the node: a list call's row buttons come from the copy too.
    sql`coalesce(${dialect.rowsStamp(dialect.joinFields([sql`b.role`, sql`b.buttons`]), sql`from button_permissions b where b.node_id = m.id`, sql`b.role`)}, '-')`,
  ]);
  return sql<string | null>`(select ${dialect.digest(fields)} ${from})`;
}

/** Ids a stamp may carry as a literal (every id the designer makes; anything else stays a parameter). */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,120}$/;
/** Compiled stamps per database handle (the handle decides the SQL spelling), keyed by node id. */
const stampTexts = new WeakMap<object, Map<string, RawBuilder<string | null>>>();

/**
 * `nodeStamp` compiled once per node: the id as a literal, so the whole subquery is fixed text that
 * each call embeds as it is. Building and compiling the stamp's dozen fragments on every list call
 * cost about a third of the call's Kysely time (docs/performance.md, List API, 2026-11-27 evening).
 */
export function compiledNodeStamp(db: Kysely<Database>, dialect: SqlDialect, nodeId: string): RawBuilder<string | null> {
  if (!PLAIN_ID.test(nodeId)) return nodeStamp(dialect, nodeId);
  let texts = stampTexts.get(db);
  if (!texts) {
    texts = new Map();
    stampTexts.set(db, texts);
  }
  let stamp = texts.get(nodeId);
  if (!stamp) {
    stamp = sql.raw<string | null>(nodeStampWhere(dialect, sql.lit(nodeId)).compile(db).sql);
    if (texts.size >= MAX_ENTRIES) texts.clear();
    texts.set(nodeId, stamp);
  }
  return stamp;
}

interface Cache {
  entries: Map<string, NodeEntry>;
}
/** Per database handle: tests run many databases in one process. */
const caches = new WeakMap<object, Cache>();
/** Configs are few (one per designed page); the bound only guards against unbounded growth. */
const MAX_ENTRIES = 2000;

function cacheOf(db: Kysely<Database>): Cache {
  let c = caches.get(db);
  if (!c) {
    c = { entries: new Map() };
    caches.set(db, c);
  }
  return c;
}

/** The copy of `nodeId`, if this instance has read it before (to be confirmed by its stamp). */
export function cachedNode(db: Kysely<Database>, nodeId: string): NodeEntry | undefined {
  return cacheOf(db).entries.get(nodeId);
}

export function forgetNode(db: Kysely<Database>, nodeId: string): void {
  cacheOf(db).entries.delete(nodeId);
}

/** Reads the node's rows and stamp (one query) and keeps them; undefined when there is no such menu. */
export async function loadNode(db: Kysely<Database>, dialect: SqlDialect, nodeId: string): Promise<NodeEntry | undefined> {
  const row = await db
    .selectFrom('menus')
    .innerJoin('systems', 'systems.system_coding', 'menus.system_coding')
    .leftJoin('nodes', 'nodes.id', 'menus.id')
    .select(['menus.id as node_id', 'menus.system_coding', 'menus.title', 'menus.roles as menu_roles', 'systems.roles as system_roles', 'nodes.kind', 'nodes.config'])
    .select(nodeStamp(dialect, nodeId).as('stamp'))
    .where('menus.id', '=', nodeId)
    .executeTakeFirst();
  const entries = cacheOf(db).entries;
  // Read after the stamp: a menu change in between leaves a stamp that no longer matches, never
  // a copy that looks current with old access.
  // The access and the buttons side by side: both after the stamp is all that matters.
  const [access, stored] = row && row.stamp !== null
    ? await Promise.all([loadMenuAccess(db, nodeId), db.selectFrom('button_permissions').select(['role', 'buttons']).where('node_id', '=', nodeId).execute()])
    : [undefined, []];
  if (!row || row.stamp === null || !access) {
    entries.delete(nodeId);
    return undefined;
  }
  const entry: NodeEntry = { ...row, access, stamp: row.stamp, buttons: new Map(stored.map((b) => [b.role, b.buttons])) };
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(nodeId, entry);
  return entry;
}
