import type { MessageCounts } from '../../schemas/messages';
import { STREAM_RETRY_MS } from '../../schemas/messages';

/** What the stream needs of an EventSource (the browser's, or a test's). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  onerror: ((e: Event) => void) | null;
  close(): void;
}

export interface CountsStreamOptions {
  /** A fresh one-time ticket (POST …/stream-ticket). */
  ticket: () => Promise<string>;
  open: (url: string) => EventSourceLike;
  onCounts: (counts: MessageCounts) => void;
  /** The session ended: the stream is not opened again. */
  onSessionEnd?: () => void;
  /** First wait before opening again; doubles after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export const STREAM_URL = '/ks/message/v1/stream';

/**
 * The bell's live counts (docs/shell.md "消息中心"). A ticket is good for one opening, so the
 * browser's own reconnect (which reuses the URL) cannot be used: on an error or when the server
 * ends the stream (an instance going away) this closes it and opens a new one with a new ticket,
 * after STREAM_RETRY_MS, then longer after each failure. A stream that ends because the session
 * did is not opened again. Returns a function that stops everything.
 */
export function startCountsStream(options: CountsStreamOptions): () => void {
  const base = options.retryMs ?? STREAM_RETRY_MS;
  const max = options.maxRetryMs ?? 30_000;
  let wait = base;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const again = () => {
    source?.close();
    source = null;
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    wait = Math.min(wait * 2, max);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      return again();
    }
    if (stopped) return;
    const s = options.open(`${STREAM_URL}?ticket=${encodeURIComponent(ticket)}`);
    source = s;
    s.addEventListener('counts', (e) => {
      wait = base;
      try {
        const data = JSON.parse(e.data) as MessageCounts;
        options.onCounts({ unreadCount: Number(data.unreadCount) || 0, todoCount: Number(data.todoCount) || 0 });
      } catch {
        /* a malformed event changes nothing */
      }
    });
    s.addEventListener('end', (e) => {
      let reason = '';
      try {
        reason = String((JSON.parse(e.data) as { reason?: unknown }).reason ?? '');
      } catch {
        /* treated as a dropped stream */
      }
      if (reason === 'session') {
        stopped = true;
        s.close();
        options.onSessionEnd?.();
      } else again();
    });
    s.onerror = () => {
      if (source === s) again();
    };
  };

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = null;
  };
}
