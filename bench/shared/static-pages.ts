/**
 * What the browser benchmarks share: building their HTML pages with Vite (no app config) and
 * serving the build on a free loopback port.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds `<root>/<entry>.html` of every entry into `outDir` (emptied first). `minify: false` for profiles. */
export async function buildPages(root: string, outDir: string, entries: readonly string[], options: { minify?: boolean } = {}): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: options.minify ?? true,
      chunkSizeWarningLimit: 8000,
      rollupOptions: { input: Object.fromEntries(entries.map((p) => [p, path.join(root, `${p}.html`)])) },
    },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the files under `dir` (nothing outside it) on 127.0.0.1 at a free port. */
export function serveDir(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The base URL of a server from serveDir. */
export const baseUrl = (server: http.Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
