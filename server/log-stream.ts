/**
 * Where the request log goes: the process's stdout, through node's own stream, never a blocking
 * write on the thread that serves requests.
 *
 * pino's default destination writes to fd 1 itself and, at `process.exit`, flushes what it holds
 * synchronously, retrying every 100 ms for as long as the pipe is full. A server whose stdout is a
 * pipe nobody reads any more (the reading process stopped, or exited while another process still
 * holds the pipe open) then never exits: the main thread sleeps in that retry loop (issue 18 §5,
 * reproduced with the pipe left unread). node's stdout queues in memory instead and drops the queue
 * at exit, so the log can neither stop the server nor its exit. The queue is bounded: past
 * `maxQueuedBytes` lines are dropped and counted, and the count is logged once the pipe drains.
 */
export interface LogStream {
  write(line: string): void;
}

export interface LogStreamOptions {
  /** The stream to write to (process.stdout unless a test gives another). */
  out?: NodeJS.WritableStream & { writableLength: number };
  /** Bytes queued in memory for an unread stdout before lines are dropped. */
  maxQueuedBytes?: number;
}

export function stdoutLogStream(options: LogStreamOptions = {}): LogStream {
  const out = options.out ?? process.stdout;
  const maxQueued = options.maxQueuedBytes ?? 8 * 1024 * 1024;
  let dropped = 0;
  let broken = false;
  // A reader that closed its end makes every write fail with EPIPE; without a listener that
  // error would end the process in the middle of a request.
  out.on('error', () => {
    broken = true;
  });
  out.on('drain', () => {
    if (dropped === 0 || broken) return;
    const note = JSON.stringify({ level: 40, time: Date.now(), msg: `log lines dropped while stdout was not read: ${dropped}` });
    dropped = 0;
    out.write(`${note}\n`);
  });
  return {
    write(line) {
      if (broken) return;
      if (out.writableLength > maxQueued) {
        dropped++;
        return;
      }
      out.write(line);
    },
  };
}
