import type { MoveMenuBody, StructureMenu } from '../../schemas/designer';

/** One visible row of the menu tree: the menu and how deep it sits. */
export interface MenuRow {
  menu: StructureMenu;
  depth: number;
}

/** Children of a parent (null: root) in their order. */
export function childrenOf(menus: readonly StructureMenu[], parentId: string | null): StructureMenu[] {
  return menus.filter((m) => m.parentId === parentId).sort((a, b) => a.sort - b.sort);
}

/** The tree as rows, parents before their children, each level in order. */
export function treeRows(menus: readonly StructureMenu[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const m of childrenOf(menus, parentId)) {
      rows.push({ menu: m, depth });
      walk(m.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** The menu and every menu below it. */
export function subtreeIds(menus: readonly StructureMenu[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of childrenOf(menus, out[i])) out.push(c.id);
  return out;
}

export type DropZone = 'before' | 'after' | 'inside';

/** Which part of a row the dragged row's centre is over: top quarter, bottom quarter, middle. */
export function zoneAt(centerY: number, rect: { top: number; height: number }): DropZone {
  const offset = centerY - rect.top;
  if (offset < rect.height * 0.25) return 'before';
  if (offset > rect.height * 0.75) return 'after';
  return 'inside';
}

export const INTO_OWN_SUBTREE = '不能将菜单移动到其自身或其下级菜单之下';

/** Siblings under `parentId` without the moving menu: the list the server's `index` counts in. */
const siblingsWithout = (menus: readonly StructureMenu[], parentId: string | null, id: string) => childrenOf(menus, parentId).filter((m) => m.id !== id);

/**
 * The move call for dropping `id` before, after or inside `targetId`, or why it cannot be done.
 * `index` counts in the new siblings without the moved menu, as the server does.
 */
export function planDrop(menus: readonly StructureMenu[], id: string, targetId: string, zone: DropZone): MoveMenuBody | { error: string } | null {
  if (id === targetId) return null;
  const target = menus.find((m) => m.id === targetId);
  if (!target) return null;
  if (subtreeIds(menus, id).includes(targetId)) return { error: INTO_OWN_SUBTREE };
  if (zone === 'inside') return { id, parentId: target.id, index: siblingsWithout(menus, target.id, id).length };
  const siblings = siblingsWithout(menus, target.parentId, id);
  const at = siblings.findIndex((m) => m.id === targetId);
  return { id, parentId: target.parentId, index: zone === 'before' ? at : at + 1 };
}

export type Shift = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The move call of the keyboard buttons: up / down among siblings, indent (into the previous
 * sibling, last) and outdent (after the parent). Null when the menu cannot go that way.
 */
export function planShift(menus: readonly StructureMenu[], id: string, shift: Shift): MoveMenuBody | null {
  const menu = menus.find((m) => m.id === id);
  if (!menu) return null;
  const siblings = childrenOf(menus, menu.parentId);
  const at = siblings.findIndex((m) => m.id === id);
  switch (shift) {
    case 'up':
      return at > 0 ? { id, parentId: menu.parentId, index: at - 1 } : null;
    case 'down':
      return at < siblings.length - 1 ? { id, parentId: menu.parentId, index: at + 1 } : null;
    case 'indent': {
      const previous = siblings[at - 1];
      return previous ? { id, parentId: previous.id, index: childrenOf(menus, previous.id).length } : null;
    }
    case 'outdent': {
      if (menu.parentId === null) return null;
      const parent = menus.find((m) => m.id === menu.parentId);
      if (!parent) return null;
      const parentAt = siblingsWithout(menus, parent.parentId, id).findIndex((m) => m.id === parent.id);
      return { id, parentId: parent.parentId, index: parentAt + 1 };
    }
  }
}
