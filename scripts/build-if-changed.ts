/**
 * Builds the front end only when what it is built from changed (`npm start`, issue 18 §3).
 *
 *   node --import tsx scripts/build-if-changed.ts      (run by `npm start` before the server)
 *
 * The build (validators + `vite build`, 3–4 s here) used to run on every start. Now the hash of
 * every file the build reads (BUILD_INPUTS) is written beside the output as `dist/web/.build-stamp` (by vite.config.ts at the end of every build);
 * a start whose hash matches, with the output's index.html present, serves the build as it is. A
 * fresh clone has no build and builds. Content, not mtimes: a checkout or a copy touches mtimes
 * without changing what would be built. `FORCE_BUILD=1` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `vite build` and its `prebuild` read: the front end's folders and the files that configure them. */
export const BUILD_INPUTS = {
  dirs: ['src', 'runtime', 'designer', 'schemas', 'public'],
  files: ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'],
};

export const STAMP_FILE = '.build-stamp';

/** Tests are never imported by the build: editing one must not cost a rebuild. */
const isTestFile = (name: string): boolean => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(root: string, dir: string, into: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, rel, into);
    else if (entry.isFile() && !isTestFile(entry.name)) into.push(rel);
  }
}

/** sha256 over the path and content of every build input, in a fixed order. */
export function sourcesHash(root: string): string {
  const files: string[] = [];
  for (const dir of BUILD_INPUTS.dirs) listFiles(root, dir, files);
  for (const file of BUILD_INPUTS.files) if (fs.existsSync(path.join(root, file))) files.push(file);
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type BuildState = { kind: 'current' } | { kind: 'missing' } | { kind: 'changed' };

/** Whether the build in `outDir` was made from the sources as they are now. */
export function buildState(root: string, outDir: string): BuildState {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return { kind: 'missing' };
  let stamp: string;
  try {
    stamp = fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return { kind: 'changed' };
  }
  return stamp === sourcesHash(root) ? { kind: 'current' } : { kind: 'changed' };
}

/**
 * Written by vite.config.ts when a build ends, whoever ran it: after `prebuild` has rewritten
 * schemas/generated/, so the hash is the one the next start will compute.
 */
export function writeStamp(root: string, outDir: string): void {
  fs.writeFileSync(path.join(outDir, STAMP_FILE), `${sourcesHash(root)}\n`);
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'dist', 'web');
  const state = process.env.FORCE_BUILD === '1' ? { kind: 'forced' } : buildState(root, outDir);
  if (state.kind === 'current') {
    console.log('前端未改动, 沿用已有构建 (front end unchanged: dist/web reused)');
    return;
  }
  console.log(`构建前端 (building the front end: ${state.kind === 'missing' ? 'no build yet' : state.kind === 'forced' ? 'FORCE_BUILD=1' : 'sources changed'})`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
