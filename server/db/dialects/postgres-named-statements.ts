import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Distinct SQL texts given a name; past this, new texts run unnamed (the server's repeated queries are few and fixed). */
const NAMED_LIMIT = 500;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a table altered since). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * PostgreSQL parses and plans an unnamed statement again on every call. For the statements of a
 * read (the session, the node's stamps, the list and its count) parsing and planning cost about as
 * much as running them (docs/performance/load.md, 2026-11-29 late). A named statement (a text run
 * more than once) is parsed once per connection, and PostgreSQL's plan cache then reuses a generic
 * plan where that costs no more than planning each call. The same SQL text gets the same name on
 * every connection, so the driver's record of what a connection has prepared stays consistent.
 * Other errors of the class 0A000 also send their statement to the unnamed path; the retry then
 * fails alike and its caller sees the first error.
 */
export function withNamedStatements(pool: pg.Pool, limit = NAMED_LIMIT): PostgresPool {
  const names = new Map<string, string>();
  // A text gets its name the second time it runs: one-off statements (the migrations' DDL, a rare
  // filter shape) stay unnamed and keep neither a slot here nor a prepared copy on every connection.
  const seenOnce = new Set<string>();
  const nameOf = (sql: string): string | undefined => {
    const name = names.get(sql);
    if (name || names.size >= limit) return name;
    if (!seenOnce.has(sql)) {
      if (seenOnce.size >= limit * 4) seenOnce.clear();
      seenOnce.add(sql);
      return undefined;
    }
    seenOnce.delete(sql);
    const fresh = `ks${names.size + 1}`;
    names.set(sql, fresh);
    return fresh;
  };
  // Statements a connection must run unnamed from now on: its prepared copy outlived a schema change.
  const stale = new WeakMap<pg.PoolClient, Set<string>>();

  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable);
      const values = parameters ? [...parameters] : [];
      const name = nameOf(sqlOrCursor);
      if (!name || stale.get(client)?.has(name)) return client.query(sqlOrCursor, values);
      return client.query({ name, text: sqlOrCursor, values }).catch(async (err: { code?: string }) => {
        if (err.code !== RESULT_TYPE_CHANGED) throw err;
        if (!stale.has(client)) stale.set(client, new Set());
        stale.get(client)!.add(name);
        // Inside a transaction the error has aborted it and the retry cannot run: the caller sees the cause.
        return client.query(sqlOrCursor, values).catch(() => Promise.reject(err));
      });
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });

  // One wrapper per pooled connection, made at its first checkout: Kysely keeps its own connection
  // object per client it is given (a WeakMap by identity), so a wrapper made at every checkout cost
  // each query two objects, two closures and an entry in that map (docs/performance/list-api.md).
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrapped = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrappers.get(client);
    if (!w) wrappers.set(client, (w = wrap(client)));
    return w;
  };

  return {
    connect: async () => wrapped(await pool.connect()),
    end: () => pool.end(),
  };
}
