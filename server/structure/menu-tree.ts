import type { BundleMenu, Role, StructureMenu, SystemExportBundle } from '../../schemas';
import type { MenuRow } from '../db/repos/structure';

/** Menus of one system grouped by parent, each list in display order. */
export function childrenByParent(rows: readonly MenuRow[]): Map<string | null, MenuRow[]> {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const m of [...rows].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const list = byParent.get(m.parent_id) ?? [];
    list.push(m);
    byParent.set(m.parent_id, list);
  }
  return byParent;
}

/** `id` and every menu below it, parents before children. */
export function subtreeIds(rows: readonly MenuRow[], id: string): string[] {
  const byParent = childrenByParent(rows);
  const out: string[] = [];
  const walk = (at: string) => {
    out.push(at);
    for (const c of byParent.get(at) ?? []) walk(c.id);
  };
  walk(id);
  return out;
}

/** The structure editor's view of a menu row. */
export function toStructureMenu(m: MenuRow, hasChildren: boolean, nodeKind: string | null): StructureMenu {
  return {
    id: m.id,
    systemCoding: m.system_coding,
    parentId: m.parent_id,
    sort: m.sort,
    title: m.title,
    icon: m.icon,
    itShows: m.it_shows,
    nodeProperties: m.node_properties,
    style: m.style,
    nodeSetFlag: m.node_set_flag === 1,
    disabled: m.disabled === 1,
    roles: JSON.parse(m.roles) as Role[],
    hasChildren,
    nodeKind,
  };
}

type BundleTree = SystemExportBundle['menus'];

/** The menus of a system as the nested tree of a bundle, every field written out. */
export function toBundleTree(rows: readonly MenuRow[]): BundleTree {
  const byParent = childrenByParent(rows);
  const build = (parent: string | null): BundleTree =>
    (byParent.get(parent) ?? []).map((m) => ({
      id: m.id,
      title: m.title,
      icon: m.icon,
      // Only 是/否 are ever stored (the add/edit schemas and the bundle schema allow nothing else).
      itShows: m.it_shows === '否' ? '否' : '是',
      nodeProperties: m.node_properties,
      style: m.style,
      nodeSetFlag: m.node_set_flag === 1,
      disabled: m.disabled === 1,
      roles: JSON.parse(m.roles) as Role[],
      children: build(m.id),
    }));
  return build(null);
}

/** Every menu of a bundle tree, parents before children. */
export function flattenBundle(menus: readonly BundleMenu[]): BundleMenu[] {
  return menus.flatMap((m) => [m, ...flattenBundle(m.children ?? [])]);
}
