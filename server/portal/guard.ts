import { PORTAL_CACHE_MS, PORTAL_PREFIXES, PORTAL_RATE } from '../../schemas/portal';

/**
 * What keeps the public portal light for the server (docs/portal.md "Load"): a brief cache of the
 * public answers, shared by every visitor (no session is read for them), and a per-address limit.
 * Both are this instance's memory: a visitor's requests spread over several instances get each
 * instance's allowance, and a published announcement shows within PORTAL_CACHE_MS everywhere.
 */

export const isPortalPath = (path: string): boolean => PORTAL_PREFIXES.some((p) => path.startsWith(p));

interface Entry {
  at: number;
  value: unknown;
}

/** A small time-bounded cache of answers, keyed by the call and its input. */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  constructor(
    private readonly ttlMs = PORTAL_CACHE_MS,
    private readonly max = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer stored under `key` while fresh, else `load`'s (one load per key at a time). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as T;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const p = load().then(
      (value) => {
        this.pending.delete(key);
        if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { at: this.now(), value });
        return value;
      },
      (e: unknown) => {
        this.pending.delete(key);
        throw e;
      },
    );
    this.pending.set(key, p);
    return p;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Requests per address per minute: `take` answers false once the minute's allowance is spent. */
export class AddressLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly perMinute: number = PORTAL_RATE.perMinute,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): boolean {
    const t = this.now();
    const w = this.windows.get(address);
    if (!w || t - w.start >= 60_000) {
      if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (t - v.start >= 60_000) this.windows.delete(k);
      this.windows.set(address, { start: t, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.perMinute;
  }
}
