import type { Kysely } from 'kysely';
import { BUTTONS, type FormConfig } from '../../schemas';
import type { DataStore, FunctionNodeEntry, NodeFunction, NodeListItem, NodeOption, SubmenuTree } from '../../schemas/config-calls';
import { PAGE_KINDS } from '../../schemas/page-kinds';
import type { ButtonArea } from '../../schemas/permissions';
import type { Database } from '../db/types';
import { findSystem } from '../db/repos/systems';
import { findNode } from '../db/repos/nodes';
import { countRecords, findMenu, listMenus, listNodes, type MenuRow, type NodeRow } from '../db/repos/structure';
import { badRequest, notFound } from '../errors';
import { childrenByParent, toStructureMenu } from './menu-tree';

/**
 * The designer's pickers read the stored structure through these (docs/designer-api.md "Pickers
 * and data sources"): menu subtrees, the nodes of a system, the forms a list may read records
 * from, the menus that lead to a node and the functions a node offers.
 */

type Db = Kysely<Database>;
const MENU_MISSING = '菜单不存在';
const SYSTEM_MISSING = '系统不存在';

async function requireSystem(db: Db, systemCoding: string): Promise<void> {
  if (!(await findSystem(db, systemCoding))) throw notFound(SYSTEM_MISSING);
}

/** The menu tree below `id` (that menu included), or the system's whole tree. */
export async function submenus(db: Db, body: { systemCoding?: string; id?: string }): Promise<SubmenuTree[]> {
  let systemCoding = body.systemCoding;
  if (body.id !== undefined) {
    const menu = await findMenu(db, body.id);
    if (!menu || (systemCoding !== undefined && systemCoding !== menu.system_coding)) throw notFound(MENU_MISSING);
    systemCoding = menu.system_coding;
  }
  if (systemCoding === undefined) throw badRequest('请提供系统编码或菜单 id');
  await requireSystem(db, systemCoding);
  const [menus, nodes] = await Promise.all([listMenus(db, systemCoding), listNodes(db, systemCoding)]);
  const byParent = childrenByParent(menus);
  const kinds = new Map(nodes.map((n) => [n.id, n.kind]));
  const build = (m: MenuRow): SubmenuTree => {
    const children = (byParent.get(m.id) ?? []).map(build);
    return { ...toStructureMenu(m, children.length > 0, kinds.get(m.id) ?? null), children };
  };
  const top = body.id === undefined ? (byParent.get(null) ?? []) : menus.filter((m) => m.id === body.id);
  return top.map(build);
}

/** `formNodeId` of a list or card config; null for other kinds or a list showing its own records. */
export function dataSourceOf(node: Pick<NodeRow, 'kind' | 'config'>): string | null {
  if (PAGE_KINDS[node.kind as keyof typeof PAGE_KINDS]?.opens !== 'list') return null;
  const config = JSON.parse(node.config) as { formNodeId?: unknown };
  return typeof config.formNodeId === 'string' ? config.formNodeId : null;
}

/** The nodes (page configs) of a system in menu order, of one kind when asked. */
export async function nodeList(db: Db, systemCoding: string, kind?: string): Promise<NodeListItem[]> {
  await requireSystem(db, systemCoding);
  const [menus, nodes] = await Promise.all([listMenus(db, systemCoding), listNodes(db, systemCoding)]);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const byParent = childrenByParent(menus);
  const out: NodeListItem[] = [];
  const walk = (parent: string | null, path: string[]) => {
    for (const m of byParent.get(parent) ?? []) {
      const here = [...path, m.title];
      const n = byId.get(m.id);
      if (n && (kind === undefined || n.kind === kind)) {
        out.push({ nodeId: n.id, title: n.title, kind: n.kind, menuPath: here, version: n.version, dataSource: dataSourceOf(n) });
      }
      walk(m.id, here);
    }
  };
  walk(null, []);
  return out;
}

/** The same nodes as select options: the menu path and the id, so two nodes of one title differ. */
export async function nodeOptions(db: Db, systemCoding: string, kind?: string): Promise<NodeOption[]> {
  return (await nodeList(db, systemCoding, kind)).map((n) => ({ value: n.nodeId, label: `${n.menuPath.join(' / ')}（${n.nodeId}）`, kind: n.kind }));
}

const formFields = (config: string): DataStore['fields'] =>
  ((JSON.parse(config) as Partial<FormConfig>).groups ?? []).flatMap((g) => g.items.map((i) => ({ code: i.bianma, name: i.name })));

/** The detail forms of a system (kinds opening one record) — where a list's records may be stored — with their counts. */
export async function dataStores(db: Db, systemCoding: string): Promise<DataStore[]> {
  const forms = (await nodeList(db, systemCoding)).filter((n) => PAGE_KINDS[n.kind as keyof typeof PAGE_KINDS]?.opens === 'detail');
  const [rows, counts, menus] = await Promise.all([listNodes(db, systemCoding), countRecords(db, forms.map((f) => f.nodeId)), listMenus(db, systemCoding)]);
  const configs = new Map(rows.map((n) => [n.id, n.config]));
  const titles = new Map(menus.map((m) => [m.id, m.title]));
  return forms.map((f) => ({
    nodeId: f.nodeId,
    title: f.title,
    menuTitle: titles.get(f.nodeId) ?? null,
    records: counts.get(f.nodeId) ?? 0,
    fields: formFields(configs.get(f.nodeId) ?? '{}'),
  }));
}

/** The menus of a system that lead to a page config; a branch with none below it is left out. */
export async function functionNodes(db: Db, systemCoding: string): Promise<FunctionNodeEntry[]> {
  await requireSystem(db, systemCoding);
  const [menus, nodes] = await Promise.all([listMenus(db, systemCoding), listNodes(db, systemCoding)]);
  const kinds = new Map(nodes.map((n) => [n.id, n.kind]));
  const byParent = childrenByParent(menus);
  const build = (parent: string | null): FunctionNodeEntry[] =>
    (byParent.get(parent) ?? []).flatMap((m) => {
      const children = build(m.id);
      const kind = kinds.get(m.id) ?? null;
      return kind !== null || children.length ? [{ id: m.id, title: m.title, kind, children }] : [];
    });
  return build(null);
}

/** Where a kind's page draws buttons: a list's toolbar and rows, a form's bottom bar; a dashboard none. */
const AREAS_OF: Record<'list' | 'detail' | 'dashboard', readonly ButtonArea[]> = { list: ['table', 'row'], detail: ['form'], dashboard: [] };

/** The functions (buttons) a node's page offers, by the kind of its config. */
export async function functionList(db: Db, nodeId: string): Promise<NodeFunction[]> {
  const node = await findNode(db, nodeId);
  if (!node) throw notFound('页面配置不存在');
  const kind = PAGE_KINDS[node.kind as keyof typeof PAGE_KINDS];
  const areas = kind ? AREAS_OF[kind.opens] : [];
  return BUTTONS.filter((b) => b.areas.some((a) => areas.includes(a))).map((b) => ({ code: b.code, name: b.name, areas: b.areas.filter((a) => areas.includes(a)) }));
}
