import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanWaits } from './wait-scan';

// Issue 42: a wait that hangs on a loaded machine costs a CI run its whole time limit. Every helper
// of the browser suite (e2e/) and of the server suite (server/test/, *.test.ts) waits with a
// wall-clock deadline of its own; this test reads them all.
const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string, keep: (f: string) => boolean): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .filter((f) => !f.includes('node_modules') && keep(f));
}

describe('every wait of a test helper has a wall-clock deadline', () => {
  it('finds none without one in e2e/ and the server suite', () => {
    const all = [...files('e2e', () => true), ...files('server', (f) => f.startsWith('server/test/') || /\.test\.ts$/.test(f))];
    expect(all.length).toBeGreaterThan(100);
    const found = all.filter((f) => !/(wait-scan|waits-have-deadlines\.test)\.ts$/.test(f)).flatMap((f) => scanWaits(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found.map((x) => `${x.file}:${x.line} ${x.what}`)).toEqual([]);
  });

  it('flags each kind of unbounded wait, and passes the bounded forms', () => {
    const bad = [
      "await new Promise((r) => child.once('exit', r));",
      'await page.evaluate(async () => { await new Promise((r) => requestAnimationFrame(r)); });',
      'const result = await new AxeBuilder({ page }).analyze();',
      'await expect(async () => { await f(); }).toPass();',
      'while (true) { await step(); }',
    ];
    for (const src of bad) expect(scanWaits('x.ts', src), src).not.toEqual([]);
    const good = [
      "await withDeadline(new Promise((r) => child.once('exit', r)), 5000, 'exit');",
      'const settle = page.evaluate(async () => 1);\nawait settlesWithin(settle, 8000);',
      'await new Promise((r) => setTimeout(r, 100));',
      'const held = new Promise<void>((r) => (release = r));',
      'await expect(async () => { await f(); }).toPass({ timeout: 30_000 });',
      '// deadline: the loop ends at 300 tries\nwhile (true) { await step(); }',
    ];
    for (const src of good) expect(scanWaits('x.ts', src), src).toEqual([]);
  });
});
