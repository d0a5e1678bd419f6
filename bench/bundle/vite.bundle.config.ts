import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from '../../vite.config.js';

export const OUT_DIR = 'bench/bundle/out';
export const MODULES_FILE = 'chunk-modules.json';
export const IMPORTERS_FILE = 'module-importers.json';

const rel = (id: string) => path.relative(process.cwd(), id.replace(/^\0/, ''));

/**
 * Writes which source modules each chunk holds (and their minified size), so the bench can prove
 * what a page loads, and each module's static importers, so `run.ts --why <module>` can name the
 * import chain that brings a package into a page.
 */
function chunkModules(): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      const map: Record<string, Array<[string, number]>> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        map[file] = Object.entries(out.modules).map(([id, m]) => [rel(id), m.renderedLength]);
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(map) });
      const importers: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) importers[rel(id)] = info.importers.map(rel);
      }
      this.emitFile({ type: 'asset', fileName: IMPORTERS_FILE, source: JSON.stringify(importers) });
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
