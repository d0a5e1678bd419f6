import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeStamp } from './scripts/build-if-changed.js';
import { appChunks } from './scripts/app-chunks.js';

/**
 * Every build records what it was built from, whoever ran it, so `npm start` after
 * `npm run build` reuses that build (scripts/build-if-changed.ts).
 */
function buildStamp(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written, and only then: a build that failed leaves no stamp.
    writeBundle() {
      writeStamp(root, outDir);
    },
  };
}

/**
 * The public header the server sends inside index.html for a public address, drawn by the public
 * app's own component once the build is written (scripts/build-portal-shell.tsx, docs/portal.md
 * "First paint"). A child process: the config cannot import the components (they are TSX).
 */
function portalShell(): Plugin {
  let root = '';
  let outDir = '';
  let variant = '';
  return {
    name: 'portal-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      variant = String(config.env.VITE_VARIANT ?? '');
    },
    writeBundle() {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-portal-shell.tsx', outDir, variant], {
        cwd: root,
        stdio: 'inherit',
        // React's production build: the development one warns about every Link's layout effect.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (run.status !== 0) throw new Error(`scripts/build-portal-shell.tsx failed (exit ${run.status ?? run.signal})`);
    },
  };
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// The back office routes the portal's pages too (for the login page's links): what they share with
// the public app's start (the header's frame) must not sit in the public app's chunk, whose start
// module would then run inside the back office and mount a second router on #root.
const apps = appChunks('/src/main.tsx', { 'back-office': { root: '/src/back-office-app.tsx', pages: '/src/pages/portal/' }, portal: { root: '/src/portal-app/start.tsx', pages: '/src/pages/portal/' } });

// The API and the UI share one port in production; in `npm run dev:web` Vite proxies /ks to the
// server started by `npm run dev:server`.
export default defineConfig({
  plugins: [react(), portalShell(), buildStamp(), apps.plugin],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // TypeBox's builders (`Type.Object(…)`, `Type.String()` …) only make schema objects, so a
      // call whose result is unused may go: the schemas/ modules that pages import for their
      // constants and helpers (schemas/theme.ts for the login page's theme, say) declare TypeBox
      // schemas beside them at top level, which kept all of TypeBox (103 KB minified) in the entry
      // chunk (docs/performance/bundle.md).
      treeshake: {
        manualPureFunctions: ['Type'],
      },
      input: { index: here('index.html'), 'back-office': here('src/back-office-app.tsx'), portal: here('src/portal-app/start.tsx') },
      output: {
        // Everything the entry imports statically (the login page's code, fetched by every page)
        // in one chunk instead of ~40 small shared ones: the same modules, but one request and one
        // gzip window (login 250.0 → 233.7 KB gzip, form page 443.8 → 424.2; docs/performance.md
        // ## Bundle). Lazy routes and lazy field components keep rolldown's own splitting.
        //
        // Since the public entry (docs/portal.md): the entry only chooses an app, each app is an entry
        // too, and that set is cut by app — shared, back office only, public only (scripts/app-chunks.ts).
        // A captured module's imports are not pulled into its chunk: the platform footer, which the
        // login page imports and the public pages too, would land in the back office's chunk and
        // bring it to every public page.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: apps.name, debugName: 'apps', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/ks': 'http://localhost:8080' },
  },
});
