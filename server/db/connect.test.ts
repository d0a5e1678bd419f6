import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './connect';

describe('SQLite statement cache', () => {
  it('reuses the prepared statement of the same SQL text, and a streamed read still gets its own', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run();
    const insert = db.prepare('insert into t values (?)');
    for (let n = 1; n <= 3; n++) db.prepare('insert into t values (?)').run(n);
    expect(db.prepare('insert into t values (?)')).toBe(insert);

    const read = 'select n from t order by n';
    const rows = db.prepare(read).iterate() as IterableIterator<{ n: number }>;
    expect(rows.next().value).toEqual({ n: 1 });
    // The first statement is busy iterating: a second reader must not reuse (and break) it.
    const again = db.prepare(read);
    expect(again.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows].map((r) => r.n)).toEqual([2, 3]);
    db.close();
  });
});
