import type { Plugin } from 'vite';

/**
 * The entry (src/main.tsx) only chooses an app; each app is an entry of the build too
 * (vite.config.ts `input`), so rolldown's `$initial` tag marks exactly what some app needs at start,
 * after tree-shaking. This splits that set in three chunks (docs/portal.md "The public entry"):
 * what both apps need (React, the router, antd's core), what only the back office needs (the login
 * page, axios, the shell's router) and what only the public app needs. A visitor of a public page
 * downloads the first and the last; the login page the first two, as one chunk did before.
 *
 * Which app needs a module is read from the module graph (static imports, after the graph is built
 * and before chunking): that graph does not know what tree-shaking drops, so an app's walk may reach
 * more than the app uses — the `$initial` tag keeps only what some app really uses, and the walk
 * only says whose it is. An index that re-exports a package's components (antd's) is followed only
 * to the components a module names (`import { Button } from 'antd'`), else every app would "reach"
 * every antd component any page uses.
 */
export function appChunks(entry: string, apps: Record<string, AppRoot>): { plugin: Plugin; name: (id: string) => string | null } {
  /** per app: what it imports at start, and what its own (lazy) pages import */
  const reach = new Map<string, { start: Set<string>; pages: Set<string> }>();
  /**
   * What the entry itself imports (the variant, the session's token, the portal's paths) stays with
   * it: in an app's chunk it would make the entry import that chunk, and so start that app everywhere.
   */
  let chooser = new Set<string>();
  const plugin: Plugin = {
    name: 'app-chunks',
    apply: 'build',
    // What both apps need at start is fetched with the page, not after the entry has run and chosen
    // an app: one round trip less before either app paints (bench/first-paint).
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const shared = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === SHARED);
        return shared ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${shared.fileName}` }, injectTo: 'head' }] : [];
      },
    },
    buildEnd() {
      reach.clear();
      chooser = new Set();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const walk = (from: string[]) => {
        const seen = new Set<string>();
        const todo = [...from];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const m = info(id);
          for (const dep of m?.importedIds ?? []) todo.push(...throughBarrel(m?.code ?? null, dep, info));
        }
        return seen;
      };
      const main = ids.find((id) => id.endsWith(entry));
      if (main) chooser = walk([main]);
      for (const [app, { root, pages }] of Object.entries(apps)) {
        const start = ids.find((id) => id.endsWith(root));
        if (start) reach.set(app, { start: walk([start]), pages: pages ? walk(ids.filter((id) => id.includes(pages))) : new Set() });
      }
    },
  };
  const name = (id: string): string | null => {
    const atStart = [...reach].filter(([, r]) => r.start.has(id)).map(([app]) => app);
    if (atStart.length === 0 || chooser.has(id)) return null;
    if (atStart.length === reach.size) return SHARED;
    // Needed at start by one app and by some pages of another (the platform footer, antd's Select):
    // left to rolldown's own splitting, it is fetched by that app and by those pages only.
    if ([...reach].some(([app, r]) => !atStart.includes(app) && r.pages.has(id))) return null;
    return atStart.join('~');
  };
  return { plugin, name };
}

/** The chunk of what every app needs at start. */
const SHARED = 'app-shared';

/** An app the entry starts: its module, and the folder of the pages it routes (loaded lazily). */
export interface AppRoot {
  root: string;
  /**
   * What these pages import that another app needs at start (the platform footer the login page
   * shows too, say) must stay out of that app's chunk, else a page would bring the whole chunk.
   */
  pages?: string;
}

/**
 * Package indexes that only gather their modules (`export { default as Button } from './button'`,
 * or `import Field from './Field'` … `export { Field }`), and the specifier they are imported by.
 */
const BARRELS: Array<{ id: string; specifier: string }> = [
  { id: '/node_modules/antd/es/index.js', specifier: 'antd' },
  { id: '/node_modules/@ant-design/icons/es/index.js', specifier: '@ant-design/icons' },
];

type Info = (id: string) => { code: string | null; importedIds: readonly string[] } | null;

/** What an import of `dep` from a module with this code reaches: `dep` itself, or the barrel's modules it names. */
function throughBarrel(code: string | null, dep: string, info: Info): string[] {
  const barrel = BARRELS.find((b) => dep.endsWith(b.id));
  if (!barrel || !code) return [dep];
  const names = importedNames(code, barrel.specifier);
  const index = info(dep);
  if (!names || !index?.code) return [dep];
  const from = exportSources(index.code);
  const dir = dep.slice(0, dep.lastIndexOf('/'));
  const out: string[] = [];
  for (const name of names) {
    const rel = from.get(name);
    const target = rel && index.importedIds.find((i) => i === `${dir}/${rel}` || i === `${dir}/${rel}.js` || i === `${dir}/${rel}/index.js`);
    if (!target) return [dep];
    out.push(target);
  }
  return out;
}

/** An index's exported names and the relative module each comes from. */
function exportSources(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, name, rel] of code.matchAll(/export \{ default as (\w+) \} from ['"]\.\/([^'"]+)['"]/g)) out.set(name, rel);
  const local = new Map<string, string>();
  for (const [, name, rel] of code.matchAll(/import (\w+) from ['"]\.\/([^'"]+)['"]/g)) local.set(name, rel);
  for (const [, list, rel] of code.matchAll(/import \{([^}]*)\} from ['"]\.\/([^'"]+)['"]/g)) for (const n of list.split(',')) local.set(n.trim().split(/\s+as\s+/).pop()!, rel);
  for (const [, list] of code.matchAll(/export \{([^}]*)\};/g)) {
    for (const part of list.split(',')) {
      const [inner, outer = inner] = part.trim().split(/\s+as\s+/);
      const rel = local.get(inner);
      if (rel) out.set(outer, rel);
    }
  }
  return out;
}

/** The value names a module imports from `specifier` (`import { A, B as C, type D }`), or null if it imports otherwise. */
function importedNames(code: string, specifier: string): string[] | null {
  // the specifiers above hold no RegExp metacharacter
  const all = [...code.matchAll(new RegExp(`import\\s+([^;]*?)\\s+from\\s*["']${specifier}["']`, 'g'))];
  const names: string[] = [];
  for (const [, clause] of all) {
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!braces) {
      if (/^type\s/.test(clause.trim())) continue;
      return null;
    }
    for (const part of braces[1].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}
