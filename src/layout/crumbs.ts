/** One breadcrumb: a page the user visited, keyed by its address. */
export interface Crumb {
  key: string;
  title: string;
  /** Where a click on the crumb goes (absent for menu groups, which are not pages). */
  path?: string;
  /** The crumb this page was opened from; pages without one start a new trail. */
  parentKey?: string | null;
}

/**
 * Breadcrumb trail of spec 000 §2 item 10: a page without a parent clears the trail; revisiting a
 * crumb trims the crumbs after it; a page opened from a crumb follows that crumb.
 */
export function nextCrumbs(trail: readonly Crumb[], page: Crumb): Crumb[] {
  const seen = trail.findIndex((c) => c.key === page.key);
  if (seen >= 0) return [...trail.slice(0, seen), { ...trail[seen], title: page.title || trail[seen].title }];
  if (!page.parentKey) return [page];
  const parent = trail.findIndex((c) => c.key === page.parentKey);
  return parent >= 0 ? [...trail.slice(0, parent + 1), page] : [page];
}
