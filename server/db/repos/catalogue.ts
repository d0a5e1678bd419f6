import type { Kysely } from 'kysely';
import type { CatalogueCall } from '../../../schemas/catalogue';
import type { Database } from '../types';
import { nowIso } from '../clock';
import { writeOpLog, type Actor } from './oplog';
import { conflict } from '../../errors';
import { STALE_CONFIG_MESSAGE } from '../../../schemas/designer';

/**
 * A system's call catalogue (migration 0027): the current version, its history, and the rows in
 * force across every system, which the dispatcher serves (server/catalogue/). Stores what it is
 * given: the shape, the clash rule and the node checks are the caller's (server/catalogue/save.ts).
 */

export interface StoredCatalogue {
  systemCoding: string;
  version: number;
  calls: CatalogueCall[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A row in force with its system. */
export interface ServedRow {
  systemCoding: string;
  call: CatalogueCall;
}

/** The current list of `systemCoding` (version 0 and no calls when it was never saved). */
export async function readCatalogue(db: Kysely<Database>, systemCoding: string): Promise<StoredCatalogue> {
  const head = await db.selectFrom('call_catalogues').selectAll().where('system_coding', '=', systemCoding).executeTakeFirst();
  if (!head) return { systemCoding, version: 0, calls: [], updatedAt: null, updatedBy: null };
  const rows = await db.selectFrom('catalogue_calls').select('call').where('system_coding', '=', systemCoding).orderBy('sort').execute();
  return { systemCoding, version: head.version, calls: rows.map((r) => JSON.parse(r.call) as CatalogueCall), updatedAt: head.updated_at, updatedBy: head.updated_by };
}

/** Every row in force, of every system (the dispatcher's index is built from it). */
export async function allServedRows(db: Kysely<Database>): Promise<ServedRow[]> {
  const rows = await db.selectFrom('catalogue_calls').select(['system_coding', 'call']).orderBy('system_coding').orderBy('sort').execute();
  return rows.map((r) => ({ systemCoding: r.system_coding, call: JSON.parse(r.call) as CatalogueCall }));
}

/** Rows of OTHER systems at any of these method + path pairs. */
export async function rowsAtPaths(db: Kysely<Database>, systemCoding: string, keys: ReadonlyArray<{ method: string; path: string }>): Promise<ServedRow[]> {
  if (!keys.length) return [];
  const paths = [...new Set(keys.map((k) => k.path))];
  const rows = await db.selectFrom('catalogue_calls').select(['system_coding', 'method', 'path', 'call']).where('path', 'in', paths).where('system_coding', '<>', systemCoding).execute();
  const wanted = new Set(keys.map((k) => `${k.method} ${k.path}`));
  return rows.filter((r) => wanted.has(`${r.method} ${r.path}`)).map((r) => ({ systemCoding: r.system_coding, call: JSON.parse(r.call) as CatalogueCall }));
}

export interface SaveCatalogueInput {
  systemCoding: string;
  /** The version the editor read; 0 for a system whose catalogue was never saved. */
  expectedVersion: number;
  calls: CatalogueCall[];
  actor: Actor;
  /** The op log's action: a designer save, a bundle import, the demo data. */
  action: 'save-call-catalogue' | 'import-call-catalogue' | 'load-call-catalogue';
}

/**
 * Versioned save inside the caller's transaction: refuses a moved version (409, the display
 * groups' stale message), replaces the system's rows in force, appends the version and logs it.
 * The compare-and-set is in the UPDATE itself, and in the first save's INSERT … ON CONFLICT DO NOTHING.
 */
export async function saveCatalogue(tx: Kysely<Database>, input: SaveCatalogueInput): Promise<{ version: number; savedAt: string }> {
  const now = nowIso();
  const version = input.expectedVersion + 1;
  if (input.expectedVersion === 0) {
    // Two first saves at once: the one whose insert finds the head already there is the stale one
    // (a 409 like any moved version, not the key's error).
    const res = await tx
      .insertInto('call_catalogues')
      .values({ system_coding: input.systemCoding, version, updated_at: now, updated_by: input.actor.userName })
      .onConflict((oc) => oc.column('system_coding').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) throw conflict(STALE_CONFIG_MESSAGE);
  } else {
    const res = await tx
      .updateTable('call_catalogues')
      .set({ version, updated_at: now, updated_by: input.actor.userName })
      .where('system_coding', '=', input.systemCoding)
      .where('version', '=', input.expectedVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE_CONFIG_MESSAGE);
  }
  await tx.deleteFrom('catalogue_calls').where('system_coding', '=', input.systemCoding).execute();
  for (const [sort, call] of input.calls.entries()) {
    await tx.insertInto('catalogue_calls').values({ method: call.method, path: call.path, system_coding: input.systemCoding, sort, call: JSON.stringify(call) }).execute();
  }
  await tx
    .insertInto('call_catalogue_versions')
    .values({ system_coding: input.systemCoding, version, calls: JSON.stringify(input.calls), call_count: input.calls.length, saved_by: input.actor.userName, saved_at: now })
    .execute();
  await writeOpLog(tx, input.actor, {
    action: input.action,
    targetType: 'call-catalogue',
    targetId: input.systemCoding,
    gnCoding: input.systemCoding,
    detail: { version, calls: input.calls.map((c) => `${c.method} ${c.path}`) },
  });
  return { version, savedAt: now };
}

/** The saved versions of a system's catalogue, newest first. */
export async function listCatalogueVersions(db: Kysely<Database>, systemCoding: string) {
  return db
    .selectFrom('call_catalogue_versions')
    .select(['version', 'saved_by', 'saved_at', 'call_count'])
    .where('system_coding', '=', systemCoding)
    .orderBy('version', 'desc')
    .execute();
}

/** One saved version's list, or undefined. */
export async function findCatalogueVersion(db: Kysely<Database>, systemCoding: string, version: number): Promise<CatalogueCall[] | undefined> {
  const row = await db.selectFrom('call_catalogue_versions').select('calls').where('system_coding', '=', systemCoding).where('version', '=', version).executeTakeFirst();
  return row ? (JSON.parse(row.calls) as CatalogueCall[]) : undefined;
}
