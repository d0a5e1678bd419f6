/**
 * Form render benchmark: the floor (N plain antd Inputs) against the runtime's DynamicForm with a
 * generated config of N fields, N = 30, 300, 1000, production builds, headless system Chromium.
 *
 *   node --import tsx bench/form-render/run.ts            print the table
 *   node --import tsx bench/form-render/run.ts --write    also replace "## Forms" in docs/performance/forms.md
 *
 * Knobs: BENCH_LOADS (measured loads per cell, default 5; one warm-up load more), BENCH_SIZES
 * (default "30,300,1000"), BENCH_KEYS (keys per target field, default 20), CHROMIUM_PATH.
 * Method (after /work/shared/PERFORMANCE.md): every load is a fresh browser; keystrokes are
 * measured in the page from keydown event.timeStamp to the paint mark (rAF + MessageChannel), the
 * next key sent only after the mark; p50/p95 pool all keys of all loads of a cell.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { percentile, median, recordFigures, renderTable, type Cell } from './report';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';
import { scrollThrough } from './scroll';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const outDir = path.join(here, 'out');
const ENTRIES = ['floor', 'runtime'] as const;
/**
 * A page is an entry plus an optional query of variants (BENCH_PAGES="floor,runtime,runtime?contain=1"
 * measures the runtime page with CSS containment too, see runtime.tsx); the floor comes first.
 */
type PageName = string;
const PAGES: PageName[] = (process.env.BENCH_PAGES ?? 'floor,runtime').split(',');
const entryOf = (page: PageName) => page.split('?')[0];
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '30,300,1000').split(',').map(Number);
const KEYS = Number(process.env.BENCH_KEYS ?? 20);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Gzip size of the JS a page loads before it runs: its module script and its modulepreloads. */
function initialJsGzipKb(page: PageName): number {
  const html = fs.readFileSync(path.join(outDir, `${entryOf(page)}.html`), 'utf8');
  const refs = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  const bytes = refs.reduce((sum, ref) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, ref.replace(/^\.?\//, '')))).length, 0);
  return bytes / 1024;
}

interface LoadFigures {
  firstRender: number;
  firstScreen: number;
  allInputs: number;
  /** inputs mounted when the heap was taken */
  settledInputs: number;
  heapMb: number;
  /** heap after the driver has scrolled to the end of the form and the input count settled */
  heapScrolledMb: number;
  /** inputs mounted then */
  scrolledInputs: number;
  latencies: number[];
}


async function measureLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(url);
  // Loaded: the first screen is painted and the input count has been still for a second (all N
  // for the floor; for the runtime whatever it mounts without being scrolled, measure.ts).
  await page.waitForFunction(() => (window.__bench?.settled ?? -1) >= 0, undefined, { timeout: 120_000, polling: 100 });
  const { firstRender, firstScreen, allInputs, settledInputs, targets } = await page.evaluate(() => ({
    firstRender: window.__bench!.firstRender,
    firstScreen: window.__bench!.firstScreen,
    allInputs: window.__bench!.allInputs,
    settledInputs: window.__bench!.settledInputs,
    targets: window.__bench!.targets,
  }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };

  await page.evaluate(() => (window.__bench!.latencies = []));
  for (const placeholder of targets) {
    const input = page.locator(`input[placeholder="${placeholder}"]`);
    // A field far down may not be mounted yet (mount-scheduler.ts mounts a big form's fields as
    // they near the viewport): scroll down a screen at a time, as a person would, until it is.
    for (let screens = 0; (await input.count()) === 0; screens++) {
      if (screens > 200) throw new Error(`${placeholder} never mounted`);
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(50);
    }
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await page.waitForTimeout(200);
    for (let k = 0; k < KEYS; k++) {
      await page.evaluate(() => window.__bench!.arm());
      await page.keyboard.press(String.fromCharCode(97 + (k % 26)));
      await page.evaluate(() => window.__bench!.armed);
    }
  }
  const latencies = await page.evaluate(() => window.__bench!.latencies);
  // The form a user has scrolled through (issue 18 §4): the last field reached, inputs settled.
  const scrolledInputs = await scrollThrough(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const scrolled = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { firstRender, firstScreen, allInputs, settledInputs, heapMb: mb(heap.usedSize), heapScrolledMb: mb(scrolled.usedSize), scrolledInputs, latencies };
}

/** One load of one page in a fresh browser. */
async function measureFresh(base: string, page: PageName, n: number): Promise<LoadFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const [entry, query] = page.split('?');
    return await measureLoad(browser, `${base}/${entry}.html?n=${n}${query ? `&${query}` : ''}`);
  } finally {
    await browser.close();
  }
}

function summarize(page: PageName, n: number, loads: LoadFigures[]): Cell {
  const keys = loads.flatMap((l) => l.latencies);
  return {
    page,
    n,
    firstRender: median(loads.map((l) => l.firstRender)),
    firstScreen: median(loads.map((l) => l.firstScreen)),
    // -1 (never all mounted) in any load: no figure
    allInputs: loads.some((l) => l.allInputs < 0) ? -1 : median(loads.map((l) => l.allInputs)),
    settledInputs: median(loads.map((l) => l.settledInputs)),
    keyP50: percentile(keys, 50),
    keyP95: percentile(keys, 95),
    heapMb: median(loads.map((l) => l.heapMb)),
    heapScrolledMb: median(loads.map((l) => l.heapScrolledMb)),
    scrolledInputs: median(loads.map((l) => l.scrolledInputs)),
    keys: keys.length,
    jsGzipKb: initialJsGzipKb(page),
  };
}

/**
 * All pages at one N. Loads alternate between the pages (floor, runtime, floor, runtime …) so a
 * burst of load from elsewhere on a shared machine hits both sides of a ratio alike.
 */
async function measureSize(base: string, n: number): Promise<Cell[]> {
  const loads = new Map<PageName, LoadFigures[]>(PAGES.map((p) => [p, []]));
  for (let i = 0; i <= LOADS; i++) {
    for (const page of PAGES) {
      const figures = await measureFresh(base, page, n);
      if (i > 0) loads.get(page)!.push(figures); // load 0 is the warm-up (OS file cache, Chromium start)
    }
  }
  return PAGES.map((p) => summarize(p, n, loads.get(p)!));
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('building bench pages (production)…');
  await buildPages(here, outDir, ENTRIES);
  const server = await serveDir(outDir);
  const base = baseUrl(server);
  const cells: Cell[] = [];
  try {
    for (const n of SIZES) {
      for (const cell of await measureSize(base, n)) {
        cells.push(cell);
        const page = cell.page;
        console.log(`${page} N=${n}: first ${cell.firstRender.toFixed(0)} ms, screen ${cell.firstScreen.toFixed(0)} ms, all ${cell.allInputs.toFixed(0)} ms, ${cell.settledInputs} inputs at heap, key p50 ${cell.keyP50.toFixed(1)} p95 ${cell.keyP95.toFixed(1)} ms, heap ${cell.heapMb.toFixed(1)} MB, after full scroll ${cell.heapScrolledMb.toFixed(1)} MB (${cell.scrolledInputs} inputs)`);
      }
    }
  } finally {
    server.close();
  }
  const table = renderTable(cells, { loads: LOADS, keysPerField: KEYS, chromium: CHROMIUM });
  console.log(`\n${table}`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (process.argv.includes('--write')) {
    const doc = path.join(repoRoot, 'docs/performance/forms.md');
    recordFigures(doc, '## Forms', table);
    console.log(`recorded in ${path.relative(repoRoot, doc)} (## Forms)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
