/**
 * Table render benchmark: the runtime's DataTable (every column type, 序号, header filters) against
 * the floor (antd's virtual Table, same rows, plain text cells), one page of 10 000 generated rows,
 * production builds, headless system Chromium.
 *
 *   node --import tsx bench/table-render/run.ts           print the figures
 *   node --import tsx bench/table-render/run.ts --write   also record them in docs/performance/table-render.md
 *   node --import tsx bench/table-render/run.ts --tree    the tree-table case instead (tree-run.ts)
 *
 * Knobs: BENCH_LOADS (measured loads per page, default 3; one warm-up load more), BENCH_MOUNT_LOADS
 * (mounts measured per page, default 9: the scrolled loads and as many mount-only loads more, since
 * one mount here moves by a third from one fresh browser to the next), BENCH_ROWS
 * (default 10000), BENCH_STEP (px scrolled per frame, default 600: a new body of rows at every frame),
 * BENCH_CPU_THROTTLE (Chrome's CPU throttling rate for both pages, default 1: none; on a machine
 * so fast that both pages keep nearly every frame in one vsync, 1.5 or 2 shows which one is ahead;
 * from 3 both have nearly every frame over 32 ms), CHROMIUM_PATH. Every load is a
 * fresh browser; loads alternate floor/runtime so a burst of load elsewhere hits both alike.
 * Output (built pages) goes to bench/table-render/out/ (gitignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const outDir = path.join(here, 'out');
const PAGES = ['floor', 'runtime'] as const;
type PageName = (typeof PAGES)[number];
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const MOUNT_LOADS = Math.max(LOADS, Number(process.env.BENCH_MOUNT_LOADS ?? 9));
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const STEP = Number(process.env.BENCH_STEP ?? 600);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
/** A frame longer than this is a visible hitch (two 60 Hz frames). */
const LONG_FRAME_MS = 32;
const MAX_FRAMES = 5000;

interface Load {
  mountMs: number;
  fromNavigationMs: number;
  heapMb: number;
  frames: number[];
  reachedEnd: boolean;
  scrollMs: number;
}

async function measureLoad(base: string, page: PageName, scrolls = true): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await tab.goto(`${base}/${page}.html?rows=${ROWS}`);
    await tab.waitForFunction(() => (window.__tableBench?.mounted ?? -1) >= 0, undefined, { timeout: 180_000, polling: 50 });
    const { renderStart, mounted } = await tab.evaluate(() => ({ renderStart: window.__tableBench!.renderStart, mounted: window.__tableBench!.mounted }));
    if (!scrolls) return { mountMs: mounted - renderStart, fromNavigationMs: mounted, heapMb: NaN, frames: [], reachedEnd: true, scrollMs: NaN };
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await tab.waitForTimeout(300);
    const scroll = await tab.evaluate(
      ([step, last, max]) => window.__tableBench!.scroll(step, last, max),
      [STEP, `r${ROWS}`, MAX_FRAMES] as [number, string, number],
    );
    return {
      mountMs: mounted - renderStart,
      fromNavigationMs: mounted,
      heapMb: heap.usedSize / 1024 / 1024,
      frames: scroll.frames,
      reachedEnd: scroll.reachedEnd,
      scrollMs: scroll.durationMs,
    };
  } finally {
    await browser.close();
  }
}

/** How many frames over LONG_FRAME_MS fall in each tenth of the scroll. */
function spread(frames: number[]): number[] {
  const out = new Array<number>(10).fill(0);
  frames.forEach((f, i) => {
    if (f > LONG_FRAME_MS) out[Math.min(9, Math.floor((10 * i) / frames.length))]!++;
  });
  return out;
}

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

interface Row {
  page: PageName;
  mountMs: number;
  fromNavigationMs: number;
  heapMb: number;
  frames: number;
  longFrames: number;
  p50: number;
  p95: number;
  max: number;
  reachedEnd: boolean;
  scrollS: number;
}

/** `loads`: the scrolled loads; `mounts`: every measured load's mount (scrolled and mount-only). */
function summarize(page: PageName, loads: Load[], mounts: Load[]): Row {
  const frames = loads.flatMap((l) => l.frames);
  return {
    page,
    mountMs: median(mounts.map((l) => l.mountMs)),
    fromNavigationMs: median(mounts.map((l) => l.fromNavigationMs)),
    heapMb: median(loads.map((l) => l.heapMb)),
    frames: frames.length,
    longFrames: frames.filter((f) => f > LONG_FRAME_MS).length,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    max: Math.max(...frames),
    reachedEnd: loads.every((l) => l.reachedEnd),
    scrollS: median(loads.map((l) => l.scrollMs)) / 1000,
  };
}

function renderTable(rows: Row[]): string {
  const floor = rows.find((r) => r.page === 'floor');
  const label: Record<PageName, string> = {
    floor: 'floor: antd `Table virtual`, plain text cells',
    runtime: 'runtime `DataTable`, all 13 column types',
  };
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node --import tsx bench/table-render/run.ts --write\`: ${ROWS} rows on one page, ` +
      `production builds, headless ${CHROMIUM}${CPU_THROTTLE > 1 ? ` with its CPU throttled ${CPU_THROTTLE}×` : ''}, viewport 1600×900, ${LOADS} scrolled loads per page after 1 warm-up, each in a fresh browser, ` +
      `and ${MOUNT_LOADS - LOADS} mount-only loads more (mount: median of ${MOUNT_LOADS}); ` +
      `scrolling moves the body ${STEP} px further at every animation frame until the last row is on screen; frame figures pool every frame of every load.`,
    '',
    '| page | mount ms | × floor | painted after navigation ms | heap MB | scroll frames | frames > 32 ms | share > 32 ms | frame p50 ms | frame p95 ms | worst frame ms | scrolled to the end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) =>
      [
        label[r.page],
        r.mountMs.toFixed(0),
        floor ? (r.mountMs / floor.mountMs).toFixed(2) : '',
        r.fromNavigationMs.toFixed(0),
        r.heapMb.toFixed(1),
        String(r.frames),
        String(r.longFrames),
        `${((100 * r.longFrames) / Math.max(1, r.frames)).toFixed(1)}%`,
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.max.toFixed(0),
        r.reachedEnd ? `yes (${r.scrollS.toFixed(1)} s)` : 'no',
      ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
    ),
  ];
  return lines.join('\n');
}

const BEGIN = '<!-- table-render:begin (written by bench/table-render/run.ts) -->';
const END = '<!-- table-render:end -->';
const HEADING = '## Table render';

const METHOD = `How it is measured: the page builds ${'`'}N${'`'} records (generate.ts, every built-in column type with varied values)
before the clock starts; "mount" runs from just before React renders to the first painted frame (rAF +
MessageChannel) showing body rows. The table switches to antd's virtual body above 100 rows, so only the
rows on screen are mounted whatever N is. Scrolling calls antd's \`scrollTo({ top })\` on both tables, a
fixed step further at every animation frame, and times the gaps between animation frames; a frame over
32 ms (two 60 Hz frames) is a visible hitch.`;

/** Replaces only this benchmark's block in docs/performance/table-render.md (adds the section if missing). */
function record(file: string, table: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${BEGIN}\n${table}\n\n${METHOD}\n${END}`;
  const from = text.indexOf(BEGIN);
  const to = text.indexOf(END);
  if (from >= 0 && to > from) {
    fs.writeFileSync(file, text.slice(0, from) + block + text.slice(to + END.length));
  } else if (text.split('\n').some((l) => l.trim() === HEADING)) {
    const at = text.indexOf(HEADING) + HEADING.length;
    fs.writeFileSync(file, `${text.slice(0, at)}\n\n${block}\n${text.slice(at)}`);
  } else {
    fs.writeFileSync(file, `${text.replace(/\n*$/, '\n\n')}${HEADING}\n\n${block}\n`);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('building bench pages (production)…');
  await buildPages(here, outDir, PAGES);
  const server = await serveDir(outDir);
  const base = baseUrl(server);
  const loads = new Map<PageName, Load[]>(PAGES.map((p) => [p, []]));
  const mounts = new Map<PageName, Load[]>(PAGES.map((p) => [p, []]));
  try {
    for (let i = 0; i <= LOADS; i++) {
      for (const page of PAGES) {
        const load = await measureLoad(base, page);
        const long = load.frames.filter((f) => f > LONG_FRAME_MS).length;
        console.log(
          `${i === 0 ? 'warm-up ' : ''}${page}: mount ${load.mountMs.toFixed(0)} ms, ${load.frames.length} frames, ${long} > ${LONG_FRAME_MS} ms, end ${load.reachedEnd}`,
        );
        // Where the long frames fall, by tenth of the scroll: a cluster at the start is warm-up
        // (first styles, code not yet optimised), a spread is the steady cost of a frame.
        if (process.env.BENCH_SPREAD === '1') console.log(`  long frames by tenth: ${spread(load.frames).join(' ')}`);
        if (i > 0) loads.get(page)!.push(load);
        if (i > 0) mounts.get(page)!.push(load);
      }
    }
    for (let i = LOADS; i < MOUNT_LOADS; i++) {
      for (const page of PAGES) mounts.get(page)!.push(await measureLoad(base, page, false));
    }
    for (const page of PAGES) console.log(`${page} mounts: ${mounts.get(page)!.map((l) => l.mountMs.toFixed(0)).join(', ')} ms`);
  } finally {
    server.close();
  }
  const table = renderTable(PAGES.map((p) => summarize(p, loads.get(p)!, mounts.get(p)!)));
  console.log(`\n${table}\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (process.argv.includes('--write')) {
    const doc = path.join(repoRoot, 'docs/performance/table-render.md');
    record(doc, table);
    console.log(`recorded in ${path.relative(repoRoot, doc)} (${HEADING})`);
  }
}

// --tree: the tree-table case (tree-run.ts), a 5,000-row estimate tree against antd's own tree table.
(process.argv.includes('--tree') ? import('./tree-run').then((m) => m.runTree()) : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
