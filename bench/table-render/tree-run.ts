/**
 * The tree-table case of the table benchmark (issue 49): a 5,000-row cost-estimate tree (1 project,
 * 50 single works, 99 unit works each) drawn by the tree-table page kind against the floor — antd's
 * own virtual Table with the same tree and columns, plain cells — in production builds, headless
 * system Chromium, every load a fresh browser, loads alternating floor / page.
 *
 *   node --import tsx bench/table-render/run.ts --tree           print the figures
 *   node --import tsx bench/table-render/run.ts --tree --write   also record them in docs/performance/table-render.md
 *
 * Knobs: BENCH_LOADS (measured loads per page, default 5; one warm-up load more), BENCH_TREE_ROWS
 * (default 5000), CHROMIUM_PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './tree-measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const outDir = path.join(here, 'out', 'tree');
const PAGES = ['tree-floor', 'tree'] as const;
type PageName = (typeof PAGES)[number];
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const ROWS = Number(process.env.BENCH_TREE_ROWS ?? 5000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Load {
  total: number;
  mountMs: number;
  expandMs: number;
  collapseMs: number;
  /** rows in the DOM with every row open: the virtual body keeps it to the rows on screen */
  domRowsOpen: number;
}

async function measureLoad(base: string, page: PageName): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    const tab = await context.newPage();
    await tab.goto(`${base}/${page}.html?rows=${ROWS}`);
    await tab.waitForFunction(() => (window.__treeBench?.mounted ?? -1) >= 0, undefined, { timeout: 180_000, polling: 50 });
    const { renderStart, mounted, total } = await tab.evaluate(() => ({ ...window.__treeBench! }));
    await tab.waitForTimeout(300);
    const expandMs = await tab.evaluate(() => window.__treeBench!.expand());
    const domRowsOpen = await tab.evaluate(() => document.querySelectorAll('[data-row-key]').length);
    await tab.waitForTimeout(300);
    const collapseMs = await tab.evaluate(() => window.__treeBench!.collapse());
    return { total, mountMs: mounted - renderStart, expandMs, collapseMs, domRowsOpen };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};

function renderTable(results: Map<PageName, Load[]>): string {
  const label: Record<PageName, string> = {
    'tree-floor': 'floor: antd `Table virtual` tree, plain cells',
    tree: 'tree-table page (`TreeTablePage`: 序号, money, counts)',
  };
  const floor = results.get('tree-floor')!;
  const fm = median(floor.map((l) => l.mountMs));
  const fe = median(floor.map((l) => l.expandMs));
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node --import tsx bench/table-render/run.ts --tree --write\`: a ${floor[0]?.total ?? ROWS}-row estimate tree ` +
      `(1 project, single works, unit works), production builds, headless ${CHROMIUM}, viewport 1600×900, ${LOADS} loads per page after 1 warm-up, each in a fresh browser; medians.`,
    '',
    '| page | rows | mount ms | × floor | expand all ms | × floor | collapse all ms | rows in the DOM, all open |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...PAGES.map((p) => {
      const ls = results.get(p)!;
      const m = median(ls.map((l) => l.mountMs));
      const e = median(ls.map((l) => l.expandMs));
      return `| ${label[p]} | ${ls[0]?.total ?? ''} | ${m.toFixed(0)} | ${(m / fm).toFixed(2)} | ${e.toFixed(0)} | ${(e / fe).toFixed(2)} | ${median(ls.map((l) => l.collapseMs)).toFixed(0)} | ${median(ls.map((l) => l.domRowsOpen))} |`;
    }),
  ];
  return lines.join('\n');
}

const BEGIN = '<!-- table-render-tree:begin (written by bench/table-render/run.ts --tree) -->';
const END = '<!-- table-render-tree:end -->';
const HEADING = '## Tree table render';

const METHOD = `How it is measured: the page builds the tree before the clock starts; "mount" runs from just before
React renders to the first painted frame (rAF + MessageChannel) showing body rows (the tree closed: one
row); "expand all" from the toggle (the page's own 全部展开 button; the floor sets its expanded keys) to
the first painted frame showing the first unit work, "collapse all" until it is gone again. Both tables
use antd's virtual body (height 600), so the rows in the DOM stay those on screen however many are open.`;

function record(file: string, table: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${BEGIN}\n${table}\n\n${METHOD}\n${END}`;
  const from = text.indexOf(BEGIN);
  const to = text.indexOf(END);
  if (from >= 0 && to > from) fs.writeFileSync(file, text.slice(0, from) + block + text.slice(to + END.length));
  else fs.writeFileSync(file, `${text.replace(/\n*$/, '\n\n')}${HEADING}\n\n${block}\n`);
}

export async function runTree(): Promise<void> {
  const started = Date.now();
  console.log('building tree bench pages (production)…');
  await buildPages(here, outDir, PAGES);
  const server = await serveDir(outDir);
  const base = baseUrl(server);
  const results = new Map<PageName, Load[]>(PAGES.map((p) => [p, []]));
  try {
    for (let i = 0; i <= LOADS; i++) {
      for (const page of PAGES) {
        const load = await measureLoad(base, page);
        console.log(`${i === 0 ? 'warm-up ' : ''}${page}: ${load.total} rows, mount ${load.mountMs.toFixed(0)} ms, expand all ${load.expandMs.toFixed(0)} ms, collapse all ${load.collapseMs.toFixed(0)} ms, ${load.domRowsOpen} rows in the DOM`);
        if (i > 0) results.get(page)!.push(load);
      }
    }
  } finally {
    server.close();
  }
  const table = renderTable(results);
  console.log(`\n${table}\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (process.argv.includes('--write')) {
    const doc = path.join(repoRoot, 'docs/performance/table-render.md');
    record(doc, table);
    console.log(`recorded in ${path.relative(repoRoot, doc)} (${HEADING})`);
  }
}
