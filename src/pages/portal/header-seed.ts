/**
 * The platform's name and 开标大厅's address as the server wrote them into the header it sent with
 * index.html (docs/portal.md "First paint"). The public app reads them before its first render and
 * draws the same header until /home/platform answers; without them (an address the server sent
 * bare, the back office routing a public page) the header starts from the fallback name.
 */
export interface HeaderSeed {
  name: string;
  hall?: string;
}

let seed: HeaderSeed | null = null;

/** Reads the header the server sent inside `root`, if any; called once, before React replaces it. */
export function keepHeaderSeed(root: Element | null): void {
  const brand = root?.querySelector('.ks-portal-header .ks-portal-brand');
  const name = brand?.textContent?.trim();
  if (!name) return;
  const hall = root?.querySelector<HTMLAnchorElement>('.ks-portal-nav a[target="_blank"]')?.getAttribute('href') ?? undefined;
  seed = { name, hall };
}

export function headerSeed(): HeaderSeed | null {
  return seed;
}
