import pg from 'pg';

/**
 * A stand-in for PostgreSQL's autovacuum, for a database server that runs with `autovacuum = off`
 * (this machine's test PostgreSQL does; a production PostgreSQL has it on by default). Without it
 * the write mix leaves the records table unvacuumed and unanalysed for the rest of the run: the
 * list's count loses its index-only scan and the planner's row estimates go stale, which no
 * deployment with default settings would see (docs/performance/load.md, "autovacuum").
 *
 * Every `autovacuum_naptime` it applies autovacuum's own rules, with the server's own settings, to
 * the tables of one schema: VACUUM when the dead or inserted rows pass their threshold, ANALYZE
 * when the changed rows pass theirs; throttled as an autovacuum worker is
 * (`autovacuum_vacuum_cost_delay`, `autovacuum_vacuum_cost_limit` or else `vacuum_cost_limit`).
 */
export interface AutovacuumStandIn {
  /** Runs so far: "vacuum analyze records at 120 s (1.4 s)". */
  log: string[];
  stop(): Promise<void>;
}

interface Settings {
  naptimeS: number;
  vacuumThreshold: number;
  vacuumScale: number;
  insertThreshold: number;
  insertScale: number;
  analyzeThreshold: number;
  analyzeScale: number;
  costDelayMs: number;
  costLimit: number;
}

async function readSettings(client: pg.Client): Promise<Settings> {
  const { rows } = await client.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name like 'autovacuum%' or name = 'vacuum_cost_limit'`,
  );
  const s = new Map(rows.map((r) => [r.name, Number(r.setting)]));
  const costLimit = s.get('autovacuum_vacuum_cost_limit') ?? -1;
  return {
    naptimeS: s.get('autovacuum_naptime') ?? 60,
    vacuumThreshold: s.get('autovacuum_vacuum_threshold') ?? 50,
    vacuumScale: s.get('autovacuum_vacuum_scale_factor') ?? 0.2,
    insertThreshold: s.get('autovacuum_vacuum_insert_threshold') ?? 1000,
    insertScale: s.get('autovacuum_vacuum_insert_scale_factor') ?? 0.2,
    analyzeThreshold: s.get('autovacuum_analyze_threshold') ?? 50,
    analyzeScale: s.get('autovacuum_analyze_scale_factor') ?? 0.1,
    costDelayMs: s.get('autovacuum_vacuum_cost_delay') ?? 2,
    costLimit: costLimit > 0 ? costLimit : (s.get('vacuum_cost_limit') ?? 200),
  };
}

interface TableStats {
  table: string;
  reltuples: number;
  dead: number;
  inserted: number;
  modified: number;
}

/** What autovacuum would do to each table now: the statement, or nothing. */
export function autovacuumPlan(t: TableStats, s: Settings): string | undefined {
  const tuples = Math.max(0, t.reltuples);
  const vacuum = t.dead > s.vacuumThreshold + s.vacuumScale * tuples || t.inserted > s.insertThreshold + s.insertScale * tuples;
  const analyze = t.modified > s.analyzeThreshold + s.analyzeScale * tuples;
  if (vacuum && analyze) return `vacuum (analyze) "${t.table}"`;
  if (vacuum) return `vacuum "${t.table}"`;
  if (analyze) return `analyze "${t.table}"`;
  return undefined;
}

/**
 * Starts the stand-in on `schema` unless the server runs autovacuum itself. Its rounds fall at
 * `shiftS + k × naptime` seconds from now (k ≥ 1): the real launcher's rounds keep their own time,
 * so a run can place them elsewhere against the bench's phases.
 */
export async function startAutovacuumStandIn(url: string, schema: string, shiftS = 0): Promise<AutovacuumStandIn | undefined> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const on = (await client.query<{ setting: string }>(`select setting from pg_settings where name = 'autovacuum'`)).rows[0]?.setting === 'on';
  if (on) {
    // The real one runs: nothing to stand in for.
    await client.end();
    return undefined;
  }
  const s = await readSettings(client);
  await client.query(`set vacuum_cost_delay = '${s.costDelayMs}ms'`);
  await client.query(`set vacuum_cost_limit = ${s.costLimit}`);
  const started = Date.now();
  const log: string[] = [];
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    const { rows } = await client.query<{ table: string; reltuples: string; dead: string; inserted: string; modified: string }>(
      `select t.relname as table, c.reltuples, t.n_dead_tup as dead, t.n_ins_since_vacuum as inserted, t.n_mod_since_analyze as modified
         from pg_stat_user_tables t join pg_class c on c.oid = t.relid where t.schemaname = $1`,
      [schema],
    );
    for (const r of rows) {
      if (stopped) return;
      const stmt = autovacuumPlan({ table: r.table, reltuples: Number(r.reltuples), dead: Number(r.dead), inserted: Number(r.inserted), modified: Number(r.modified) }, s);
      if (!stmt) continue;
      const t = Date.now();
      await client.query(stmt);
      log.push(`${stmt} at ${((t - started) / 1000).toFixed(0)} s (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
  };
  const tick = () => {
    running = running.then(round).catch((err: unknown) => {
      log.push(`failed: ${String(err)}`);
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    timer = setInterval(tick, s.naptimeS * 1000);
  }, (shiftS + s.naptimeS) * 1000);

  return {
    log,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
      await client.end();
    },
  };
}
