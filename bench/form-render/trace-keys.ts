/**
 * Where a keystroke's time goes in the browser: one load of `page` at N fields,
 * 20 keys into each target field with a devtools timeline trace running only while typing; the
 * trace events' own durations summed by name (style recalc, layout, paint, script …) per key.
 *
 *   node --import tsx bench/form-render/trace-keys.ts [runtime|floor] [N] [query]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';
import { percentile } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'out', 'trace');
const [page = 'runtime', nArg = '300', query = ''] = process.argv.slice(2);

interface TraceEvent { name: string; ph: string; dur?: number; tid: number; pid: number; cat: string }

async function main(): Promise<void> {
  if (!process.env.NO_BUILD) await buildPages(here, outDir, ['floor', 'runtime']);
  const server = await serveDir(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await tab.goto(`${baseUrl(server)}/${page}.html?n=${nArg}${query ? `&${query}` : ''}`);
    await tab.waitForFunction(() => (window.__bench?.settled ?? -1) >= 0, undefined, { timeout: 180_000, polling: 100 });
    const targets = await tab.evaluate(() => window.__bench!.targets);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await tab.evaluate(() => (window.__bench!.latencies = []));
    for (const placeholder of targets) {
      const input = tab.locator(`input[placeholder="${placeholder}"]`);
      for (let screens = 0; (await input.count()) === 0 && screens < 200; screens++) {
        await tab.mouse.wheel(0, 900);
        await tab.waitForTimeout(50);
      }
      await input.scrollIntoViewIfNeeded();
      await input.click();
      await tab.waitForTimeout(300);
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
      // TRACE_FIRST_KEY=1: trace each field's first key only (its first input)
      const traced = process.env.TRACE_FIRST_KEY ? 1 : 20;
      for (let k = 0; k < 20; k++) {
        await tab.evaluate(() => window.__bench!.arm());
        await tab.keyboard.press(String.fromCharCode(97 + (k % 26)));
        await tab.evaluate(() => window.__bench!.armed);
        if (k === traced - 1) {
          const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
          await cdp.send('Tracing.end');
          await done;
        }
      }
    }
    const all = await tab.evaluate(() => window.__bench!.latencies);
    const keys = process.env.TRACE_FIRST_KEY ? all.filter((_, i) => i % 20 === 0) : all;
    const totals = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
    console.log(`${page}${query ? `?${query}` : ''} N=${nArg}: ${keys.length} keys, p50 ${percentile(keys, 50).toFixed(1)} p95 ${percentile(keys, 95).toFixed(1)} ms; per key (inclusive ms):`);
    for (const [name, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(ms / keys.length).toFixed(2).padStart(8)}  ${name}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
