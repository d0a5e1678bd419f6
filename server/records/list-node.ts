import type { Kysely } from 'kysely';
import type { ListConfig, Role } from '../../schemas';
import { checkCompiled } from '../../schemas/check-compiled';
import type { Database } from '../db/types';
import { canSee } from '../db/repos/systems';
import { pageKind } from '../../schemas/page-kinds';
import { loadMenuAccess, menuVisibleTo, type MenuAccess } from '../structure/menu-access';

/** A node records can live in: a menu item, with the list config stored for it (if any). */
export interface RecordNode {
  nodeId: string;
  systemCoding: string;
  title: string;
  /** The node's list/card config, or null when the node has none (a form node, or not configured). */
  listConfig: ListConfig | null;
  /**
   * The node the records live under: a list whose config names a detail node (formNodeId) shows
   * the records that detail page saves, which are stored under the detail node's id.
   */
  recordsNodeId: string;
  /** A public list (公示, `publicOf`): the published records of another node, for every role that sees the menu, view only. */
  publicList: boolean;
  /** Roles, enabled and page flags of the menu read along its ancestors (menu-access.ts). */
  access: MenuAccess;
}

/** The record node ids a call addressed to `node` may touch: its own, and its detail node's. */
export const recordNodeIds = (node: RecordNode): string[] => [...new Set([node.nodeId, node.recordsNodeId])];

// Parsing and validating a config on every list call would cost more than the query that reads
// it; the cache is keyed by the config text itself, so any save (or a re-created node) misses it.
const parsed = new Map<string, ListConfig | null>();

function parseListConfig(text: string): ListConfig | null {
  const key = text;
  if (parsed.has(key)) return parsed.get(key) ?? null;
  let config: ListConfig | null = null;
  try {
    const result = checkCompiled('ListConfig', JSON.parse(text));
    config = result.ok ? result.value : null;
  } catch {
    config = null;
  }
  if (parsed.size > 500) parsed.clear();
  parsed.set(key, config);
  return config;
}

/**
 * The node `nodeId` as `role` may use it: undefined when there is no such menu item or its menu or
 * system is hidden from the role (callers answer 404 either way, revealing nothing).
 */
export async function findRecordNode(db: Kysely<Database>, nodeId: string, role: Role): Promise<RecordNode | undefined> {
  const rows = await findNodeRows(db, nodeId);
  return rows ? visibleNode(rows, role) : undefined;
}

/** The stored rows of the node `nodeId` (menu, system, node, access), before any role check; undefined without a menu. */
export async function findNodeRows(db: Kysely<Database>, nodeId: string): Promise<NodeRows | undefined> {
  const row = await db
    .selectFrom('menus')
    .innerJoin('systems', 'systems.system_coding', 'menus.system_coding')
    .leftJoin('nodes', 'nodes.id', 'menus.id')
    .select([
      'menus.id as node_id',
      'menus.system_coding',
      'menus.title',
      'menus.roles as menu_roles',
      'systems.roles as system_roles',
      'nodes.kind',
      'nodes.config',
    ])
    .where('menus.id', '=', nodeId)
    .executeTakeFirst();
  const access = row ? await loadMenuAccess(db, nodeId) : undefined;
  return row && access ? { ...row, access } : undefined;
}

/** The stored menu/system/node fields a RecordNode is made of. */
export interface NodeRows {
  node_id: string;
  system_coding: string;
  title: string;
  menu_roles: string;
  system_roles: string;
  kind: string | null;
  config: string | null;
  access: MenuAccess;
}

/**
 * The node as `role` may use it: undefined when its system, its menu or any menu above it is
 * hidden from the role (the menu's effective roles, menu-access.ts).
 */
export function visibleNode(row: NodeRows, role: Role): RecordNode | undefined {
  if (!menuVisibleTo(role, row.access) || !canSee(role, row.system_roles)) return undefined;
  return recordNodeOf(row);
}

/** The node whatever the caller's role: for an anonymous caller of a public catalogue row, whose access the row itself grants. */
export function recordNodeOf(row: NodeRows): RecordNode {
  const listConfig =
    row.config !== null && pageKind(row.kind ?? undefined)?.opens === 'list' ? parseListConfig(row.config) : null;
  return { nodeId: row.node_id, systemCoding: row.system_coding, title: row.title, listConfig, recordsNodeId: listConfig?.formNodeId ?? listConfig?.publicOf ?? row.node_id, publicList: !!listConfig?.publicOf, access: row.access };
}

/** Whether records may be written through `node` itself: an enabled page that is not a public list. */
export const writableNode = (node: RecordNode | undefined): node is RecordNode =>
  !!node && node.access.enabled && node.access.isPage && !node.publicList;

/**
 * A list of the same system, writable by `role`, whose detail node (formNodeId) is `detailId`: a
 * detail page hidden from the menu (itShows 否: 场地预约申请, 招标文件登记, 资审公告) is opened from that
 * list, so its records are written through the list's rights (docs/security.md "Record writes").
 */
export async function writableListOf(db: Kysely<Database>, detailId: string, role: Role): Promise<RecordNode | null> {
  const detail = await db.selectFrom('menus').select('system_coding').where('id', '=', detailId).executeTakeFirst();
  if (!detail) return null;
  const candidates = await db
    .selectFrom('nodes')
    .select(['id', 'kind', 'config'])
    .where('system_coding', '=', detail.system_coding)
    .where('config', 'like', `%${detailId}%`)
    .execute();
  for (const c of candidates) {
    if (pageKind(c.kind)?.opens !== 'list' || formNodeOf(c.config) !== detailId) continue;
    const list = await findRecordNode(db, c.id, role);
    if (writableNode(list)) return list;
  }
  return null;
}

/** A hidden (not disabled) detail page whose list `role` may write through: the list's 新增 and 修改 open it. */
export async function reachedThroughList(db: Kysely<Database>, node: RecordNode, role: Role): Promise<boolean> {
  if (node.access.disabled || !node.access.isPage || node.publicList) return false;
  return (await writableListOf(db, node.nodeId, role)) !== null;
}

function formNodeOf(config: string): unknown {
  try {
    return (JSON.parse(config) as { formNodeId?: unknown }).formNodeId;
  } catch {
    return undefined;
  }
}
