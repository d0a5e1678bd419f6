import { defineConfig } from '@playwright/test';
import { BASE_PORT, WORKERS, workerPort } from './e2e/worker-server';

// The browser is the system Chromium (Debian package `chromium`); Playwright never downloads one.
export default defineConfig({
  testDir: 'e2e',
  // Acceptance tests of open issues that still fail for a known reason (see e2e/known-gaps/README.md).
  // `E2E_KNOWN_GAPS=1 npx playwright test e2e/known-gaps` runs them.
  testIgnore: process.env.E2E_KNOWN_GAPS === '1' ? [] : ['**/known-gaps/**'],
  timeout: 60_000,
  // The whole suite, whatever hangs: CI's run has 90 minutes for everything (README: the last run).
  // 60 min: the stage took 32 min 56 s on an idle 2-core machine (2026-12-07, 156 tests) and CI
  // machines have run 1.4× slower; the other stages take about 25 min there. Cutting the stage
  // (the dead-end walker is 13 min of it) is the open CI-health work, not this cap.
  globalTimeout: 60 * 60_000,
  // Logins (scrypt), antd pages and Formily forms on a shared 2-core machine: one wait for every spec.
  expect: { timeout: 20_000 },
  // Two workers, each with a server and database of its own (e2e/worker-server.ts); E2E_WORKERS=1
  // runs them one after the other on one server.
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    // Read in each worker process, where TEST_PARALLEL_INDEX names its server.
    baseURL: `http://127.0.0.1:${workerPort()}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'zh-CN',
    // The shell then turns antd's motion off (src/app/reduced-motion.ts): a click that lands while
    // a dialog is still zooming in is lost (an audit's 通过 in CI, a confirm's 确定 under load), and no wait for
    // "stable" can rule that out on a loaded machine. e2e/reduced-motion.spec.ts covers both settings.
    reducedMotion: 'reduce',
    trace: 'off',
    // A click that can never happen fails at its own line instead of running out the test's time.
    actionTimeout: 30_000,
  },
  webServer: Array.from({ length: WORKERS }, (_x, k) => ({
    command: `node --import tsx e2e/serve.ts`,
    url: `http://127.0.0.1:${BASE_PORT + k}/ks/portal/v1/home/platform`,
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) lets e2e/serve.ts stop the server and delete its temp data.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    timeout: 90_000,
    env: { PORT: String(BASE_PORT + k), HOST: '127.0.0.1' },
  })),
});
