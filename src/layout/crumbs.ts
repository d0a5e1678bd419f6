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
 * crumb trims the crumbs after it; a page opened from a crumb follows that crumb. After a reload
 * the trail is gone: a page whose parent the shell can still name (`parentFallback`) gets it back.
 */
export function nextCrumbs(trail: readonly Crumb[], page: Crumb, parentFallback?: Crumb | null): Crumb[] {
  // The trail is gone (a reload) but the parent is a page the shell can name (a menu page): keep it.
  const fallback = page.parentKey && parentFallback?.key === page.parentKey ? parentFallback : null;
  const seen = trail.findIndex((c) => c.key === page.key);
  if (seen >= 0) {
    const again = { ...trail[seen], title: page.title || trail[seen].title };
    // named once the menus arrived, after the page had started its trail alone
    return seen === 0 && fallback ? [fallback, again] : [...trail.slice(0, seen), again];
  }
  if (!page.parentKey) return [page];
  const parent = trail.findIndex((c) => c.key === page.parentKey);
  if (parent >= 0) return [...trail.slice(0, parent + 1), page];
  return fallback ? [fallback, page] : [page];
}
