import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildState, serverBuildState, sourcesHash, SERVER_INPUTS, STAMP_FILE, writeStamp } from './build-if-changed';

// `npm start` rebuilds the front end only when a build input changed (issue 18 §3).
describe('build-if-changed', () => {
  let root = '';
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const outDir = () => path.join(root, 'dist', 'web');
  const fresh = () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-stamp-'));
    write('src/main.tsx', 'export const a = 1;\n');
    write('runtime/core/compile.ts', 'export const b = 2;\n');
    write('schemas/generated/validators.js', 'export {};\n');
    write('index.html', '<div id="root"></div>\n');
    write('package-lock.json', '{}\n');
  };
  const built = () => {
    write('dist/web/index.html', '<html></html>\n');
    writeStamp(root, outDir());
  };

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a fresh clone (no build) builds; after the build the next start reuses it', () => {
    fresh();
    expect(buildState(root, outDir()).kind).toBe('missing');
    built();
    expect(buildState(root, outDir()).kind).toBe('current');
  });

  it('a changed, added or removed source, the lock file or index.html means a rebuild', () => {
    fresh();
    built();
    for (const change of [
      () => write('src/main.tsx', 'export const a = 2;\n'),
      () => write('designer/new-panel.tsx', 'export {};\n'),
      () => fs.rmSync(path.join(root, 'runtime/core/compile.ts')),
      () => write('package-lock.json', '{"lockfileVersion":3}\n'),
      () => write('index.html', '<div id="app"></div>\n'),
    ]) {
      change();
      expect(buildState(root, outDir()).kind).toBe('changed');
      writeStamp(root, outDir());
      expect(buildState(root, outDir()).kind).toBe('current');
    }
  });

  it('a test file, a server file or a touched mtime does not', () => {
    fresh();
    built();
    const before = sourcesHash(root);
    write('src/main.test.tsx', 'it("x", () => {});\n');
    write('server/app.ts', 'export {};\n');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/main.tsx'), later, later);
    expect(sourcesHash(root)).toBe(before);
    expect(buildState(root, outDir()).kind).toBe('current');
  });

  it('a build without a stamp (made by `npm run build` alone) is rebuilt once', () => {
    fresh();
    write('dist/web/index.html', '<html></html>\n');
    expect(buildState(root, outDir()).kind).toBe('changed');
  });

  // The server bundle `npm start` runs (dist/server/server.mjs) is checked the same way.
  it('the server bundle is rebuilt when a server or schemas source changes, not for a server test helper', () => {
    fresh();
    write('server/app.ts', 'export const app = 1;\n');
    expect(serverBuildState(root).kind).toBe('missing');
    write('dist/server/server.mjs', '// bundle\n');
    const stamp = () => write(`dist/server/${STAMP_FILE}`, `${sourcesHash(root, SERVER_INPUTS)}\n`);
    stamp();
    expect(serverBuildState(root).kind).toBe('current');
    write('server/test/harness.ts', 'export {};\n');
    write('src/main.tsx', 'export const a = 3;\n');
    expect(serverBuildState(root).kind).toBe('current');
    for (const change of [
      () => write('server/app.ts', 'export const app = 2;\n'),
      () => write('schemas/generated/validators.js', 'export const v = 1;\n'),
      () => write('package-lock.json', '{"lockfileVersion":3}\n'),
    ]) {
      change();
      expect(serverBuildState(root).kind).toBe('changed');
      stamp();
      expect(serverBuildState(root).kind).toBe('current');
    }
  });
});
