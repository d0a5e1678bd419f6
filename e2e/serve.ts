/**
 * Playwright's web server: the real platform (server/server.ts) on a fresh temporary SQLite data
 * directory, serving the built UI from dist/web. The directory is removed when the server stops.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedUnsafeStoredUrls } from './seed-unsafe-urls';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-e2e-'));
// WEB_ROOT lets two checkouts' builds (or two people in one tree) run their browser tests side by side.
const webRoot = path.resolve(root, process.env.WEB_ROOT ?? 'dist/web');
if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  console.error(`${webRoot}/index.html 不存在：请先运行 npx vite build`);
  process.exit(1);
}

/**
 * Where a spec finds this server's database (e2e/test-db.ts): browser tests that need what only a
 * phone would receive (an SMS code) or an image captcha's answer read or set it there. The same
 * name is made there: importing this file would start a second server.
 */
const note = path.join(os.tmpdir(), `ks-e2e-${process.env.PORT ?? '18080'}.datadir`);
fs.writeFileSync(note, dataDir);

const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(note, { force: true });
};

/**
 * E2E_SEED_UNSAFE_URLS (on unless '0'): before the server starts, the demo data is loaded and a few
 * records with dangerous stored URLs are written straight into the database, as rows saved before
 * the URL policy would be (e2e/seed-unsafe-urls.ts; e2e/stored-xss.spec.ts checks they render as
 * plain text). They live in a node of their own and in 项目登记 of enterprise ent-002 only.
 */
const SEED_UNSAFE_STORED_URLS = process.env.E2E_SEED_UNSAFE_URLS !== '0';
if (SEED_UNSAFE_STORED_URLS) {
  try {
    await seedUnsafeStoredUrls(dataDir);
  } catch (err) {
    console.error(err);
    cleanup();
    process.exit(1);
  }
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '18080',
  HOST: '127.0.0.1',
  WEB_ROOT: webRoot,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
// A DATABASE_URL from the shell would point the browser tests at a shared database.
delete env.DATABASE_URL;

const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: 'inherit' });

child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(sig, () => {
    if (child.exitCode === null) child.kill(sig);
  });
}
process.on('exit', () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  cleanup();
});
