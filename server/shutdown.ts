import { Worker } from 'node:worker_threads';

/**
 * Shutdown with a deadline (the idea of fastify's `close-with-grace`, issue 18 §5): on SIGTERM or
 * SIGINT stop accepting, let the requests in flight finish and close the database, then exit 0;
 * if that is not done within `graceMs`, log it and exit 1. A second signal exits 1 at once.
 *
 * A timer on the main thread cannot end a main thread that is itself stuck (the hang that filed
 * this was a synchronous write into a pipe nobody read), so a watchdog thread started with the
 * shutdown kills the process with SIGKILL `WATCHDOG_EXTRA_MS` after the deadline if it is still
 * alive by then: the process always ends.
 */
export interface ShutdownOptions {
  graceMs: number;
  /** Everything to close, in order (the HTTP server, then the database). */
  close: () => Promise<void>;
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** process.exit; a test may watch it instead. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/** Time the main thread gets past the deadline to log and exit by itself before the watchdog kills it. */
export const WATCHDOG_EXTRA_MS = 2000;

export function installShutdown(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      options.log.error({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    closing = true;
    options.log.info({ signal, graceMs: options.graceMs }, 'shutting down');
    startWatchdog(options.graceMs + WATCHDOG_EXTRA_MS);
    const deadline = setTimeout(() => {
      options.log.error({ graceMs: options.graceMs }, `shutdown deadline passed: requests still in flight after ${options.graceMs} ms, exiting with code 1`);
      exit(1);
    }, options.graceMs);
    options.close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        options.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, onSignal);
}

/**
 * The watchdog's own code, evaluated in a worker so it runs while the main thread cannot. Its line
 * to stderr is written off the thread (the thread pool) and the kill does not wait more than a
 * moment for it: stderr may be the same unread pipe, and a blocking write would stop the watchdog too.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
setTimeout(() => {
  const kill = () => process.kill(workerData.pid, 'SIGKILL');
  fs.write(2, 'shutdown watchdog: the main thread did not exit ' + workerData.ms + ' ms after the signal, killing the process\\n', kill);
  setTimeout(kill, 250);
}, workerData.ms);
`;

function startWatchdog(ms: number): void {
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { pid: process.pid, ms } });
  // It must never be what keeps the process alive: a shutdown that finished exits without waiting for it.
  worker.unref();
}
