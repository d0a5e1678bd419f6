/**
 * Where a table page spends its scroll frames: an unminified production build of the bench pages,
 * one load of `page`, then `frames` scroll frames (same step as run.ts) with a Chrome trace
 * running. Prints the browser's own work per kind (script, style, layout, paint …, summed from
 * the trace's top-level renderer events), forced layouts, and JS self time per function.
 *
 *   [PROFILE_CSS='…'] node --import tsx bench/table-render/profile.ts [runtime|floor] [frames=150] [query, e.g. omit=switch]
 *
 * With `mount` in place of the frame count it profiles the mount instead: the page loads held
 * (`?hold`), the trace starts, then the page renders; figures are per mount, not per frame.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'out', 'profile');
const [page = 'runtime', framesArg = '150', query = ''] = process.argv.slice(2);
const STEP = Number(process.env.BENCH_STEP ?? 600);

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** thread (CPU) time: unlike dur it leaves out time the thread waited for a core */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: { stackTrace?: unknown; functionName?: string; url?: string; lineNumber?: number }; beginData?: { stackTrace?: unknown } };
  cat: string;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The renderer main thread: the thread running most FunctionCall events. */
function mainThread(events: TraceEvent[]): string {
  const counts = new Map<string, number>();
  for (const e of events) if (e.name === 'FunctionCall') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Milliseconds per trace event name on the main thread (complete events; nested time counted in each). */
function byName(events: TraceEvent[], thread: string): Map<string, { ms: number; cpuMs: number; count: number }> {
  const out = new Map<string, { ms: number; cpuMs: number; count: number }>();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== thread || e.ph !== 'X' || e.dur === undefined) continue;
    const entry = out.get(e.name) ?? { ms: 0, cpuMs: 0, count: 0 };
    entry.ms += e.dur / 1000;
    entry.cpuMs += (e.tdur ?? e.dur) / 1000;
    entry.count += 1;
    out.set(e.name, entry);
  }
  return out;
}

function selfTimes(profile: CpuProfile): Array<[string, number]> {
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
    const mount = framesArg === 'mount';
    await tab.goto(`${baseUrl(server)}/${page}.html?rows=10000${mount ? '&hold' : ''}${query ? `&${query}` : ''}`);
    if (mount) await tab.waitForFunction(() => window.__tableBenchGo !== undefined, undefined, { timeout: 180_000, polling: 50 });
    else await tab.waitForFunction(() => (window.__tableBench?.mounted ?? -1) >= 0, undefined, { timeout: 180_000, polling: 50 });
    // PROFILE_CSS: a style sheet added before scrolling, to price one CSS property (a lever) alone.
    if (process.env.PROFILE_CSS) await tab.addStyleTag({ content: process.env.PROFILE_CSS });
    await tab.waitForTimeout(300);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const events: TraceEvent[] = [];
    // Playwright types trace events as string maps; these are Chrome's trace event objects.
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink,v8', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    let frames: number[];
    if (mount) {
      await tab.evaluate(() => window.__tableBenchGo!());
      await tab.waitForFunction(() => (window.__tableBench?.mounted ?? -1) >= 0, undefined, { timeout: 180_000, polling: 50 });
      const ms = await tab.evaluate(() => window.__tableBench!.mounted - window.__tableBench!.renderStart);
      console.log(`${page}${query ? ` ?${query}` : ''}: mount ${ms.toFixed(0)} ms (figures below are for the whole mount)`);
      frames = [ms];
    } else {
      const scroll = await tab.evaluate(([step, max]) => window.__tableBench!.scroll(step, 'never', max), [STEP, Number(framesArg)] as [number, number]);
      frames = scroll.frames;
      const long = frames.filter((f) => f > 32).length;
      const sum = frames.reduce((s, f) => s + f, 0);
      console.log(`${page}${query ? ` ?${query}` : ''}: ${frames.length} frames, mean ${(sum / frames.length).toFixed(1)} ms, ${long} > 32 ms`);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;

    const names = byName(events, mainThread(events));
    const show = ['RunTask', 'FunctionCall', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'ParseAuthorStyleSheet', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'V8.GCScavenger'];
    for (const n of show) {
      const e = names.get(n);
      if (e) console.log(`${(e.ms / frames.length).toFixed(2).padStart(8)} ms/frame (CPU ${(e.cpuMs / frames.length).toFixed(2).padStart(6)})  ${String(e.count).padStart(6)}×  ${n}`);
    }
    const forced = events.filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace).length;
    const forcedStyle = events.filter((e) => e.name === 'UpdateLayoutTree' && e.args?.beginData?.stackTrace).length;
    console.log(`forced (from script): layout ${forced}, style ${forcedStyle}`);
    console.log('JS self time per frame:');
    for (const [name, ms] of selfTimes(profile).slice(0, mount ? 40 : 25)) console.log(`${(ms / frames.length).toFixed(2).padStart(8)} ms  ${name}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
