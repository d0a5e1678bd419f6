/**
 * Where the heap of a scrolled-through form goes: one load of `page` at N fields (production
 * build, unminified), scrolled to the end a screen at a time (scroll.ts), forced GC, then a V8 heap snapshot
 * summarised by constructor (self size and count, largest first).
 *
 *   node --import tsx bench/form-render/heap.ts [runtime|floor] [N] [--top=30]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type {} from './measure';
import { baseUrl, buildPages, serveDir } from '../shared/static-pages';
import { scrollThrough } from './scroll';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'out', 'heap');
const [page = 'runtime', nArg = '300'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self bytes and count per constructor (objects) or per node type (strings, code, arrays …). */
function byConstructor(snap: Snapshot): Array<[string, { bytes: number; count: number }]> {
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const types = snap.snapshot.meta.node_types[0];
  const totals = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    // '… @1234' names (V8 internals per object) are summed under the name without the id
    const name = snap.strings[snap.nodes[i + nameAt]].replace(/ @\d+$/, '');
    const key = type === 'object' || type === 'closure' ? `${name}${type === 'closure' ? ' (closure)' : ''}` : `(${type})`;
    const t = totals.get(key) ?? { bytes: 0, count: 0 };
    t.bytes += snap.nodes[i + sizeAt];
    t.count += 1;
    totals.set(key, t);
  }
  return [...totals.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
}

async function main(): Promise<void> {
  // unminified, so constructors keep their names
  await buildPages(here, outDir, ['floor', 'runtime'], { minify: false });
  const server = await serveDir(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    const tab = await context.newPage();
    await tab.goto(`${baseUrl(server)}/${page}.html?n=${nArg}`);
    await tab.waitForFunction(() => (window.__bench?.settled ?? -1) >= 0, undefined, { timeout: 120_000, polling: 100 });
    const inputs = await scrollThrough(tab);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', (e: { chunk: string }) => chunks.push(e.chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const rows = byConstructor(JSON.parse(chunks.join('')) as Snapshot);
    console.log(`${page} N=${nArg}: ${inputs} inputs after a full scroll, heap ${(usedSize / 1048576).toFixed(1)} MB`);
    for (const [name, { bytes, count }] of rows.slice(0, top)) console.log(`${(bytes / 1024).toFixed(0).padStart(8)} KB ${String(count).padStart(8)}  ${name}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
