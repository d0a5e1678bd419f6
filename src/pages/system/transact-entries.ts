import type { MenuItem } from '../../../schemas/system';
import { visibleMenus } from '../../menu/tree';

export interface EntryGroup {
  key: string;
  /** the top-level menu the pages sit under; empty for pages at the top level */
  title: string;
  items: MenuItem[];
}

const isPage = (m: MenuItem) => !m.children?.length && m.nodeProperties.trim() !== '' && !m.disabled;

function pagesUnder(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((m) => (m.disabled ? [] : isPage(m) ? [m] : pagesUnder(m.children ?? [])));
}

/**
 * The business pages of a system's menu tree as 业务办理 lists them: every shown, enabled menu
 * leaf that opens a page, grouped under its top-level menu; top-level pages form one group first.
 */
export function businessEntries(tree: readonly MenuItem[]): EntryGroup[] {
  const shown = visibleMenus(tree);
  const top = shown.filter(isPage);
  const groups: EntryGroup[] = top.length ? [{ key: '', title: '', items: top }] : [];
  for (const m of shown) {
    if (m.disabled || isPage(m)) continue;
    const items = pagesUnder(m.children ?? []);
    if (items.length) groups.push({ key: m.id, title: m.title, items });
  }
  return groups;
}
