import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { allServedRows, type ServedRow } from '../db/repos/catalogue';

/** The key of a call: its method and path (a HEAD asks what a GET answers). */
export const callKey = (method: string, path: string): string => `${method === 'HEAD' ? 'GET' : method} ${path}`;

/**
 * This instance's copy of every system's rows in force (catalogue_calls), by method + path: the
 * dispatcher finds a request's row here without a query. It is read whole at start and again
 * whenever a save is heard of (on this instance at once, on the others through the config bus);
 * reads may overlap, and only the newest started one is kept.
 */
export class ServedIndex {
  private rows = new Map<string, ServedRow>();
  private started = 0;
  private applied = 0;

  constructor(private readonly db: Kysely<Database>) {}

  find(method: string, path: string): ServedRow | undefined {
    return this.rows.get(callKey(method, path));
  }

  /** Every row in force, of every system. */
  all(): ServedRow[] {
    return [...this.rows.values()];
  }

  /** Reads every row again; an older read that finishes after a newer one is dropped. */
  async reload(): Promise<void> {
    const ticket = ++this.started;
    const rows = await allServedRows(this.db);
    if (ticket < this.applied) return;
    this.applied = ticket;
    this.rows = new Map(rows.map((r) => [callKey(r.call.method, r.call.path), r]));
  }
}
