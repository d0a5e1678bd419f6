/**
 * Builds the front end and the server bundle only when what they are built from changed
 * (`npm start`, issue 18 §3).
 *
 *   node --import tsx scripts/build-if-changed.ts      (run by `npm start` before the server)
 *
 * The build (validators + `vite build`, 3–4 s here) used to run on every start. Now the hash of
 * every file the build reads (BUILD_INPUTS) is written beside the output as `dist/web/.build-stamp` (by vite.config.ts at the end of every build);
 * a start whose hash matches, with the output's index.html present, serves the build as it is. A
 * fresh clone has no build and builds. Content, not mtimes: a checkout or a copy touches mtimes
 * without changing what would be built. `FORCE_BUILD=1` builds anyway. A `WEB_ROOT` naming another
 * folder (the front end built or served elsewhere) builds no dist/web: the server would not serve it.
 *
 * The server bundle `dist/server/server.mjs` (scripts/build-server.ts; what `npm start` runs) is
 * checked the same way against SERVER_INPUTS, its stamp `dist/server/.build-stamp` written here
 * after a bundle is built (≈ 0.3 s of CPU). Rebuilding it is cheap; running stale code is not:
 * the hash covers every server and schemas source.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `vite build` and its `prebuild` read: the front end's folders and the files that configure them. */
export const BUILD_INPUTS: BuildInputs = {
  dirs: ['src', 'runtime', 'designer', 'schemas', 'public'],
  // scripts/app-chunks.ts: the build's chunking by app (vite.config.ts imports it); build-portal-shell.tsx: the header sent with index.html (vite.config.ts runs it)
  files: ['index.html', 'vite.config.ts', 'scripts/app-chunks.ts', 'scripts/build-portal-shell.tsx', 'package.json', 'package-lock.json', 'tsconfig.json'],
};

/**
 * What the server bundle is built from: the server's and the shared schemas' sources (the
 * server's test helpers under server/test are never imported by it), package.json (bundled for
 * the version), the lock file (the packages the bundle imports) and the bundler's own script.
 */
export const SERVER_INPUTS: BuildInputs = {
  dirs: ['server', 'schemas'],
  files: ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'],
  skipDirs: ['server/test'],
};

export interface BuildInputs {
  dirs: string[];
  files: string[];
  /** Folders under `dirs` left out. */
  skipDirs?: string[];
}

export const STAMP_FILE = '.build-stamp';

/** The server bundle scripts/build-server.ts writes and `npm start` runs. */
export const SERVER_OUT_DIR = path.join('dist', 'server');
export const SERVER_BUNDLE = path.join(SERVER_OUT_DIR, 'server.mjs');

/** Tests are never imported by the build: editing one must not cost a rebuild. */
const isTestFile = (name: string): boolean => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(root: string, dir: string, into: string[], skipDirs: string[]): void {
  if (skipDirs.includes(dir)) return;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, rel, into, skipDirs);
    else if (entry.isFile() && !isTestFile(entry.name)) into.push(rel);
  }
}

/** sha256 over the path and content of every build input, in a fixed order. */
export function sourcesHash(root: string, inputs: BuildInputs = BUILD_INPUTS): string {
  const files: string[] = [];
  for (const dir of inputs.dirs) listFiles(root, dir, files, inputs.skipDirs ?? []);
  for (const file of inputs.files) if (fs.existsSync(path.join(root, file))) files.push(file);
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

/** Whether the build in `outDir` (its main file `output`) was made from the sources as they are now. */
export function buildState(root: string, outDir: string, inputs: BuildInputs = BUILD_INPUTS, output = 'index.html'): BuildState {
  if (!fs.existsSync(path.join(outDir, output))) return { kind: 'missing' };
  let stamp: string;
  try {
    stamp = fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return { kind: 'changed' };
  }
  return stamp === sourcesHash(root, inputs) ? { kind: 'current' } : { kind: 'changed' };
}

/** Whether `dist/server/server.mjs` was bundled from the server's sources as they are now. */
export const serverBuildState = (root: string): BuildState =>
  buildState(root, path.join(root, SERVER_OUT_DIR), SERVER_INPUTS, path.basename(SERVER_BUNDLE));

/**
 * Bundles the server when its sources changed since the last bundle (or `force`); the stamp
 * carries the hash taken before bundling, so an edit made while it runs is seen next time.
 */
export async function ensureServerBundle(root: string, force = false): Promise<BuildState['kind'] | 'forced'> {
  const state = force ? 'forced' : serverBuildState(root).kind;
  if (state === 'current') return state;
  const hash = sourcesHash(root, SERVER_INPUTS);
  // Loaded here, not at the top: vite.config.ts imports this file for writeStamp, and needs no esbuild.
  const { buildServer } = await import('./build-server.js');
  await buildServer(root);
  fs.writeFileSync(path.join(root, SERVER_OUT_DIR, STAMP_FILE), `${hash}\n`);
  return state;
}

/**
 * Written by vite.config.ts when a build ends, whoever ran it: after `prebuild` has rewritten
 * schemas/generated/, so the hash is the one the next start will compute.
 */
export function writeStamp(root: string, outDir: string): void {
  fs.writeFileSync(path.join(outDir, STAMP_FILE), `${sourcesHash(root)}\n`);
}

const why = (kind: string) => (kind === 'missing' ? 'no build yet' : kind === 'forced' ? 'FORCE_BUILD=1' : 'sources changed');

/** The folder the server will serve the front end from: WEB_ROOT as server/config.ts reads it (cwd = root under npm). */
const servedFrom = (root: string): string => path.resolve(root, process.env.WEB_ROOT ?? path.join('dist', 'web'));

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'dist', 'web');
  const force = process.env.FORCE_BUILD === '1';
  const state = force ? { kind: 'forced' } : buildState(root, outDir);
  if (servedFrom(root) !== outDir) {
    // The server serves WEB_ROOT (server/config.ts), not dist/web: a build there would not be used.
    console.log(`前端由 WEB_ROOT 提供, 不构建 dist/web (front end served from ${servedFrom(root)})`);
  } else if (state.kind === 'current') {
    console.log('前端未改动, 沿用已有构建 (front end unchanged: dist/web reused)');
  } else {
    console.log(`构建前端 (building the front end: ${why(state.kind)})`);
    const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  // After the front end: its `prebuild` rewrites schemas/generated/, which the server bundles too.
  const server = await ensureServerBundle(root, force);
  if (server === 'current') console.log('服务端未改动, 沿用已有打包 (server unchanged: dist/server reused)');
  else console.log(`已打包服务端 (server bundled: ${why(server)})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
