/**
 * Cost-estimate parser benchmark (issue 49, docs/bidding.md "造价文件格式"): a 5,000-row 造价文件
 * (1 建设项目, 100 单项工程, 4,899 单位工程; bench/estimate-parse/generate.ts) parsed by
 * server/estimates' parseEstimate as .xml and as .xlsx, each beside its floor measured in the same
 * run: the bare library reading the same bytes with nothing done per element or row (saxes
 * tokenizing with empty handlers; exceljs loading the workbook without reading a cell).
 *
 *   npm run bench:estimate-parse
 *   BENCH_ESTIMATE_ROWS=20000 BENCH_ESTIMATE_ROUNDS=9 npm run bench:estimate-parse
 *
 * Each case runs in a child process of its own (N rounds after 2 warm-ups, not counted), so its peak
 * RSS (getrusage maxrss) is the case's: printed as the peak and as the growth over the child's RSS
 * once the modules are loaded and the file is read. Figures only, no timed assertion.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchFiles } from './generate';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_ESTIMATE_ROWS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ESTIMATE_ROUNDS ?? 7);
const WARMUP = 2;

const CASES = ['floor-xml', 'parse-xml', 'floor-xlsx', 'parse-xlsx'] as const;
type Case = (typeof CASES)[number];

interface Figures {
  median: number;
  min: number;
  max: number;
  rssBaseMB: number;
  rssPeakMB: number;
  rows: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** In the child: one case, its rounds, its figures as one JSON line on stdout. */
async function child(which: Case, file: string): Promise<void> {
  const bytes = fs.readFileSync(file);
  let once: () => Promise<number>;
  if (which === 'parse-xml' || which === 'parse-xlsx') {
    const { parseEstimate } = await import('../../server/estimates/index');
    once = async () => {
      const r = await parseEstimate(bytes, path.basename(file));
      if (!r.ok) throw new Error(r.message);
      return r.count;
    };
  } else if (which === 'floor-xml') {
    const { SaxesParser } = await import('saxes');
    once = async () => {
      let n = 0;
      const p = new SaxesParser();
      p.on('opentag', () => n++);
      p.write(bytes.toString('utf8')).close();
      return n;
    };
  } else {
    const { loadExcel } = await import('../../server/lazy-packages');
    const ExcelJS = await loadExcel();
    once = async () => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      return wb.worksheets[0]!.rowCount;
    };
  }
  const rssBase = process.memoryUsage().rss;
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const t = performance.now();
    rows = await once();
    if (i >= WARMUP) ms.push(performance.now() - t);
  }
  const figures: Figures = {
    median: median(ms),
    min: Math.min(...ms),
    max: Math.max(...ms),
    rssBaseMB: rssBase / 2 ** 20,
    rssPeakMB: process.resourceUsage().maxRSS / 1024,
    rows,
  };
  process.stdout.write(JSON.stringify(figures) + '\n');
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estimate-bench-'));
  try {
    const files = await writeBenchFiles(dir, ROWS);
    console.log(`estimate-parse: ${ROWS} rows; xml ${(fs.statSync(files.xml).size / 2 ** 20).toFixed(2)} MB, xlsx ${(fs.statSync(files.xlsx).size / 2 ** 20).toFixed(2)} MB; ${ROUNDS} rounds after ${WARMUP} warm-ups, each case in its own process; node ${process.version}, ${os.cpus().length} cores`);
    const results = {} as Record<Case, Figures>;
    for (const which of CASES) {
      const file = which.endsWith('xml') ? files.xml : files.xlsx;
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'run.ts'), '--child', which, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      if (run.status !== 0) throw new Error(`${which} failed (${run.status})`);
      results[which] = JSON.parse(run.stdout.trim().split('\n').pop()!) as Figures;
    }
    const line = (which: Case, floor?: Case) => {
      const r = results[which];
      const f = floor ? results[floor] : undefined;
      const ratio = (a: number, b: number) => ` (${(a / b).toFixed(2)}× floor)`;
      const growth = r.rssPeakMB - r.rssBaseMB;
      return `| ${which} | ${r.median.toFixed(1)}${f ? ratio(r.median, f.median) : ''} | ${r.min.toFixed(1)}–${r.max.toFixed(1)} | ${r.rssPeakMB.toFixed(1)} | ${growth.toFixed(1)}${f ? ratio(growth, f.rssPeakMB - f.rssBaseMB) : ''} |`;
    };
    console.log('| case | median ms | min–max ms | peak RSS MB | peak − base RSS MB |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(line('floor-xml'));
    console.log(line('parse-xml', 'floor-xml'));
    console.log(line('floor-xlsx'));
    console.log(line('parse-xlsx', 'floor-xlsx'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--child');
if (at >= 0) await child(process.argv[at + 1] as Case, process.argv[at + 2]!);
else await main();
