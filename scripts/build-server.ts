/**
 * The server as one ES module, `dist/server/server.mjs`, for `npm start` (issue 18 §3,
 * docs/performance.md "Cold start", lever 3): run by plain node, without tsx's loader compiling
 * ~250 TypeScript files at every start. Development and the tests keep running
 * `server/server.ts` through tsx; `server/test/server-bundle.test.ts` builds this bundle and
 * starts it.
 *
 *   node --import tsx scripts/build-server.ts     (scripts/build-if-changed.ts runs it when needed)
 *
 * Our own code (server/, schemas/, package.json) is bundled, and so are the packages in
 * BUNDLED_PACKAGES; every other package stays an import resolved from node_modules at run time,
 * as under tsx.
 *
 * `import.meta.url` is rewritten in every bundled file that reads it: bundled, it would be the
 * bundle's URL, and the paths built from it (fixtures/, the hash worker `hash-worker.mjs`,
 * createRequire) would point into dist/. Each becomes the URL of the file it was written in,
 * relative to the bundle (`new URL('../../server/files/hash-thread.ts', import.meta.url).href`),
 * so the checkout can still be moved as a whole after a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SERVER_BUNDLE, SERVER_OUT_DIR } from './build-if-changed.js';

export const SERVER_ENTRY = 'server/server.ts';

/** `import.meta.url` written as the URL its file had before bundling, relative to the bundle. */
export function rewriteImportMetaUrl(source: string, file: string, outDir: string): string {
  if (!source.includes('import.meta.url')) return source;
  const rel = path.relative(outDir, file).split(path.sep).join('/');
  return source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
}

const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

function ownFileUrls(root: string, outDir: string): Plugin {
  return {
    name: 'own-file-urls',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || !args.path.startsWith(root + path.sep)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        const loader = LOADERS[path.extname(args.path)] ?? 'js';
        return { contents: rewriteImportMetaUrl(source, args.path, outDir), loader };
      });
    },
  };
}

/**
 * Packages bundled into the server rather than imported from node_modules at start: pure ES
 * modules of many small files, whose resolving and loading file by file cost most of their import
 * time (kysely ≈ 140 ms, TypeBox ≈ 110 ms of a ≈ 1.5 s start here). Every other package stays
 * external: CommonJS packages would need `require` emulated, and some read files beside their
 * own (native addons, fonts, workers).
 */
export const BUNDLED_PACKAGES = ['kysely', '@sinclair/typebox'];

function bundledPackagesOnly(): Plugin {
  return {
    name: 'bundled-packages-only',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const pkg = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return BUNDLED_PACKAGES.includes(pkg!) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** Builds `dist/server/server.mjs` (and its source map) under `root`. */
export async function buildServer(root: string): Promise<void> {
  const outDir = path.join(root, SERVER_OUT_DIR);
  await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outfile: path.join(root, SERVER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Names kept: the logs and stack traces name our functions, as under tsx.
    keepNames: true,
    logLevel: 'warning',
    plugins: [bundledPackagesOnly(), ownFileUrls(root, outDir)],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  buildServer(root).then(
    () => console.log(`已构建服务端 (server bundled: ${SERVER_BUNDLE})`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
