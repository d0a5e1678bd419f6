import type { Kysely } from 'kysely';
import type { ListConfig } from '../../schemas';
import { filterTraits } from '../../schemas/filter-kinds';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { dropIndexSql, isDataKey, listIndexPlans, recordIndexNames, type IndexPlan } from './sql-dialect';

/**
 * Filters that compare whole values (every match of schemas/filter-kinds.ts but `contains`:
 * equals, any-of, path, days): a B-tree on the value serves them.
 */
const comparesValue = (kind: string): boolean => {
  const match = filterTraits(kind)?.match;
  return match !== undefined && match !== 'contains';
};
/** Common columns, indexed by migration 0003. */
const COMMON = new Set(['status', 'enterpriseId', 'createdAt', 'created_at', 'updatedAt', 'updated_at']);

/** The data keys a list config filters on: all of them, and those compared by value. */
export function filterKeys(config: ListConfig): { all: string[]; valueCompared: string[] } {
  const items = (config.search?.displayList ?? []).filter((i) => !COMMON.has(i.code) && isDataKey(i.code));
  const all = [...new Set([...items.map((i) => i.code), ...config.columns.filter((c) => c.isSearch).map((c) => c.bianma ?? c.code)])]
    .filter((k) => !COMMON.has(k) && isDataKey(k))
    .sort();
  return { all, valueCompared: items.filter((i) => comparesValue(i.type)).map((i) => i.code).sort() };
}

// A config object is never changed once read (a save makes a new one), so its plans are worked out
// once, not on every list call (~25 µs a call).
const planMemo = new WeakMap<ListConfig, Map<string, IndexPlan[]>>();

function plansOf(dialect: SqlDialect, nodeId: string, config: ListConfig): IndexPlan[] {
  let byNode = planMemo.get(config);
  if (!byNode) planMemo.set(config, (byNode = new Map()));
  const key = `${dialect.name}\u0000${nodeId}`;
  let plans = byNode.get(key);
  if (!plans) byNode.set(key, (plans = listIndexPlans(dialect, nodeId, filterKeys(config))));
  return plans;
}

interface State {
  known: Set<string>;
  /** Builds run one after another: two CREATE INDEX on one table would only wait on each other. */
  queue: Promise<void>;
}
/** Per database handle: tests run many databases in one process. */
const states = new WeakMap<object, State>();

async function build(db: Kysely<Database>, dialect: SqlDialect, nodeId: string, config: ListConfig, known: Set<string>): Promise<void> {
  const plans = listIndexPlans(dialect, nodeId, filterKeys(config));
  const existing = await recordIndexNames(db, dialect);
  for (const plan of plans) {
    if (!existing.has(plan.name)) {
      try {
        await plan.ddl.execute(db);
      } catch (err) {
        // Another instance built it at the same moment: fine. Anything else: try again next time.
        if (!/already exists|duplicate key/i.test(String(err))) continue;
      }
    }
    for (const stale of [...existing].filter((n) => plan.replaces?.(n))) {
      await dropIndexSql(stale).execute(db);
      // A config changed back later needs it again: it must be built again, not assumed.
      known.delete(stale);
    }
    known.add(plan.name);
  }
}

/**
 * Forgets which indexes exist, so the next call reads the catalogue again: another instance may
 * have dropped one this instance knew (its list config changed there), and naming a missing index
 * in INDEXED BY fails the query.
 */
export function forgetFilterIndexes(db: Kysely<Database>): void {
  states.get(db)?.known.clear();
}

/**
 * Makes sure the filter indexes of a list exist (plans in `listIndexPlans`) and names the covering
 * one, if the dialect has one, for the count to use. Lists are
 * configured, not coded, so a migration cannot know their filter fields: the first list call of
 * a process that meets a config with new fields builds them; afterwards this costs nothing. The
 * catalogue is read first, because even `create index if not exists` locks the table on
 * PostgreSQL, and builds are queued, never run side by side.
 */
export async function ensureFilterIndexes(db: Kysely<Database>, dialect: SqlDialect, nodeId: string, config: ListConfig): Promise<{ coveringIndex?: string }> {
  let state = states.get(db);
  if (!state) {
    state = { known: new Set(), queue: Promise.resolve() };
    states.set(db, state);
  }
  const known = state.known;
  const plans = plansOf(dialect, nodeId, config);
  if (!plans.every((p) => known.has(p.name))) {
    const run = state.queue.then(() => build(db, dialect, nodeId, config, known));
    state.queue = run.catch(() => undefined);
    await run;
  }
  // Only an index known to exist may be named in a query (SQLite refuses an unknown INDEXED BY).
  return { coveringIndex: plans.find((p) => p.covering && known.has(p.name))?.name };
}
