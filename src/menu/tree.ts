import type { MenuItem } from '../../schemas/system';

/** Items the menu shows: itShows must be 是 (spec 000 §3); a hidden parent hides its children. */
export function visibleMenus(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((m) => m.itShows === '是').map((m) => ({ ...m, children: visibleMenus(m.children ?? []) }));
}

/** The chain from a top-level item down to the item with `id`, or [] when it is not in the tree. */
export function menuChain(items: readonly MenuItem[], id: string | null | undefined): MenuItem[] {
  if (!id) return [];
  for (const m of items) {
    if (m.id === id) return [m];
    const below = menuChain(m.children ?? [], id);
    if (below.length) return [m, ...below];
  }
  return [];
}

/** The first item without children (the natural landing page of a system). */
export function firstLeaf(items: readonly MenuItem[]): MenuItem | null {
  for (const m of items) {
    if (m.disabled) continue;
    if (!m.children?.length) return m;
    const leaf = firstLeaf(m.children);
    if (leaf) return leaf;
  }
  return null;
}
