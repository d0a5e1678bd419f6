/**
 * Initial download of the login page and of a generated form page, gzip KB (PERFORMANCE.md
 * targets: ≤ 350 KB / ≤ 450 KB). Builds production with bench/bundle/vite.bundle.config.ts (the
 * app's config plus a manifest) into bench/bundle/out, then walks Vite's manifest:
 *   login page = index.html's entry chunk (which only chooses an app, src/main.tsx) and the
 *                back-office app it starts at once (src/back-office-app.tsx), with their static
 *                imports (and their CSS);
 *   form page  = that, plus the lazy chunks /dynamicPage/dynamicDetail needs: the back-office
 *                layout chunk and the page's own chunk (from src/routes.tsx), with their static imports;
 *   public page = the entry chunk, the public app it starts at once (src/portal-app/start.tsx) and
 *                the page's own chunk (from src/pages/portal/portal-pages.ts), with their static
 *                imports; `/` of the portal variant is the home page's chunk the same way.
 * It also checks that no chunk of either set holds designer/ or monaco-editor modules, nor ajv or
 * TypeBox (the pages use the precompiled validators of schemas/generated).
 *
 *   node --import tsx bench/bundle/run.ts            build, then measure
 *   node --import tsx bench/bundle/run.ts --no-build  measure the last build
 *   … --write                                         also replace the figures in docs/performance/bundle.md
 *   … --why rc-table                                  also print the static import chain that brings
 *                                                     the first module matching "rc-table" into each page
 *     (module level, before tree-shaking: through a barrel such as antd/es/index.js the chain names
 *     the first importer of the barrel, not necessarily the module that uses the component; the
 *     chunk that imports the component's chunk does: grep the built assets for its file name)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { IMPORTERS_FILE, MODULES_FILE, OUT_DIR } from './vite.bundle.config';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = process.cwd();
const out = path.resolve(root, OUT_DIR);
const LIMITS = { login: 350, form: 450, publicJs: 200 };
const FORM_ROUTE = '/dynamicPage/dynamicDetail';
/** The portal's pages (issue 51): a visitor's JS before the page is usable, gzip ≤ 200 KB. */
const PUBLIC_ROUTES = ['/transac', '/transac-news', '/market-list', '/market-details'];
const BACK_OFFICE_APP = 'src/back-office-app.tsx';
const PORTAL_APP = 'src/portal-app/start.tsx';
const PORTAL_HOME = 'src/pages/portal/HomePage.tsx';
/** What a public page must not carry (docs/portal.md "The public entry"): the shell, the form runtime, Formily, axios. */
const NOT_IN_PUBLIC = [/^src\/layout\/(?!SkipLink)/, /^runtime\/(blocks|fields|form)\//, /node_modules\/@formily\//, /node_modules\/axios\//, /^src\/pages\/login\//];
const FORBIDDEN = [/^designer\//, /^src\/designer-routes\//, /node_modules\/monaco-editor\//, /node_modules\/@monaco-editor\//];
/** The list's precompiled validator: a form page checks its config with the form's alone (schemas/form-config-errors.ts). */
const LIST_VALIDATOR = /^schemas\/generated\/list-validators\.js$/;
/**
 * Also kept out of both pages, though lazy chunks may hold them: the ajv compiler and the TypeBox
 * builders (pages check configs with schemas/generated validators, see schemas/check-compiled.ts).
 */
const NOT_IN_PAGES = [...FORBIDDEN, /node_modules\/ajv\//, /node_modules\/@sinclair\/typebox\//, LIST_VALIDATOR];

async function main() {
  if (!process.argv.includes('--no-build')) {
    const started = Date.now();
    await build({ configFile: path.resolve(root, 'bench/bundle/vite.bundle.config.ts'), logLevel: 'warn' });
    console.log(`built ${OUT_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sized = JSON.parse(fs.readFileSync(path.join(out, MODULES_FILE), 'utf8')) as Record<string, Array<[string, number]>>;
  const modules = Object.fromEntries(Object.entries(sized).map(([f, ms]) => [f, ms.map(([id]) => id)]));

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the manifest');
  const bySrc = (src: string) => {
    // An app's module is in its group's chunk (scripts/app-chunks.ts), which the manifest names by group.
    const key = Object.keys(manifest).find((k) => k === src || manifest[k].src === src || modules[manifest[k].file]?.includes(src));
    if (!key) throw new Error(`${src} is not a chunk of the build (is it imported lazily?)`);
    return key;
  };

  const layoutKey = bySrc('src/layout/BackOffice.tsx');
  const pageSrc = routeModule(FORM_ROUTE);
  const pageKey = bySrc(pageSrc);

  const appKey = bySrc(BACK_OFFICE_APP);
  const portalKey = bySrc(PORTAL_APP);
  // The entry only chooses: an app module in its static imports would start that app on every page.
  const started = closure(manifest, [entryKey]).flatMap((k) => modules[manifest[k].file] ?? []).filter((m) => m === BACK_OFFICE_APP || m === PORTAL_APP);
  if (started.length) throw new Error(`the entry chunk imports ${started.join(', ')} statically: that app would start on every page`);
  const login = closure(manifest, [entryKey, appKey]);
  const form = closure(manifest, [entryKey, appKey, layoutKey, pageKey]);
  const publicPage = (src: string) => closure(manifest, [entryKey, portalKey, bySrc(src)]);

  const rows = [
    report('login page (/)', login, LIMITS.login, modules),
    report(`generated form page (${FORM_ROUTE} → ${pageSrc})`, form, LIMITS.form, modules),
    // A public page: the entry, the public app and the page's own chunk; the limit is on JS.
    report(`public page / (portal variant → ${PORTAL_HOME})`, publicPage(PORTAL_HOME), LIMITS.publicJs, modules, 'js', NOT_IN_PUBLIC),
    ...PUBLIC_ROUTES.map((route) => {
      const src = routeModule(route, 'src/pages/portal/portal-pages.ts');
      return report(`public page ${route} (→ ${src})`, publicPage(src), LIMITS.publicJs, modules, 'js', NOT_IN_PUBLIC);
    }),
  ];
  const lazy = lazyChunks(manifest, modules);
  const fields = lazyFieldCosts(manifest, form);
  const whyAt = process.argv.indexOf('--why');
  if (whyAt > 0 && process.argv[whyAt + 1]) {
    const importers = JSON.parse(fs.readFileSync(path.join(out, IMPORTERS_FILE), 'utf8')) as Record<string, string[]>;
    const pages: Array<[string, string[]]> = [
      ['login page', ['index.html', BACK_OFFICE_APP]],
      ['form page', ['index.html', BACK_OFFICE_APP, 'src/layout/BackOffice.tsx', pageSrc]],
      ['public page /market-list', ['index.html', PORTAL_APP, routeModule('/market-list', 'src/pages/portal/portal-pages.ts')]],
    ];
    for (const [name, roots] of pages) {
      const chain = importChain(importers, roots, process.argv[whyAt + 1]);
      console.log(`\nwhy ${process.argv[whyAt + 1]} in the ${name}: ${chain ? chain.join('\n  → ') : 'not statically imported'}`);
    }
  }
  for (const r of rows) {
    console.log(`\n${r.name}: largest packages (minified KB, before gzip)`);
    for (const [pkg, bytes] of packageShares(r.files, sized).slice(0, 10)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${pkg}`);
    console.log(`${r.name}: largest chunks`);
    for (const f of r.files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb).slice(0, 8)) {
      console.log(`  ${f.kb.toFixed(1).padStart(6)} KB  ${f.file}  ${describeChunk(modules[f.file] ?? [])}`);
    }
  }
  const table = [
    '| page | chunks | JS gzip KB | CSS gzip KB | total gzip KB | target | designer / Monaco / ajv / TypeBox / list validator modules in it |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${r.files.length} | ${r.js.toFixed(1)} | ${r.css.toFixed(1)} | ${r.total.toFixed(1)} | ${r.on === 'js' ? 'JS ' : ''}≤ ${r.limit} ${r.measured <= r.limit ? '✓' : '✗'} | ${r.leaks.length ? `LEAK: ${r.leaks.slice(0, 3).join(', ')}` : 'none'} |`),
    '',
    '| lazy chunk (designer routes, JSON tab) | gzip KB | holds |',
    '|---|---:|---|',
    ...lazy.map((l) => `| \`${l.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` | ${l.kb.toFixed(1)} | ${l.what} |`),
    '',
    '| lazy field component (runtime/fields) | gzip KB fetched on its first edit-mode use on the form page |',
    '|---|---:|',
    ...fields.map((f) => `| \`${f.src}\` | ${f.kb.toFixed(1)} |`),
  ];
  console.log('');
  console.log(table.join('\n'));
  if (process.argv.includes('--write')) writeFigures(table);
  const failed = rows.filter((r) => r.measured > r.limit || r.leaks.length);
  if (failed.length) {
    console.error(`\nFAILED: ${failed.map((r) => r.name).join('; ')}`);
    process.exitCode = 1;
  }
}

const BEGIN = '<!-- bench/bundle: begin (generated by run.ts --write) -->';
const END = '<!-- bench/bundle: end -->';

/** Replaces the figures between the markers of docs/performance/bundle.md. */
function writeFigures(table: string[]): void {
  const doc = path.resolve(root, 'docs/performance/bundle.md');
  const text = fs.readFileSync(doc, 'utf8');
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by \`node --import tsx bench/bundle/run.ts\` (production build, gzip level 9).`;
  const block = [BEGIN, stamp, '', ...table, END].join('\n');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error('docs/performance/bundle.md has no bench/bundle markers (## Bundle section)');
  fs.writeFileSync(doc, text.slice(0, start) + block + text.slice(end + END.length));
  console.log('\nwrote docs/performance/bundle.md');
}

/** The module file a route loads, read from a route table's `import('./…')` (src/routes.tsx or the portal's). */
function routeModule(routePath: string, tableFile = 'src/routes.tsx'): string {
  const table = fs.readFileSync(path.resolve(root, tableFile), 'utf8');
  const dir = path.posix.dirname(tableFile);
  const line = table.split('\n').find((l) => l.includes(`path: '${routePath}'`));
  if (!line) throw new Error(`${routePath} is not in ${tableFile}`);
  const lazyImport = line.match(/import\('\.\/([^']+)'\)/);
  // A route still on the placeholder loads the placeholder page.
  const rel = lazyImport ? lazyImport[1] : line.includes('load: planned') ? 'pages/placeholder/PlannedPage' : null;
  if (!rel) throw new Error(`cannot read the module of ${routePath}`);
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const candidate = `${dir}/${rel}${ext}`;
    if (fs.existsSync(path.resolve(root, candidate))) return candidate;
  }
  throw new Error(`module of ${routePath} not found: ${dir}/${rel}`);
}

/**
 * The shortest static import chain from one of `roots` to a module whose path contains `needle`
 * (breadth-first over the importers map inverted), or null when none is reachable.
 */
function importChain(importers: Record<string, string[]>, roots: string[], needle: string): string[] | null {
  const imports = new Map<string, string[]>();
  for (const [mod, by] of Object.entries(importers)) for (const i of by) imports.set(i, [...(imports.get(i) ?? []), mod]);
  const parent = new Map<string, string | null>(roots.map((r) => [r, null]));
  const queue = [...roots];
  for (let mod = queue.shift(); mod !== undefined; mod = queue.shift()) {
    if (mod.includes(needle)) {
      const chain: string[] = [];
      for (let m: string | null | undefined = mod; m; m = parent.get(m)) chain.unshift(m);
      return chain;
    }
    for (const next of imports.get(mod) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, mod);
      queue.push(next);
    }
  }
  return null;
}

/** Chunk keys reachable by static imports from `starts` (what the browser fetches at once). */
function closure(manifest: Manifest, starts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  starts.forEach(visit);
  return [...seen];
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length / 1024;

function report(name: string, keys: string[], limit: number, modules: Record<string, string[]>, on: 'total' | 'js' = 'total', alsoForbidden: RegExp[] = []) {
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const js = new Set<string>();
  const css = new Set<string>();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  const jsKb = [...js].reduce((n, f) => n + gzipKb(f), 0);
  const cssKb = [...css].reduce((n, f) => n + gzipKb(f), 0);
  const leaks = [...js].flatMap((f) => (modules[f] ?? []).filter((m) => [...NOT_IN_PAGES, ...alsoForbidden].some((re) => re.test(m)))).map((m) => m.replace(/^node_modules\//, ''));
  return { name, files: [...js, ...css], js: jsKb, css: cssKb, total: jsKb + cssKb, limit, on, measured: on === 'js' ? jsKb : jsKb + cssKb, leaks: [...new Set(leaks)] };
}

const packageOf = (m: string) => m.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? m.split('/').slice(0, 2).join('/');

/** Minified bytes per package (or source folder) over a set of chunks, largest first. */
function packageShares(files: string[], sized: Record<string, Array<[string, number]>>): Array<[string, number]> {
  const bytes = new Map<string, number>();
  for (const f of files) for (const [id, n] of sized[f] ?? []) bytes.set(packageOf(id), (bytes.get(packageOf(id)) ?? 0) + n);
  return [...bytes.entries()].sort((a, b) => b[1] - a[1]);
}

/** The packages / folders a chunk is made of, biggest share first (by module count). */
function describeChunk(mods: string[]): string {
  const count = new Map<string, number>();
  for (const m of mods) count.set(packageOf(m), (count.get(packageOf(m)) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k]) => k).join(', ');
}

/**
 * What each lazily loaded field component (runtime/fields/heavy, the editor) adds when a form first
 * shows it: its chunk and static imports that the form page has not loaded yet, JS and CSS.
 */
function lazyFieldCosts(manifest: Manifest, formKeys: string[]) {
  const loaded = new Set(formKeys);
  const files = (keys: string[]) => keys.flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
  const have = new Set(files([...loaded]));
  return Object.keys(manifest)
    .filter((k) => /^runtime\/fields\/(heavy|editor)\/[^/]+\.tsx$/.test(k) && !loaded.has(k))
    .map((k) => ({ src: k, kb: [...new Set(files(closure(manifest, [k])))].filter((f) => !have.has(f)).reduce((n, f) => n + gzipKb(f), 0) }))
    .filter((f) => f.kb > 0)
    .sort((a, b) => b.kb - a.kb);
}

/** Chunks holding designer or Monaco modules, largest first. */
function lazyChunks(manifest: Manifest, modules: Record<string, string[]>) {
  const files = new Set(Object.values(manifest).map((c) => c.file));
  return Object.entries(modules)
    .filter(([file, mods]) => files.has(file) && mods.some((m) => FORBIDDEN.some((re) => re.test(m))))
    .map(([file, mods]) => ({
      file,
      kb: gzipKb(file),
      what: mods.some((m) => /monaco-editor/.test(m)) ? 'Monaco' : mods.some((m) => m.startsWith('designer/')) ? 'designer' : 'designer pages',
    }))
    .sort((a, b) => b.kb - a.kb);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
