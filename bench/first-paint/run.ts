/**
 * First contentful paint of the public pages (issue 51, docs/portal.md "Weight for visitors")
 * against a static antd page of the same content (static.tsx: the public header, a title and a card
 * of announcements from fixed data — no app, no router, no API), same run, loads alternating.
 * Target: the public page's FCP ≤ 1.0× the static page's.
 *
 *   node --import tsx bench/first-paint/run.ts             build (portal variant) and measure
 *   node --import tsx bench/first-paint/run.ts --no-build  measure the last build in bench/first-paint/out
 *
 * The app is the production build with VITE_VARIANT=portal (so `/` is the portal's home), served by
 * the real server on a fresh demo database (e2e/serve.ts); the static page by a plain file server.
 * Every load is a fresh browser context (empty HTTP cache) in one headless system Chromium; each
 * round loads the static page and every public page in turn, so a burst of load elsewhere hits both
 * alike; the first round is a warm-up and not counted. Knobs: BENCH_LOADS (counted rounds, default
 * 7), BENCH_PORT (the server's port, default 18309), BENCH_CPU_THROTTLE (Chrome's CPU throttling,
 * default 1), CHROMIUM_PATH. Output (builds) goes to bench/first-paint/out/ (gitignored).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const appOut = path.join(here, 'out/app');
const staticOut = path.join(here, 'out/static');
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 18309);
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEADLINE_MS = 120_000;
/** What shows that a public page has drawn its content (a list row, a table row, the facts, or its empty or failure words). */
const APP_CONTENT = '.ks-portal-list li, .ks-portal-table tbody tr, .ks-portal-facts, .ks-portal-muted:not([role=status]), .ks-portal-error';
const STATIC_CONTENT = '.ant-list-item';

interface Load {
  fcp: number;
  lcp: number;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    process.env.VITE_VARIANT = 'portal';
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } });
    await buildPages(here, staticOut, ['static']);
  }
  const server = await startApp();
  const files = await serveDir(staticOut);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const app = `http://127.0.0.1:${PORT}`;
    const subject = ((await (await fetch(`${app}/ks/index-page/subject-info/scroll?size=1`)).json()) as { data: Array<{ id: string }> }).data[0]?.id;
    const targets: Array<{ name: string; url: string; content: string }> = [
      { name: 'static antd page', url: `${baseUrl(files)}/static.html`, content: STATIC_CONTENT },
      ...['/', '/transac', '/transac-news', '/market-list', `/market-details?id=${encodeURIComponent(subject ?? '')}`].map((p) => ({ name: p.replace(/\?.*/, ''), url: app + p, content: APP_CONTENT })),
    ];
    const loads = new Map<string, Load[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round <= LOADS; round++) {
      for (const t of targets) {
        const load = await measure(browser, t.url, t.content);
        if (round > 0) loads.get(t.name)!.push(load);
      }
    }
    report(loads);
  } finally {
    await browser.close();
    files.close();
    server.kill('SIGTERM');
  }
}

/** The real server on a fresh demo database, serving the portal build (e2e/serve.ts); resolves once it answers. */
async function startApp(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), WEB_ROOT: appOut, E2E_SEED_UNSAFE_URLS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + DEADLINE_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/ks/portal/v1/home/platform`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer within ${DEADLINE_MS / 1000} s`);
}

/** One cold load (a fresh context: empty cache, no storage): FCP and LCP from the page's own timeline. */
async function measure(browser: Browser, url: string, content: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const tab = await context.newPage();
    if (CPU_THROTTLE > 1) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await tab.goto(url, { waitUntil: 'load', timeout: DEADLINE_MS });
    await tab.locator(content).first().waitFor({ timeout: DEADLINE_MS });
    return await tab.evaluate(
      () =>
        new Promise<Load>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          // LCP entries are buffered; one more frame lets the content's paint be reported.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const seen: number[] = [];
              const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.startTime)));
              observer.observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(() => {
                observer.disconnect();
                resolve({ fcp, lcp: seen.length ? Math.max(...seen) : NaN });
              }, 50);
            }, 0),
          );
        }),
    );
  } finally {
    await context.close();
  }
}

/** Of the loads that reported the paint: a load with no FCP entry (NaN) is counted apart, never sorted in. */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function report(loads: Map<string, Load[]>) {
  const base = loads.get('static antd page')!;
  const baseFcp = median(base.map((l) => l.fcp));
  const rows = [...loads].map(([name, ls]) => {
    const fcp = median(ls.map((l) => l.fcp));
    const ratio = fcp / baseFcp;
    const target = name === 'static antd page' ? '—' : `${ratio.toFixed(2)}× ${ratio <= 1 ? '✓' : '✗'}`;
    const seen = ls.map((l) => l.fcp).filter(Number.isFinite);
    const missing = ls.length - seen.length;
    const range = `${Math.min(...seen).toFixed(0)}–${Math.max(...seen).toFixed(0)}${missing ? ` (${missing} of ${ls.length} loads without an FCP entry)` : ''}`;
    return `| ${name} | ${fcp.toFixed(0)} | ${range} | ${median(ls.map((l) => l.lcp)).toFixed(0)} | ${target} |`;
  });
  console.log(`\n${LOADS} loads each (median; cold cache; CPU throttle ${CPU_THROTTLE}×), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(['| page | FCP ms | FCP range ms | LCP ms | FCP vs static (≤ 1.0×) |', '|---|---:|---:|---:|---|', ...rows].join('\n'));
  const missed = [...loads].filter(([name, ls]) => name !== 'static antd page' && median(ls.map((l) => l.fcp)) > baseFcp);
  if (missed.length) {
    console.error(`\nmissed: ${missed.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
