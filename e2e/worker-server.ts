/**
 * Each Playwright worker has a platform server of its own (its own temporary SQLite database,
 * seeded with the demo data): worker k talks to port E2E_PORT + k. Specs in two workers then never
 * see each other's writes, so they can run at the same time.
 *
 * Playwright starts the servers (playwright.config.ts `webServer`, one per worker) and sets
 * TEST_PARALLEL_INDEX (0 … workers-1) in each worker process; a restarted worker keeps its index.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 18080);

/** How many workers (and servers): E2E_WORKERS, else 2 — the two cores of the CI machine. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** This worker's server port (the first server's outside a worker). */
export function workerPort(): number {
  return BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
