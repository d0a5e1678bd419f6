import net from 'node:net';

/**
 * The one way a test helper waits on something that might never come (a page that paints no frame,
 * a child process that does not exit, a stream that sends nothing): a wall-clock timer in this
 * process, which fires whatever the awaited side does. Used by e2e/ and the server suite alike;
 * server/test/waits-have-deadlines.test.ts fails on a wait that bypasses it.
 */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}：${ms} ms 内没有完成`);
    this.name = 'DeadlineError';
  }
}

/** `work`, or a DeadlineError naming `what` once `ms` have passed; the timer never outlives the wait. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  // A wait given up on may still reject later (a closed page): that must not surface as unhandled.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether `work` settled within `ms` (its own failure counts as settled): for a best-effort wait. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  try {
    await withDeadline(work, ms, 'wait');
    return true;
  } catch (err) {
    return !(err instanceof DeadlineError);
  }
}

interface Child {
  exitCode: number | null;
  signalCode?: NodeJS.Signals | null;
  once(event: 'exit', fn: (...args: unknown[]) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
}

/** Resolves when `child` has exited (at once if it has), failing by name after `ms`. */
export function exited(child: Child, ms: number, what = '子进程退出'): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve();
  return withDeadline(new Promise<void>((resolve) => child.once('exit', () => resolve())), ms, what);
}

/** Resolves when `child` has exited; a child still running after `ms` is killed with SIGKILL first. */
export async function exitOf(child: Child, ms: number): Promise<void> {
  try {
    await exited(child, ms);
  } catch (err) {
    if (!(err instanceof DeadlineError)) throw err;
    child.kill('SIGKILL');
    await exited(child, 10_000, 'SIGKILL 后子进程退出');
  }
}

/** A TCP port nobody listens on now, on 127.0.0.1, for a server a test spawns. */
export function freePort(): Promise<number> {
  const found = new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  return withDeadline(found, 10_000, '找一个空闲端口');
}
