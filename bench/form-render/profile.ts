/**
 * Where the runtime page spends its time: an unminified production build of the bench pages, one
 * load of `page` at N fields with the V8 CPU profiler running from navigation to "all inputs on
 * screen" (and, with --keys, over 60 keystrokes), self time summed per function and printed.
 *
 *   node --import tsx bench/form-render/profile.ts [runtime|floor] [N] [--keys]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'out', 'profile');
const [page = 'runtime', nArg = '300'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const withKeys = process.argv.includes('--keys');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self milliseconds per function name (anonymous functions by file and line). */
function selfTimes(profile: Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const name = frame.functionName || `(anonymous ${path.basename(frame.url)}:${frame.lineNumber})`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  await buildPages(here, outDir, [page], { minify: false });
  const server = await serveDir(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${baseUrl(server)}/${page}.html?n=${nArg}`);
    // Loaded as in run.ts: a big runtime form never mounts all N without scrolling.
    await tab.waitForFunction(() => (window.__bench?.settled ?? -1) >= 0, undefined, { timeout: 180_000, polling: 100 });
    if (withKeys) {
      const targets = await tab.evaluate(() => window.__bench!.targets);
      for (const placeholder of targets) {
        const input = tab.locator(`input[placeholder="${placeholder}"]`);
        // Scroll down until the field is mounted (run.ts does the same).
        for (let screens = 0; (await input.count()) === 0 && screens < 200; screens++) {
          await tab.mouse.wheel(0, 900);
          await tab.waitForTimeout(50);
        }
        await input.click();
        for (let k = 0; k < 20; k++) {
          await tab.evaluate(() => window.__bench!.arm());
          await tab.keyboard.press('a');
          await tab.evaluate(() => window.__bench!.armed);
        }
      }
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const figures = await tab.evaluate(() => ({ allInputs: window.__bench!.settled, keys: window.__bench!.latencies }));
    const total = selfTimes(profile).reduce((s, [, ms]) => s + ms, 0);
    console.log(`${page} N=${nArg}: loaded ${figures.allInputs.toFixed(0)} ms; profiled ${total.toFixed(0)} ms${withKeys ? ` incl. ${figures.keys.length} keys` : ''}`);
    for (const [name, ms] of selfTimes(profile).slice(0, 30)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
