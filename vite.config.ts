import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API and the UI share one port in production; in `npm run dev:web` Vite proxies /ks to the
// server started by `npm run dev:server`.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the login page's code, fetched by every page)
        // in one chunk instead of ~40 small shared ones: the same modules, but one request and one
        // gzip window (login 250.0 → 233.7 KB gzip, form page 443.8 → 424.2; docs/performance.md
        // ## Bundle). Lazy routes and lazy field components keep rolldown's own splitting.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/ks': 'http://localhost:8080' },
  },
});
