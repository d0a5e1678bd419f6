/**
 * Material prices at 100 000 rows a period (issue 50 acceptance 2): the public browse calls of
 * 材料价格 through the real server (a child process, keep-alive on loopback) against the same
 * statements through the raw driver (better-sqlite3 / pg, named statements as the server sends
 * them on PostgreSQL), measured in alternating batches as bench/list-api/run.ts does.
 *
 *   npm run bench:price-list                       (SQLite, temporary folder)
 *   DATABASE_URL=postgres://… npm run bench:price-list
 *
 * Knobs: BENCH_PRICE_ROWS (100000), BENCH_RUNS (3), and run.ts's BENCH_LATENCY_RUNS, BENCH_THROUGHPUT_RUNS,
 * BENCH_CONCURRENCY, BENCH_ROUNDS, BENCH_WARMUP. Target (docs/prices-and-tasks.md): server p95 ≤ 50 ms
 * and server throughput ≥ 85 % of the raw driver's, both databases, in the same run. The last columns
 * measure the server's own floor in the same batches: a public call that reads nothing
 * (`GET /ks/portal/v1/home/platform`). These statements take 0.1–0.3 ms through the raw driver,
 * less than one HTTP round trip, so the ratio to the raw driver says more about HTTP than about the
 * queries; the ratio to the empty call says how much the price statements add.
 */
import os from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { CompiledQuery } from 'kysely';
import { insertRows } from '../../server/prices/service';
import type { ParsedPrice } from '../../server/prices/workbook';
import { Client, measureAll, optionsFromEnv } from './measure';
import { runMain, withBenchDatabase, withServer } from './scenarios';
import type { BenchDatabase } from './seed';

const ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const OPTIONS = optionsFromEnv();
const PERIOD = '2026-12';
const CITIES = ['南京市', '苏州市', '无锡市', '常州市', '南通市', '扬州市', '镇江市', '泰州市', '徐州市', '盐城市', '淮安市', '宿迁市', '连云港市'];
const CLASSES = [
  ['黑色及有色金属', ['钢筋', '型钢', '钢管', '铝材']],
  ['水泥、砖瓦灰砂石', ['水泥', '砂', '碎石', '砖']],
  ['混凝土及制品', ['商品混凝土', '预制构件']],
  ['木材及竹材', ['板材', '方材']],
  ['管材及管件', ['PVC管', 'PE管', '镀锌管']],
] as const;

/** `count` rows spread over 13 cities × 6 counties and 5 classifications, in workbook order. */
function priceRows(count: number): ParsedPrice[] {
  return Array.from({ length: count }, (_, i) => {
    const [classification, groups] = CLASSES[i % CLASSES.length];
    const group = groups[Math.floor(i / CLASSES.length) % groups.length];
    return {
      seq: i + 1,
      city: CITIES[i % CITIES.length],
      county: `${['玄武', '秦淮', '建邺', '鼓楼', '浦口', '栖霞'][Math.floor(i / CITIES.length) % 6]}区`,
      classification,
      group,
      code: `M${String(i).padStart(6, '0')}`,
      name: `${group}${i % 97}`,
      spec: `规格${i % 13}`,
      unit: i % 2 ? '吨' : '立方米',
      priceFen: 100_00 + ((i * 7919) % 900_000),
    };
  });
}

async function seedPrices(bench: BenchDatabase): Promise<number> {
  const { db } = bench.db;
  const started = performance.now();
  const at = new Date().toISOString();
  await db.insertInto('price_periods').values({ period: PERIOD, status: 'published', row_count: ROWS, imported_by: 'bench', imported_at: at, published_by: 'bench', published_at: at }).execute();
  const rows = priceRows(ROWS);
  for (let t = 0; t < rows.length; t += 10_000) {
    await db.transaction().execute((tx) => insertRows(tx, PERIOD, rows.slice(t, t + 10_000)));
  }
  if (bench.pgUrl) await sqlOf(bench, 'vacuum (analyze) material_prices');
  else await sqlOf(bench, 'analyze');
  return performance.now() - started;
}

async function sqlOf(bench: BenchDatabase, text: string): Promise<void> {
  if (bench.sqliteFile) {
    const raw = new SQLite(bench.sqliteFile);
    raw.exec(text);
    raw.close();
    return;
  }
  const c = new pg.Client({ connectionString: bench.pgUrl, options: `-c search_path=${bench.pgSchema}` });
  await c.connect();
  await c.query(text);
  await c.end();
}

interface PriceScenario {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** The statements the server runs for the call, in order (built with the same clauses as server/prices/service.ts). */
  statements: (bench: BenchDatabase) => CompiledQuery[];
}

const period = (b: BenchDatabase) => b.db.db.selectFrom('price_periods').select('period').where('period', '=', PERIOD).where('status', '=', 'published').compile();
const prices = (b: BenchDatabase, f: { city?: string; county?: string; group?: string }) => {
  let q = b.db.db.selectFrom('material_prices').where('period', '=', PERIOD);
  if (f.city) q = q.where('city', '=', f.city);
  if (f.county) q = q.where('county', '=', f.county);
  if (f.group) q = q.where('material_group', '=', f.group);
  return q;
};
const page = (b: BenchDatabase, f: { city?: string; county?: string; group?: string }, curPage: number) => [
  period(b),
  prices(b, f).select((eb) => eb.fn.countAll<number>().as('n')).compile(),
  prices(b, f).selectAll().orderBy('seq').limit(10).offset((curPage - 1) * 10).compile(),
];

const SCENARIOS: PriceScenario[] = [
  {
    name: 'info-list: one city, page 1',
    path: '/ks/material/price/material/info-list',
    body: { period: PERIOD, city: '苏州市', curPage: 1, pageSize: 10 },
    statements: (b) => page(b, { city: '苏州市' }, 1),
  },
  {
    name: 'info-list: city, county and group, page 3',
    path: '/ks/material/price/material/info-list',
    body: { period: PERIOD, city: '南京市', county: '玄武区', group: '钢筋', curPage: 3, pageSize: 10 },
    statements: (b) => page(b, { city: '南京市', county: '玄武区', group: '钢筋' }, 3),
  },
  {
    name: 'county-list of a city',
    path: '/ks/material/price/material/counties',
    body: { period: PERIOD, city: '无锡市' },
    statements: (b) => [period(b), prices(b, { city: '无锡市' }).select('county').distinct().orderBy('county').limit(500).compile()],
  },
];

/** The statements run one after the other through the raw driver, as one call of the server does. */
async function rawRunner(bench: BenchDatabase, qs: CompiledQuery[]): Promise<{ run: () => Promise<unknown>; close: () => Promise<void> }> {
  if (bench.sqliteFile) {
    const raw = new SQLite(bench.sqliteFile, { readonly: true });
    const prepared = qs.map((q) => raw.prepare(q.sql));
    return {
      run: async () => prepared.map((p, i) => p.all(...(qs[i].parameters as unknown[]))),
      close: async () => void raw.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: bench.pgUrl, max: 10, options: `-c search_path=${bench.pgSchema}` });
  return {
    // As the server (server/prices/service.ts inPeriod): the named period's check and its reads together.
    run: async () => Promise.all(qs.map((q, i) => pool.query({ name: `raw_${i}_${q.sql.length}`, text: q.sql, values: q.parameters as unknown[] }))),
    close: () => pool.end(),
  };
}

const f1 = (n: number) => n.toFixed(1);

runMain(() =>
  withBenchDatabase(0, async (bench) => {
    const label = bench.sqliteFile ? 'SQLite' : 'PostgreSQL';
    const seededMs = await seedPrices(bench);
    console.log(`${label}: seeded ${ROWS} price rows in one published period in ${(seededMs / 1000).toFixed(1)} s; ${RUNS} run(s), each against a server started afresh`);
    const lines: string[] = [];
    const summary = new Map<string, string[]>();
    for (let run = 1; run <= RUNS; run++) {
      await withServer(bench, async (_server, port) => {
        const client = new Client(port);
        try {
          for (const sc of SCENARIOS) {
            const first = (await client.request('POST', sc.path, sc.body)).json as { code: number; message: string; data: unknown };
            if (first.code !== 200) throw new Error(`${sc.name}: ${first.message}`);
            const call = async () => {
              const r = await client.requestText('POST', sc.path, sc.body);
              if (r.status !== 200 || !r.text.startsWith('{"code":200,')) throw new Error(r.text.slice(0, 200));
            };
            const raw = await rawRunner(bench, sc.statements(bench));
            try {
              // The server's own floor: a public call that reads nothing (the platform's name, cached).
              const floor = async () => {
                const r = await client.requestText('GET', '/ks/portal/v1/home/platform');
                if (r.status !== 200) throw new Error(r.text.slice(0, 200));
              };
              const [server, driver, bare] = await measureAll([call, raw.run, floor], OPTIONS);
              const ofFloor = (100 * server.perSecond) / bare.perSecond;
              const ratio = (100 * server.perSecond) / driver.perSecond;
              const met = server.p95 <= 50 && ratio >= 85;
              const total = (first.data as { total?: number }).total;
              lines.push(`| ${label} | ${run} | ${sc.name}${total === undefined ? '' : ` (${total} match)`} | ${f1(server.p50)} | ${f1(server.p95)} | ${f1(server.perSecond)} | ${f1(driver.p50)} | ${f1(driver.p95)} | ${f1(driver.perSecond)} | ${ratio.toFixed(1)} % | ${met ? 'met' : 'MISSED'} | ${f1(bare.perSecond)} | ${ofFloor.toFixed(1)} % |`);
              summary.set(sc.name, [...(summary.get(sc.name) ?? []), `${ratio.toFixed(1)} % of raw, ${ofFloor.toFixed(1)} % of the empty call (p95 ${f1(server.p95)} ms${met ? '' : ', MISSED'})`]);
              console.log(`run ${run}: ${sc.name}: server / raw ${ratio.toFixed(1)} %, server p95 ${f1(server.p95)} ms`);
            } finally {
              await raw.close();
            }
          }
        } finally {
          client.close();
        }
      });
    }
    console.log(`\nlatency: ${OPTIONS.latencyRuns} calls one at a time; throughput: ${OPTIONS.throughputRuns} calls, ${OPTIONS.concurrency} in flight; ${OPTIONS.rounds} alternating batches; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores\n`);
    console.log('| database | run | call | server p50 ms | server p95 ms | server calls/s | raw p50 ms | raw p95 ms | raw calls/s | server / raw | target | empty public call calls/s | server / empty call |');
    console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const l of lines) console.log(l);
    console.log('');
    for (const [name, by] of summary) console.log(`${label} ${name}: by run ${by.join(', ')}`);
  }),
);
