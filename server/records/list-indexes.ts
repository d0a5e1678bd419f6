import type { Kysely } from 'kysely';
import type { ListConfig } from '../../schemas';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { dataIndexName, dataIndexSql, isDataKey, recordIndexNames } from './sql-dialect';

/**
 * Filters that compare whole values (equals, any-of, date ranges) can use a B-tree on the value;
 * a text "contains" cannot, so it gets none. Common columns are indexed by migration 0003.
 */
const INDEXED_KINDS = new Set(['select', 'select-link', 'select-multiple', 'cascader', 'daterange']);
const COMMON = new Set(['status', 'enterpriseId', 'createdAt', 'created_at', 'updatedAt', 'updated_at']);

/** The data keys of a list config that deserve an expression index. */
export function indexedKeys(config: ListConfig): string[] {
  return config.search.displayList
    .filter((i) => INDEXED_KINDS.has(i.type) && !COMMON.has(i.code) && isDataKey(i.code))
    .map((i) => i.code)
    .sort();
}

interface State {
  known: Set<string>;
  /** Builds run one after another: two CREATE INDEX on one table would only wait on each other. */
  queue: Promise<void>;
}
/** Per database handle: tests run many databases in one process. */
const states = new WeakMap<object, State>();

async function build(db: Kysely<Database>, dialect: DialectName, keys: string[], known: Set<string>): Promise<void> {
  const existing = await recordIndexNames(db, dialect);
  for (const key of keys) {
    if (!known.has(key) && !existing.has(dataIndexName(key))) {
      try {
        await dataIndexSql(dialect, key).execute(db);
      } catch (err) {
        // Another instance built it at the same moment: fine. Anything else: try again next time.
        if (!/already exists|duplicate key/i.test(String(err))) continue;
      }
    }
    known.add(key);
  }
}

/**
 * Makes sure every value-compared search field of `config` has its expression index. Lists are
 * configured, not coded, so a migration cannot know their filter fields: the first list call of
 * a process that meets a config with a new field builds the index (one per key, node_id leading,
 * shared by every node filtering on that key); afterwards this costs nothing. The catalogue is
 * read first, because even `create index if not exists` locks the table on PostgreSQL.
 */
export async function ensureFilterIndexes(db: Kysely<Database>, dialect: DialectName, config: ListConfig): Promise<void> {
  let state = states.get(db);
  if (!state) {
    state = { known: new Set(), queue: Promise.resolve() };
    states.set(db, state);
  }
  const missing = indexedKeys(config).filter((k) => !state.known.has(k));
  if (missing.length === 0) return;
  const known = state.known;
  const run = state.queue.then(() => build(db, dialect, missing, known));
  state.queue = run.catch(() => undefined);
  await run;
}
