import fs from 'node:fs';

/** The figures of one page at one N. */
export interface Cell {
  /** 'floor', 'runtime', or an entry with a variant query ('runtime?contain=1') */
  page: string;
  n: number;
  firstRender: number;
  /** the first viewport is filled with inputs and painted (measure.ts) */
  firstScreen: number;
  /** -1: not every input was mounted without scrolling (the runtime's big forms) */
  allInputs: number;
  /** inputs in the DOM when the heap was taken (median of the loads) */
  settledInputs: number;
  keyP50: number;
  keyP95: number;
  heapMb: number;
  /** heap after scrolling to the end of the form, inputs settled, forced GC (median) */
  heapScrolledMb: number;
  /** inputs in the DOM then (median) */
  scrolledInputs: number;
  keys: number;
  jsGzipKb: number;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values: number[]): number => percentile(values, 50);

const FRAME_MS = 16.7;
const TARGETS = { keyP95: 1.2, firstRender: 1.5, heap: 2 } as const;

const f0 = (x: number) => x.toFixed(0);
const f1 = (x: number) => x.toFixed(1);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
/** A time that may be missing (-1): "–". */
const t0 = (x: number) => (x < 0 ? '–' : f0(x));

/** N at which PERFORMANCE.md sets the first-screen target. */
const SCREEN_TARGET_SIZES = [300, 1000];

/** The runtime's figures against the targets of PERFORMANCE.md, in words. */
function verdict(run: Cell, floor: Cell): string {
  const misses: string[] = [];
  const keyOk = run.keyP95 <= TARGETS.keyP95 * floor.keyP95 && (floor.keyP95 > FRAME_MS || run.keyP95 <= FRAME_MS);
  if (!keyOk) misses.push('key p95');
  if (SCREEN_TARGET_SIZES.includes(run.n) && run.firstScreen > TARGETS.firstRender * floor.firstRender) misses.push('first screen');
  if (run.heapMb > TARGETS.heap * floor.heapMb) misses.push('heap');
  if (run.heapScrolledMb > TARGETS.heap * floor.heapScrolledMb) misses.push('heap after scroll');
  return misses.length === 0 ? 'meets targets' : `misses: ${misses.join(', ')}`;
}

/** The markdown table (with ratios to the floor at the same N) and how it was measured. */
export function renderTable(cells: Cell[], how: { loads: number; keysPerField: number; chromium: string }): string {
  const lines = [
    '| page | N | first render ms | first screen ms | all inputs on screen ms | key→paint p50 ms | key→paint p95 ms | heap MB | inputs at heap | heap after full scroll MB | inputs then | initial JS gzip KB | first screen × floor | all inputs × floor | key p95 × floor | heap × floor | scrolled heap × floor | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const c of cells) {
    const floor = cells.find((x) => x.page === 'floor' && x.n === c.n);
    const isFloor = c.page === 'floor' || !floor;
    lines.push(
      [
        c.page === 'floor' ? 'floor: N antd `Input`s, local state' : c.page === 'runtime' ? 'runtime `DynamicForm`' : `runtime \`DynamicForm\` (${c.page.split('?')[1]})`,
        c.n,
        f0(c.firstRender),
        f0(c.firstScreen),
        t0(c.allInputs),
        f1(c.keyP50),
        f1(c.keyP95),
        f1(c.heapMb),
        f0(c.settledInputs),
        f1(c.heapScrolledMb),
        f0(c.scrolledInputs),
        f0(c.jsGzipKb),
        isFloor ? '1.00×' : ratio(c.firstScreen, floor.firstRender),
        isFloor ? '1.00×' : c.allInputs < 0 ? '–' : ratio(c.allInputs, floor.firstRender),
        isFloor ? '1.00×' : ratio(c.keyP95, floor.keyP95),
        isFloor ? '1.00×' : ratio(c.heapMb, floor.heapMb),
        isFloor ? '1.00×' : ratio(c.heapScrolledMb, floor.heapScrolledMb),
        isFloor ? '' : verdict(c, floor),
      ].join(' | ').replace(/^/, '| ').concat(' |'),
    );
  }
  const when = new Date().toISOString().slice(0, 10);
  return [
    `Measured ${when} by \`node --import tsx bench/form-render/run.ts\`: production builds, headless ${how.chromium},`,
    `1 warm-up + ${how.loads} loads per cell, each in a fresh browser; keystroke figures pool ${how.keysPerField} keys into the first,`,
    'middle and last text field of every load. "first screen" is the paint once the inputs in the DOM fill the',
    'first 1600×900 viewport; "first screen × floor" compares it with the floor\'s first render (target ≤ 1.5× at',
    'N = 300 and 1000); "all inputs × floor" is the same ratio for the paint with every input mounted (no target;',
    '"–": a form of more than 100 fields mounts the rest only as they near the viewport, so the keystroke driver',
    'scrolls down to a field first). Key p95 target ≤ 1.2× the floor (and within one 16.7 ms frame where the floor',
    'is); heap (after load: the first screen painted and the input count still for 1 s, forced GC; "inputs at heap"',
    'says how many were mounted then) target ≤ 2×; "heap after full scroll" is taken once the driver has typed and',
    'then scrolled to the end of the form a screen at a time and the input count has been still for 1 s (forced',
    'GC; "inputs then" says how many were mounted), target ≤ 2× too.',
    '',
    ...lines,
  ].join('\n');
}

const BEGIN = '<!-- bench/form-render: begin (generated by run.ts --write) -->';
const END = '<!-- bench/form-render: end -->';

/**
 * Writes `body` between the bench markers inside `heading` of a markdown file, so the prose around
 * the figures stays; creates the file or appends the section when absent. Other sections are
 * never touched.
 */
export function recordFigures(file: string, heading: string, body: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${BEGIN}\n${body}\n${END}`;
  const from = text.indexOf(BEGIN);
  const to = text.indexOf(END);
  if (from >= 0 && to > from) {
    fs.writeFileSync(file, text.slice(0, from) + block + text.slice(to + END.length));
  } else if (text.split('\n').some((l) => l.trim() === heading)) {
    const at = text.indexOf(heading) + heading.length;
    fs.writeFileSync(file, `${text.slice(0, at)}\n\n${block}\n${text.slice(at)}`);
  } else {
    fs.writeFileSync(file, `${text.replace(/\n*$/, '\n\n')}${heading}\n\n${block}\n`);
  }
}
