import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from '../../vite.config';

export const OUT_DIR = 'bench/bundle/out';
export const MODULES_FILE = 'chunk-modules.json';

/** Writes which source modules each chunk holds (and their minified size), so the bench can prove what a page loads. */
function chunkModules(): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      const map: Record<string, Array<[string, number]>> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        map[file] = Object.entries(out.modules).map(([id, m]) => [path.relative(process.cwd(), id.replace(/^\0/, '')), m.renderedLength]);
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(map) });
    },
  };
}

// The app's own build (same plugins, same chunking) plus a manifest, into a folder of the bench:
// dist/web and the shared vite.config.ts stay as they are for everybody else.
export default mergeConfig(
  app,
  defineConfig({
    plugins: [chunkModules()],
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
    logLevel: 'warn',
  }),
);

export const outPath = (...parts: string[]) => path.resolve(process.cwd(), OUT_DIR, ...parts);
export const exists = (p: string) => fs.existsSync(p);
