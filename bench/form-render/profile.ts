/**
 * Where the runtime page spends its time: an unminified production build of the bench pages, one
 * load of `page` at N fields with the V8 CPU profiler running from navigation to "all inputs on
 * screen" (and, with --keys, over 60 keystrokes), self time summed per function and printed.
 *
 *   node --import tsx bench/form-render/profile.ts [runtime|floor] [N] [--keys] [--keys-only]
 *
 * --keys-only profiles the keystrokes alone: the profiler runs while the keys are typed into each
 * target field (mounted and focused first), not while the page loads or scrolls.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';
import { percentile } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'out', 'profile');
const [page = 'runtime', nArg = '300'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const keysOnly = process.argv.includes('--keys-only');
const withKeys = keysOnly || process.argv.includes('--keys');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds per function name including its callees (PROFILE_TOTAL=1), each name counted once per sample. */
function totalTimes(profile: Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as Array<ProfileNode & { children?: number[] }>) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const name = frame.functionName || `(anonymous ${path.basename(frame.url)}:${frame.lineNumber})`;
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
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

/** Self times of several profiles added up by name, largest first. */
function mergeTimes(lists: Array<Array<[string, number]>>): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const list of lists) for (const [name, ms] of list) totals.set(name, (totals.get(name) ?? 0) + ms);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  await buildPages(here, outDir, [page], { minify: false });
  const server = await serveDir(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const keyProfiles: Profile[] = [];
  try {
    const tab = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (!keysOnly) await cdp.send('Profiler.start');
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
        if (keysOnly) {
          await tab.waitForTimeout(300);
          await cdp.send('Profiler.start');
        }
        for (let k = 0; k < 20; k++) {
          await tab.evaluate(() => window.__bench!.arm());
          await tab.keyboard.press('a');
          await tab.evaluate(() => window.__bench!.armed);
          // PROFILE_FIRST_KEY=1: only each field's first key (its first input: modified, first validation …)
          if (keysOnly && k === 0 && process.env.PROFILE_FIRST_KEY) keyProfiles.push(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
        }
        if (keysOnly && !process.env.PROFILE_FIRST_KEY) keyProfiles.push(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
      }
    }
    const profiles = keysOnly ? keyProfiles : [((await cdp.send('Profiler.stop')) as { profile: Profile }).profile];
    const figures = await tab.evaluate(() => ({ allInputs: window.__bench!.settled, keys: window.__bench!.latencies }));
    const times = mergeTimes(profiles.map(process.env.PROFILE_TOTAL ? totalTimes : selfTimes));
    const total = times.reduce((s, [, ms]) => s + ms, 0);
    console.log(`${page} N=${nArg}: loaded ${figures.allInputs.toFixed(0)} ms; profiled ${total.toFixed(0)} ms${withKeys ? ` incl. ${figures.keys.length} keys` : ''}`);
    if (keysOnly) console.log(`key→paint p50 ${percentile(figures.keys, 50).toFixed(1)} p95 ${percentile(figures.keys, 95).toFixed(1)} ms (profiler running)`);
    for (const [name, ms] of times.slice(0, Number(process.env.PROFILE_TOP ?? 30))) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
