import crypto from 'node:crypto';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, MenusTable, NodesTable, NodeVersionsTable } from '../types';
import { nowIso } from '../clock';
import { getSetting, setSetting } from './settings';

// Queries behind the designer's structure calls. Node configs are WRITTEN through
// repos/nodes.ts (saveNodeConfig, the one versioned save path); this file only reads them and
// deletes them together with their menus.

export type MenuRow = Selectable<MenusTable>;
export type NodeRow = Selectable<NodesTable>;
export type NodeVersionRow = Selectable<NodeVersionsTable>;

/** Creates a system row; the code is never updated afterwards (there is no query for it). */
export async function insertSystem(
  db: Kysely<Database>,
  s: { systemCoding: string; systemName: string; title: string; levels: number; roles: string[]; createdBy: string | null },
): Promise<void> {
  await db
    .insertInto('systems')
    .values({
      id: crypto.randomUUID(),
      system_coding: s.systemCoding,
      system_name: s.systemName,
      title: s.title,
      levels: s.levels,
      roles: JSON.stringify(s.roles),
      created_at: nowIso(),
      created_by: s.createdBy,
    })
    .execute();
}

/** Renames a system: only its full and short names change. */
export async function renameSystem(db: Kysely<Database>, systemCoding: string, systemName: string, title: string): Promise<void> {
  await db.updateTable('systems').set({ system_name: systemName, title }).where('system_coding', '=', systemCoding).execute();
}

/** Every menu of a system, parents' order first: by sort, then id. */
export async function listMenus(db: Kysely<Database>, systemCoding: string): Promise<MenuRow[]> {
  return db.selectFrom('menus').selectAll().where('system_coding', '=', systemCoding).orderBy('sort').orderBy('id').execute();
}

export async function findMenu(db: Kysely<Database>, id: string): Promise<MenuRow | undefined> {
  return db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ids among `ids` that are taken by a menu of any system (menu ids are global). */
export async function existingMenuIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('menus').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function insertMenu(db: Kysely<Database>, row: Insertable<MenusTable>): Promise<void> {
  await db.insertInto('menus').values(row).execute();
}

export async function updateMenu(db: Kysely<Database>, id: string, patch: Updateable<MenusTable>): Promise<void> {
  if (Object.keys(patch).length) await db.updateTable('menus').set(patch).where('id', '=', id).execute();
}

/** The next sort number under `parentId` (appends at the end). */
export async function nextSort(db: Kysely<Database>, systemCoding: string, parentId: string | null): Promise<number> {
  let q = db.selectFrom('menus').select((eb) => eb.fn.max('sort').as('top')).where('system_coding', '=', systemCoding);
  q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  const row = await q.executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

/** Puts `orderedIds` under `parentId` with sorts 0..n-1. */
export async function placeMenus(db: Kysely<Database>, parentId: string | null, orderedIds: string[]): Promise<void> {
  for (const [sort, id] of orderedIds.entries()) {
    await db.updateTable('menus').set({ parent_id: parentId, sort }).where('id', '=', id).execute();
  }
}

export async function deleteMenus(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('menus').where('id', 'in', ids).execute();
}

/** Node configs of a system, by id. */
export async function listNodes(db: Kysely<Database>, systemCoding: string): Promise<NodeRow[]> {
  return db.selectFrom('nodes').selectAll().where('system_coding', '=', systemCoding).orderBy('id').execute();
}

/** Ids among `ids` that have a node config. */
export async function existingNodeIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('nodes').select('id').where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Deletes node configs and their whole history. */
export async function deleteNodes(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('node_versions').where('node_id', 'in', ids).execute();
  await db.deleteFrom('nodes').where('id', 'in', ids).execute();
}

/** Saved versions of a node config, newest first, without the configs. */
export async function listNodeVersions(db: Kysely<Database>, nodeId: string): Promise<Array<Omit<NodeVersionRow, 'config'>>> {
  return db
    .selectFrom('node_versions')
    .select(['node_id', 'version', 'saved_by', 'saved_at'])
    .where('node_id', '=', nodeId)
    .orderBy('version', 'desc')
    .execute();
}

export async function findNodeVersion(db: Kysely<Database>, nodeId: string, version: number): Promise<NodeVersionRow | undefined> {
  return db.selectFrom('node_versions').selectAll().where('node_id', '=', nodeId).where('version', '=', version).executeTakeFirst();
}

/** Business records filed under each of `nodeIds` (only ids with at least one record appear). */
export async function countRecords(db: Kysely<Database>, nodeIds: string[]): Promise<Map<string, number>> {
  if (!nodeIds.length) return new Map();
  const rows = await db
    .selectFrom('records')
    .select(['node_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('node_id', 'in', nodeIds)
    .groupBy('node_id')
    .execute();
  return new Map(rows.map((r) => [r.node_id, Number(r.n)]));
}

const CACHE_KEY = 'config_cache_version';

/** Bumps the config cache generation; clients holding an older one reload menus and configs. */
export async function bumpCacheVersion(db: Kysely<Database>): Promise<number> {
  const current = (await getSetting<{ version: number }>(db, CACHE_KEY))?.version ?? 0;
  const version = current + 1;
  await setSetting(db, CACHE_KEY, { version, at: nowIso() });
  return version;
}

/** Titles of these menus. */
export async function menuTitles(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('menus').select(['id', 'title']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.title] as const));
}
