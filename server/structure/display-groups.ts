import type { Kysely } from 'kysely';
import type { CreateDisplayGroupBody, DeleteDisplayGroupBody, DisplayGroupDetail, DisplayGroupSummary, SaveAnswer, SaveDisplayGroupBody } from '../../schemas';
import type { Database } from '../db/types';
import { conflict, notFound } from '../errors';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { findSystem } from '../db/repos/systems';
import { findNode, saveNodeConfig, type NodeKind, type NodeRow } from '../db/repos/nodes';
import { countRecords, deleteNodes, findMenu, listMenus, listNodes } from '../db/repos/structure';
import { configProblems } from './config-check';
import { isStaleSave, type SaveOutcome } from './save-outcome';

/** Display groups (node configs): list, read, create, the versioned save, delete. */

const NODE_MISSING = '页面配置不存在';

const summary = (n: NodeRow, menuTitle: string | null): DisplayGroupSummary => ({
  nodeId: n.id,
  systemCoding: n.system_coding,
  kind: n.kind,
  title: n.title,
  menuTitle,
  version: n.version,
  updatedAt: n.updated_at,
  updatedBy: n.updated_by,
});

/** Every display group of a system, without configs, each with its menu's title. */
export async function listDisplayGroups(db: Kysely<Database>, systemCoding: string): Promise<DisplayGroupSummary[]> {
  if (!(await findSystem(db, systemCoding))) throw notFound('系统不存在');
  const [nodes, menus] = await Promise.all([listNodes(db, systemCoding), listMenus(db, systemCoding)]);
  const titles = new Map(menus.map((m) => [m.id, m.title]));
  return nodes.map((n) => summary(n, titles.get(n.id) ?? null));
}

export async function displayGroupDetail(db: Kysely<Database>, nodeId: string): Promise<DisplayGroupDetail> {
  const n = await findNode(db, nodeId);
  if (!n) throw notFound(NODE_MISSING);
  const menu = await findMenu(db, nodeId);
  return { ...summary(n, menu?.title ?? null), config: JSON.parse(n.config) as unknown };
}

/** Version 1 of a menu's display group; a menu has one at most. */
export async function createDisplayGroup(db: Kysely<Database>, actor: Actor, body: CreateDisplayGroupBody): Promise<Exclude<SaveOutcome<DisplayGroupDetail>, { kind: 'stale' }>> {
  const menu = await findMenu(db, body.nodeId);
  if (!menu) throw notFound('菜单不存在');
  const taken = () => conflict(`菜单「${menu.title}」已有页面配置`);
  if (await findNode(db, body.nodeId)) throw taken();
  const problems = configProblems(body.kind, body.config);
  if (problems.length) return { kind: 'refused', problems };
  const input = { nodeId: body.nodeId, systemCoding: menu.system_coding, kind: body.kind, title: body.title ?? menu.title, config: body.config, expectedVersion: 0, actor };
  try {
    await saveNodeConfig(db, input);
  } catch (err) {
    // another create won the race: the same answer as when it came first
    if (isStaleSave(err)) throw taken();
    throw err;
  }
  return { kind: 'saved', answer: await displayGroupDetail(db, body.nodeId) };
}

/** The one save path: the config replaces version `body.version` or the save is refused as stale. */
export async function saveDisplayGroup(db: Kysely<Database>, actor: Actor, body: SaveDisplayGroupBody): Promise<SaveOutcome<SaveAnswer>> {
  const node = await findNode(db, body.nodeId);
  if (!node) throw notFound(NODE_MISSING);
  const kind = node.kind as NodeKind;
  const problems = configProblems(kind, body.config);
  if (problems.length) return { kind: 'refused', problems };
  try {
    const saved = await saveNodeConfig(db, {
      nodeId: node.id,
      systemCoding: node.system_coding,
      kind,
      title: body.title ?? node.title,
      config: body.config,
      expectedVersion: body.version,
      actor,
    });
    // The answer from what the save stored: reading the node and its menu back cost two statements.
    return { kind: 'saved', answer: { nodeId: node.id, ...saved } };
  } catch (err) {
    if (isStaleSave(err)) return { kind: 'stale' };
    throw err;
  }
}

/**
 * Deletes a display group and its history (the menu stays) with its log entry, in one transaction;
 * refused while records are filed under it, and as stale when `body.version` is not the stored one.
 */
export async function deleteDisplayGroup(db: Kysely<Database>, actor: Actor, body: DeleteDisplayGroupBody): Promise<'deleted' | 'stale'> {
  return db.transaction().execute(async (tx) => {
    const node = await findNode(tx, body.nodeId);
    if (!node) throw notFound(NODE_MISSING);
    if (body.version !== undefined && body.version !== node.version) return 'stale' as const;
    const records = (await countRecords(tx, [node.id])).get(node.id);
    if (records) throw conflict(`页面配置「${node.title}」下还有 ${records} 条业务记录，不能删除`);
    await deleteNodes(tx, [node.id]);
    await writeOpLog(tx, actor, { action: 'delete-node-config', targetType: 'node', targetId: node.id, gnCoding: node.system_coding, detail: { version: node.version, kind: node.kind } });
    return 'deleted' as const;
  });
}
