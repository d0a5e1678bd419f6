import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageCounts } from '../../schemas/messages';
import { startCountsStream, type EventSourceLike } from './message-stream';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

describe('the bell stream', () => {
  let sources: FakeSource[];
  let tickets: number;
  let counts: MessageCounts[];
  let stop: () => void;
  const flush = () => vi.advanceTimersByTimeAsync(0);
  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    tickets = 0;
    counts = [];
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });
  const start = (onSessionEnd = vi.fn()) => {
    stop = startCountsStream({
      ticket: async () => `t${++tickets}`,
      open: (url) => {
        const s = new FakeSource(url);
        sources.push(s);
        return s;
      },
      onCounts: (c) => counts.push(c),
      onSessionEnd,
      retryMs: 1000,
    });
    return onSessionEnd;
  };

  it('opens with a fresh ticket and passes the pushed counts on', async () => {
    start();
    await flush();
    expect(sources[0].url).toBe('/ks/message/v1/stream?ticket=t1');
    sources[0].emit('counts', { unreadCount: 2, todoCount: 5, reason: 'todo' });
    expect(counts).toEqual([{ unreadCount: 2, todoCount: 5 }]);
  });

  it('a dropped stream is opened again with a new ticket (a used ticket would be refused), waiting longer each time', async () => {
    start();
    await flush();
    sources[0].onerror?.(new Event('error'));
    expect(sources[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[1].url).toBe('/ks/message/v1/stream?ticket=t2');
    sources[1].onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
  });

  it('an instance closing ends the stream and it comes back; a session ending ends it for good', async () => {
    const ended = start();
    await flush();
    sources[0].emit('end', { reason: 'closing' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    sources[1].emit('end', { reason: 'session' });
    expect(ended).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(2);
  });

  it('stopping closes the stream and opens no other', async () => {
    start();
    await flush();
    stop();
    expect(sources[0].closed).toBe(true);
    sources[0].onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });
});
