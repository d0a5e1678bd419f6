import { installShutdown } from '../shutdown';

// Run by shutdown.test.ts as a process of its own: a shutdown whose main thread blocks for good
// (as it did in a synchronous write to a full pipe), so only the watchdog thread can end it.
const graceMs = Number(process.argv[2] ?? 1000);
const log = { info: (_: object, msg: string) => console.log(msg), error: (_: object, msg: string) => console.log(msg) };
installShutdown({
  graceMs,
  log,
  close: async () => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
// Keeps the process alive until the signal, as a listening server would.
setInterval(() => undefined, 60_000);
console.log('ready');
