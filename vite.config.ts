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
  },
  server: {
    port: 5173,
    proxy: { '/ks': 'http://localhost:8080' },
  },
});
