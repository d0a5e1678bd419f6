import type { Kysely } from 'kysely';
import {
  SYSTEM_BUNDLE_FORMAT,
  SystemExportBundle,
  type ImportConflict,
  type ImportReport,
  type Role,
} from '../../schemas';
import type { Database } from '../db/types';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { bumpCacheVersion } from '../db/repos/structure';
import { findSystem } from '../db/repos/systems';
import { existingMenuIds, existingNodeIds, listMenus, listNodes } from '../db/repos/structure';
import { saveNodeConfig } from '../db/repos/nodes';
import { readCatalogue, saveCatalogue } from '../db/repos/catalogue';
import { insertSystemBundle } from '../db/repos/system-bundle';
import { flattenBundle, toBundleTree } from './menu-tree';
import { configProblems } from './config-check';
import { schemaComplaints } from './schema-issues';

/** A system, its menu tree and its page configs as one file (no history, no row ids). */
export async function exportSystem(db: Kysely<Database>, systemCoding: string): Promise<SystemExportBundle | null> {
  const system = await findSystem(db, systemCoding);
  if (!system) return null;
  const [menus, nodes, catalogue] = await Promise.all([listMenus(db, systemCoding), listNodes(db, systemCoding), readCatalogue(db, systemCoding)]);
  const bundle: SystemExportBundle = {
    format: SYSTEM_BUNDLE_FORMAT,
    version: 1,
    system: {
      systemName: system.system_name,
      title: system.title,
      gnCoding: system.system_coding,
      levels: system.levels,
      roles: JSON.parse(system.roles) as Role[],
    },
    menus: toBundleTree(menus),
    nodes: nodes.map((n) => ({
      nodeId: n.id,
      kind: n.kind as SystemExportBundle['nodes'][number]['kind'],
      title: n.title,
      config: JSON.parse(n.config) as unknown,
    })),
    calls: catalogue.calls,
  };
  return bundle;
}

/** The first schema problem of an uploaded bundle, naming its place, or null when it fits. */
export function bundleShapeProblem(value: unknown): string | null {
  const first = schemaComplaints(SystemExportBundle, value)[0];
  if (!first) return null;
  const where = first.segments.length ? `/${first.segments.join('/')}` : '/';
  return `导入文件格式不正确（${where}）：${first.message}`;
}

/**
 * Why the bundle's calls cannot be stored (server/catalogue/problems.ts: a path the platform or
 * another system serves, a duplicate, a node outside the bundle's menus …), given by the caller,
 * which knows the app's routes.
 */
export type CallProblems = (db: Kysely<Database>, systemCoding: string, calls: NonNullable<SystemExportBundle['calls']>, nodeIds: ReadonlySet<string>) => Promise<Array<{ id: string; message: string }>>;

/**
 * Everything that stops a bundle from being imported, without changing anything: a taken system
 * code, menu ids or node ids, calls that clash, and problems inside the bundle itself.
 */
export async function importConflicts(db: Kysely<Database>, bundle: SystemExportBundle, callProblems: CallProblems): Promise<ImportConflict[]> {
  const conflicts: ImportConflict[] = [];
  const code = bundle.system.gnCoding;
  if (await findSystem(db, code)) conflicts.push({ type: 'system', id: code, message: `系统编码 ${code} 已存在` });

  const menuIds = flattenBundle(bundle.menus).map((m) => m.id);
  const seen = new Set<string>();
  for (const id of menuIds) {
    if (seen.has(id)) conflicts.push({ type: 'invalid', id, message: `菜单 id ${id} 在导入文件中重复` });
    seen.add(id);
  }
  for (const id of await existingMenuIds(db, [...seen])) conflicts.push({ type: 'menu', id, message: `菜单 id ${id} 已存在` });

  const nodeIds = new Set<string>();
  for (const n of bundle.nodes) {
    if (nodeIds.has(n.nodeId)) conflicts.push({ type: 'invalid', id: n.nodeId, message: `页面配置 ${n.nodeId} 在导入文件中重复` });
    nodeIds.add(n.nodeId);
    if (!seen.has(n.nodeId)) conflicts.push({ type: 'invalid', id: n.nodeId, message: `页面配置 ${n.nodeId} 没有对应的菜单` });
    const problem = configProblems(n.kind, n.config)[0];
    if (problem) conflicts.push({ type: 'invalid', id: n.nodeId, message: `页面配置「${n.title}」(${n.nodeId}) ${problem}` });
  }
  for (const id of await existingNodeIds(db, [...nodeIds])) conflicts.push({ type: 'node', id, message: `页面配置 ${id} 已存在` });
  for (const p of await callProblems(db, code, bundle.calls ?? [], seen)) conflicts.push({ type: 'call', id: p.id, message: p.message });
  return conflicts;
}

/** Writes a conflict-free bundle; call inside one transaction so a failure leaves nothing behind. */
export async function importBundle(tx: Kysely<Database>, bundle: SystemExportBundle, actor: Actor): Promise<void> {
  await insertSystemBundle(tx, { system: bundle.system, menus: bundle.menus }, actor.id);
  for (const n of bundle.nodes) {
    await saveNodeConfig(tx, {
      nodeId: n.nodeId,
      systemCoding: bundle.system.gnCoding,
      kind: n.kind,
      title: n.title,
      config: n.config,
      expectedVersion: 0,
      actor,
    });
  }
  if (bundle.calls?.length) {
    await saveCatalogue(tx, { systemCoding: bundle.system.gnCoding, expectedVersion: 0, calls: bundle.calls, actor, action: 'import-call-catalogue' });
  }
}

/** The answer of the import call. */
export function importReport(bundle: SystemExportBundle, dryRun: boolean, imported: boolean, conflicts: ImportConflict[]): ImportReport {
  return {
    systemCoding: bundle.system.gnCoding,
    dryRun,
    imported,
    menus: flattenBundle(bundle.menus).length,
    nodes: bundle.nodes.length,
    conflicts,
  };
}

/** Export is read-only, but who took a system's configuration away is worth a log line. */
export async function logExport(db: Kysely<Database>, actor: Actor, systemCoding: string, bundle: SystemExportBundle): Promise<void> {
  await db.transaction().execute((tx) =>
    writeOpLog(tx, actor, { action: 'export-system', targetType: 'system', targetId: systemCoding, gnCoding: systemCoding, detail: { menus: bundle.menus.length, nodes: bundle.nodes.length, calls: bundle.calls?.length ?? 0 } }),
  );
}

/** Raised inside the import transaction when a conflict appeared after the first check. */
class LateConflicts extends Error {
  constructor(readonly conflicts: ImportConflict[]) {
    super('late import conflicts');
  }
}

/**
 * Imports `bundle` in one transaction with its op-log line, after checking the conflicts again
 * inside it (another import may have landed since the first check). Answers the conflicts found
 * then — nothing imported — or [] when it was imported.
 */
export async function importSystemBundle(db: Kysely<Database>, bundle: SystemExportBundle, actor: Actor, callProblems: CallProblems): Promise<ImportConflict[]> {
  try {
    await db.transaction().execute(async (tx) => {
      const late = await importConflicts(tx, bundle, callProblems);
      if (late.length) throw new LateConflicts(late);
      await importBundle(tx, bundle, actor);
      await writeOpLog(tx, actor, {
        action: 'import-system',
        targetType: 'system',
        targetId: bundle.system.gnCoding,
        gnCoding: bundle.system.gnCoding,
        detail: { menus: importReport(bundle, false, true, []).menus, nodes: bundle.nodes.length },
      });
    });
    return [];
  } catch (err) {
    if (err instanceof LateConflicts) return err.conflicts;
    throw err;
  }
}

/** 刷新配置缓存: a new cache version every instance's copies compare against, logged. */
export async function refreshConfigCache(db: Kysely<Database>, actor: Actor): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const version = await bumpCacheVersion(tx);
    await writeOpLog(tx, actor, { action: 'refresh-cache', targetType: 'cache', targetId: 'config', detail: { version } });
    return version;
  });
}
