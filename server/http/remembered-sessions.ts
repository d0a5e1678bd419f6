import type { RawBuilder } from 'kysely';
import type { SessionUser } from './access';

export interface RememberedSession {
  user: SessionUser;
  /** The stamp the database gave when the session was last read (`sessionStampOf`). */
  stamp: string;
  /** The statement part that selects that stamp again (`sessionStampOf`), built once per read. */
  stampSql: RawBuilder<string | null>;
  expiresAt: string;
}

interface Entry extends RememberedSession {
  /** `expiresAt` in ms since the epoch: every call compares it, a date string would be built each time. */
  expiresMs: number;
}

/** Sessions are many (one per logged-in browser); the bound only guards against unbounded growth. */
const MAX_ENTRIES = 20_000;

/**
 * This instance's memory of sessions it has read, by token hash (the store of
 * remembered-session-plugin.ts, and of nothing else). Never trusted on its own: a
 * route uses an entry only if its handler reads the session's stamp again in the same statement
 * as its work, so a logout or revocation on any instance is seen by the very next call.
 */
export class RememberedSessions {
  private readonly entries = new Map<string, Entry>();

  /** The entry of a token hash, if it has not expired by this instance's clock. */
  get(tokenHash: string): RememberedSession | undefined {
    const e = this.entries.get(tokenHash);
    if (e && e.expiresMs <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  keep(tokenHash: string, entry: RememberedSession): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(tokenHash)) this.entries.clear();
    // An expiry that does not parse counts as already past: the session is read afresh.
    this.entries.set(tokenHash, { ...entry, expiresMs: Date.parse(entry.expiresAt) || 0 });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }
}
