const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier work of the same key in this process has settled (a chunk
 * place while it is stored, a task's md5 while it moves); different keys run in parallel.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}
