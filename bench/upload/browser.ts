/**
 * Upload benchmark, browser half (issue 13, acceptance 4): a 200 MB PDF through the real UI path —
 * the 信用申报 form's 附件材料 field in the system Chromium, md5 of the file and its chunks in the
 * Web Worker (hash-wasm), start, 3 chunks in flight, merge — against the real server (e2e/serve.ts:
 * server/server.ts on a fresh temporary SQLite folder, serving a built UI).
 *
 *   npx vite build --outDir dist/web-b && WEB_ROOT=dist/web-b node --import tsx bench/upload/browser.ts
 *
 * Prints the worker's md5 rate (MB/s: the file's size over the time from the pick to the start
 * request, which waits for the whole file's md5), the whole upload's rate, and the main thread's
 * long tasks (PerformanceObserver 'longtask', > 50 ms) between the pick and the file in the list.
 * Each long animation frame (> 50 ms) is printed with the scripts that ran in it and its render
 * and layout time, and each long task with the chunks answered before it, so a long task can be
 * told apart: the pick, a chunk's answer, a progress render, the merge's render.
 * Target: 0 long tasks. Knobs: BENCH_UPLOAD_MB (200), BENCH_PORT (18390), CHROMIUM_PATH.
 * The node's attachment types are answered as none for this page (the untyped widget), because
 * the demo types stop at 50 MB and the chunked path takes up to 1 GB. Figures only, no assertion.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { demoAccount } from '../../e2e/helpers';

const MB = 1024 * 1024;

/** A long animation frame (> 50 ms) and the scripts that ran in it (Chromium's LoAF entries). */
interface Frame {
  at: number;
  ms: number;
  renderMs: number;
  layoutMs: number;
  scripts: Array<{ ms: number; what: string; layoutMs: number }>;
}
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const port = Number(process.env.BENCH_PORT ?? 18390);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '../..');

/** A PDF (the server sniffs `%PDF`) of `bytes` bytes, written in 8 MB random blocks. */
function writePdf(file: string, bytes: number): void {
  const fd = fs.openSync(file, 'w');
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Length 0 >> stream\n');
  const tail = Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  fs.writeSync(fd, head);
  let left = bytes - head.length - tail.length;
  while (left > 0) {
    const n = Math.min(left, 8 * MB);
    fs.writeSync(fd, crypto.randomBytes(n));
    left -= n;
  }
  fs.writeSync(fd, tail);
  fs.closeSync(fd);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/ks/portal/v1/home/platform`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-bench-upload-'));
const file = path.join(dir, '大文件.pdf');
writePdf(file, sizeMb * MB);
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), E2E_SEED_UNSAFE_URLS: '0', WEB_ROOT: process.env.WEB_ROOT ?? 'dist/web' },
  stdio: 'inherit',
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForServer();
  const page = await browser.newPage({ baseURL: base, locale: 'zh-CN' });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: Array<{ at: number; ms: number }>; __frames: Frame[] };
    w.__longTasks = [];
    w.__frames = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ at: e.startTime, ms: e.duration }))).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran in them: what a long task was.
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const e = entry as PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: Array<PerformanceEntry & { invoker: string; sourceURL: string; sourceFunctionName: string; forcedStyleAndLayoutDuration: number }> };
        w.__frames.push({
          at: e.startTime,
          ms: e.duration,
          renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          layoutMs: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map((s) => ({ ms: Math.round(s.duration), what: `${s.invoker} ${s.sourceFunctionName || ''} ${s.sourceURL.split('/').pop() ?? ''}`.trim(), layoutMs: Math.round(s.forcedStyleAndLayoutDuration) })),
        });
      }),
    ).observe({ type: 'long-animation-frame', buffered: true });
  });
  let t0 = 0;
  await page.route((u) => u.pathname === '/ks/common/common/attachment/list', (route) => route.fulfill({ json: { code: 200, message: '', data: [] } }));
  const user = demoAccount('enterprise');
  await page.goto('/');
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: '进入信用评价管理系统' }).click();
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用申报').click();
  const section = page.locator('section.ks-attachment-type').first();
  await section.getByRole('button', { name: /上\s*传/ }).waitFor();
  // Long tasks of loading the page are not the upload's.
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: unknown[]; __frames: unknown[] };
    w.__longTasks = [];
    w.__frames = [];
  });
  // When each chunk's answer came (ms after the pick): a long task's place in the upload.
  const answered: number[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes('/ks/upload/v1/chunk-upload')) answered.push(Date.now() - t0);
  });

  // BENCH_UPLOAD_PROFILE=<file>: a CPU profile of the page's main thread over the first 2 s after
  // the pick (read with an unminified build: vite build --minify false), for the pick's own task.
  const cdp = process.env.BENCH_UPLOAD_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const startRequest = page.waitForRequest((r) => r.url().endsWith('/ks/upload/v1/upload-task'), { timeout: 600_000 });
  const picked = await page.evaluate(() => performance.now());
  t0 = Date.now();
  await section.locator('input[type=file]').setInputFiles(file);
  if (cdp) {
    await new Promise((r) => setTimeout(r, 2000));
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_UPLOAD_PROFILE!, JSON.stringify(profile));
  }
  await startRequest;
  const hashed = (Date.now() - t0) / 1000;
  await section.getByRole('button', { name: '大文件.pdf', exact: true }).waitFor({ timeout: 600_000 });
  const total = (Date.now() - t0) / 1000;
  const longTasks = (await page.evaluate(() => (window as unknown as { __longTasks: Array<{ at: number; ms: number }> }).__longTasks)).filter((t) => t.ms > 50);
  console.log(`file: ${sizeMb} MB, ${Math.ceil((sizeMb * MB) / 5_242_880)} chunks`);
  console.log(`worker md5 (pick → start request): ${hashed.toFixed(2)} s, ${(sizeMb / hashed).toFixed(1)} MB/s`);
  console.log(`whole upload through the UI (pick → file listed): ${total.toFixed(2)} s, ${(sizeMb / total).toFixed(1)} MB/s`);
  // When a long task happens (ms after the pick) tells its cause apart: the pick, a chunk, the merge's render.
  const detail = longTasks.map((t) => `${Math.round(t.ms)} ms at +${Math.round(t.at - picked)} ms (${answered.filter((a) => a <= t.at - picked).length} chunks answered)`).join(', ');
  console.log(`main-thread long tasks > 50 ms during the upload: ${longTasks.length}${detail ? ` (${detail})` : ''}`);
  const frames = (await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)).filter((f) => f.ms > 50);
  for (const f of frames) {
    const scripts = f.scripts.map((s) => `${s.ms} ms ${s.what}${s.layoutMs ? ` (forced layout ${s.layoutMs} ms)` : ''}`).join('; ');
    console.log(`  long frame ${Math.round(f.ms)} ms at +${Math.round(f.at - picked)} ms: render ${Math.round(f.renderMs)} ms, style+layout ${Math.round(f.layoutMs)} ms; scripts: ${scripts || 'none'}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
