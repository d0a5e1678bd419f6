/**
 * A machine reader of SVG captchas, for server/auth/captcha-machine.test.ts only (issue 44 §3): the
 * strongest simple template matcher we could write, to show what the captcha withstands. It learns
 * from challenges with their answers, then reads fresh ones in one of two ways:
 * - `paths`: what read svg-captcha 50 of 50 — each filled `<path>` is one character, left to right;
 *   its outline, normalised to its bounding box, is rasterised on a 16 × 16 grid and given the
 *   character of the nearest learnt grid;
 * - `image`: for drawings whose elements are not characters — every filled path is rasterised into
 *   one bitmap at 2 cells per unit (svg-captcha's noise lines, strokes with `fill="none"`, are left
 *   out); a clean-up chosen on the training challenges closes gaps and outlines (0 or 3 cells) and
 *   strips strokes thinner than 0–3.5 units (a morphological opening); the ink's ends where only
 *   noise lines run are trimmed; the rest is cut into as many columns as the answer has
 *   characters, where the ink is thinnest near the even split, and each column, cropped to its
 *   ink, is matched as above.
 * `read` uses `paths` when the filled paths are as many as the characters, `image` otherwise.
 */

type Point = [number, number];

/** A `<path>`: whether it is filled, and its outline as closed polylines. */
export interface Element {
  filled: boolean;
  contours: Point[][];
}

/** A challenge as the reader sees it: its elements and the image size. */
export interface Drawing {
  elements: Element[];
  width: number;
  height: number;
}

const GRID = 16;
/** Bitmap cells per SVG unit. */
const SCALE = 2;

/** The `<path>` elements of an SVG (M, L, Q, C, Z in absolute coordinates; curves flattened). */
export function parseDrawing(svg: string): Drawing {
  const size = /<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  const elements: Element[] = [];
  for (const m of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const d = /\sd="([^"]*)"/.exec(m[1])?.[1] ?? '';
    const fill = /\sfill="([^"]*)"/.exec(m[1])?.[1];
    const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
    const contours: Point[][] = [];
    let current: Point[] = [];
    const end = () => {
      if (current.length > 1) contours.push(current);
      current = [];
    };
    let i = 0;
    let cmd = 'M';
    const num = () => Number(tokens[i++]);
    const last = (): Point => current[current.length - 1] ?? [0, 0];
    while (i < tokens.length) {
      if (/^[A-Z]$/i.test(tokens[i])) cmd = tokens[i++].toUpperCase();
      if (cmd === 'Z') end();
      else if (cmd === 'M') {
        end();
        current.push([num(), num()]);
        cmd = 'L';
      } else if (cmd === 'L') current.push([num(), num()]);
      else if (cmd === 'Q') {
        const [p, x1, y1, x, y] = [last(), num(), num(), num(), num()];
        for (let k = 1; k <= 6; k++) {
          const t = k / 6, u = 1 - t;
          current.push([u * u * p[0] + 2 * u * t * x1 + t * t * x, u * u * p[1] + 2 * u * t * y1 + t * t * y]);
        }
      } else if (cmd === 'C') {
        const [p, x1, y1, x2, y2, x, y] = [last(), num(), num(), num(), num(), num(), num()];
        for (let k = 1; k <= 8; k++) {
          const t = k / 8, u = 1 - t;
          const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t;
          current.push([a * p[0] + b * x1 + c * x2 + e * x, a * p[1] + b * y1 + c * y2 + e * y]);
        }
      } else i++;
    }
    end();
    elements.push({ filled: fill !== undefined && fill !== 'none', contours });
  }
  return { elements, width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) };
}

/** `w × h` cells of 0/1. */
interface Bitmap {
  w: number;
  h: number;
  cells: Uint8Array;
}

const bitmap = (w: number, h: number): Bitmap => ({ w, h, cells: new Uint8Array(w * h) });

/** Fills contours (non-zero rule, as SVG does) into `into`, whose cell (0, 0) starts at (x0, y0). */
function fill(into: Bitmap, contours: Point[][], x0 = 0, y0 = 0): void {
  // Each edge is listed under the rows whose centre line it crosses.
  const rows: [number, number][][] = Array.from({ length: into.h }, () => []);
  for (const c of contours)
    for (let i = 0; i < c.length; i++) {
      const p = c[i], q = c[(i + 1) % c.length];
      if (p[1] === q[1]) continue;
      const [lo, hi] = p[1] < q[1] ? [p[1], q[1]] : [q[1], p[1]];
      const first = Math.max(0, Math.ceil((lo - y0) * SCALE - 0.5)), last = Math.min(into.h - 1, Math.ceil((hi - y0) * SCALE - 0.5) - 1);
      for (let row = first; row <= last; row++) {
        const y = y0 + (row + 0.5) / SCALE;
        rows[row].push([p[0] + ((y - p[1]) / (q[1] - p[1])) * (q[0] - p[0]), p[1] < q[1] ? 1 : -1]);
      }
    }
  rows.forEach((crossings, row) => {
    crossings.sort((a, b) => a[0] - b[0]);
    let winding = 0;
    for (let k = 0; k < crossings.length - 1; k++) {
      winding += crossings[k][1];
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil((crossings[k][0] - x0) * SCALE - 0.5));
      const to = Math.min(into.w - 1, Math.floor((crossings[k + 1][0] - x0) * SCALE - 0.5));
      for (let col = from; col <= to; col++) into.cells[row * into.w + col] = 1;
    }
  });
}

/** The ink of columns [c0, c1), cropped to its extent and averaged onto a GRID × GRID grid. */
function feature(bm: Bitmap, c0 = 0, c1 = bm.w): Float32Array {
  const { w, h, cells } = bm;
  let top = h, bottom = -1, left = c1, right = c0 - 1;
  for (let r = 0; r < h; r++) {
    const row = r * w;
    for (let c = c0; c < c1; c++)
      if (cells[row + c]) {
        if (r < top) top = r;
        bottom = r;
        if (c < left) left = c;
        if (c > right) right = c;
      }
  }
  const f = new Float32Array(GRID * GRID);
  if (bottom < 0) return f;
  const counts = new Float32Array(GRID * GRID);
  const hh = bottom - top + 1, ww = right - left + 1;
  const gridCol = new Int32Array(ww);
  for (let c = 0; c < ww; c++) gridCol[c] = Math.floor((c * GRID) / ww);
  for (let r = top; r <= bottom; r++) {
    const base = Math.floor(((r - top) * GRID) / hh) * GRID, row = r * w + left;
    for (let c = 0; c < ww; c++) {
      const k = base + gridCol[c];
      counts[k]++;
      f[k] += cells[row + c];
    }
  }
  for (let k = 0; k < f.length; k++) f[k] = counts[k] ? f[k] / counts[k] : 0;
  return f;
}

const filledPaths = (d: Drawing) => d.elements.filter((e) => e.filled && e.contours.length > 0);

/** One feature per filled path, left to right (svg-captcha draws one path per character); none unless there are `n`. */
function pathFeatures(d: Drawing, n: number): Float32Array[] {
  const filled = filledPaths(d);
  if (filled.length !== n) return [];
  return filled
    .map((e) => {
      const xs = e.contours.flat().map((p) => p[0]), ys = e.contours.flat().map((p) => p[1]);
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const bm = bitmap(Math.ceil((x1 - x0) * SCALE) + 1, Math.ceil((y1 - y0) * SCALE) + 1);
      fill(bm, e.contours, x0, y0);
      return { x: (x0 + x1) / 2, f: feature(bm) };
    })
    .sort((a, b) => a.x - b.x)
    .map((e) => e.f);
}

/** Erosion (`all`) or dilation by a square of radius r: a row pass and a column pass of running counts. */
function morph(src: Bitmap, r: number, all: boolean): Bitmap {
  const { w, h } = src;
  const pass = (cells: Uint8Array, lines: number, len: number, lineStep: number, step: number) => {
    const out = new Uint8Array(cells.length);
    const full = 2 * r + 1;
    for (let line = 0; line < lines; line++) {
      const base = line * lineStep;
      // hits in the window [i - r, i + r]; outside the image counts as background.
      let hits = 0;
      for (let k = 0; k <= Math.min(r, len - 1); k++) hits += cells[base + k * step];
      for (let i = 0; i < len; i++) {
        out[base + i * step] = all ? (hits === full ? 1 : 0) : hits > 0 ? 1 : 0;
        if (i + r + 1 < len) hits += cells[base + (i + r + 1) * step];
        if (i >= r) hits -= cells[base + (i - r) * step];
      }
    }
    return out;
  };
  return { w, h, cells: pass(pass(src.cells, h, w, w, 1), w, h, 1, w) };
}

/** A clean-up of the ink: closing by `close` cells (fills gaps and outlines), then opening by `open` (strips thin strokes). */
interface Op {
  close: number;
  open: number;
}
const OPS: Op[] = [0, 1, 2, 3].flatMap((open) => [0, 3].map((close) => ({ close, open })));
/** Columns whose ink is at most this share of the fullest column's are left out at both ends (noise lines reach the edges). */
const TRIMS = [0, 0.3];

/** The whole image's filled ink after `op` (cached per drawing). */
function ink(d: Drawing, op: Op, cache: Map<string, Bitmap>): Bitmap {
  const key = `${op.close}/${op.open}`;
  const known = cache.get(key);
  if (known) return known;
  let bm: Bitmap;
  if (op.close === 0 && op.open === 0) {
    bm = bitmap(d.width * SCALE, d.height * SCALE);
    for (const e of d.elements) if (e.filled) fill(bm, e.contours);
  } else if (op.open > 0) bm = morph(morph(ink(d, { close: op.close, open: 0 }, cache), op.open, true), op.open, false);
  else bm = morph(morph(ink(d, { close: 0, open: 0 }, cache), op.close, false), op.close, true);
  cache.set(key, bm);
  return bm;
}

/** `n` features, one per column of the ink, cut where it is thinnest near the even split. */
function columnFeatures(bm: Bitmap, n: number, trim: number): Float32Array[] {
  const profile = new Float32Array(bm.w);
  for (let r = 0; r < bm.h; r++) for (let c = 0; c < bm.w; c++) profile[c] += bm.cells[r * bm.w + c];
  const floor = trim * Math.max(...profile);
  let left = 0, right = bm.w - 1;
  while (left < right && profile[left] <= floor) left++;
  while (right > left && profile[right] <= floor) right--;
  const span = (right - left + 1) / n;
  const cuts = [left];
  for (let k = 1; k < n; k++) {
    const centre = Math.round(left + k * span), reach = Math.round(span * 0.3);
    let best = centre;
    for (let c = centre - reach; c <= centre + reach; c++) if (profile[c] < profile[best]) best = c;
    cuts.push(best);
  }
  cuts.push(right + 1);
  return cuts.slice(0, n).map((c0, k) => feature(bm, c0, cuts[k + 1]));
}

interface Template {
  ch: string;
  f: Float32Array;
}

/** The character of the template nearest to `f` (squared distance over the grid). */
function nearest(templates: Template[], f: Float32Array): string {
  let best = '?', bestD = Infinity;
  for (const t of templates) {
    let d = 0;
    for (let k = 0; k < f.length && d < bestD; k++) d += (f[k] - t.f[k]) ** 2;
    if (d < bestD) [best, bestD] = [t.ch, d];
  }
  return best;
}

const learn = (samples: { fs: Float32Array[]; text: string }[]): Template[] =>
  samples.flatMap(({ fs, text }) => (fs.length === text.length ? fs.map((f, i) => ({ ch: text[i], f })) : []));

/** A challenge drawn and parsed, with its answer (the answer is only used to learn). */
export interface Sample {
  drawing: Drawing;
  text: string;
}

/** What a reader makes of a drawing: its guess (null: it could not cut it into n characters) and how it read. */
export interface Reading {
  guess: string | null;
  way: 'paths' | 'image';
}

/**
 * The reader trained on `training`. The `image` way is learnt on first use (reading svg-captcha's
 * drawings never needs it): the clean-up and trim that read most characters of the last third of
 * the training set, learnt on the rest, then the templates of the whole set.
 */
export function trainReader(training: Sample[]) {
  const caches = new Map<Drawing, Map<string, Bitmap>>();
  const cacheOf = (d: Drawing) => caches.get(d) ?? caches.set(d, new Map()).get(d)!;
  const columns = (d: Drawing, n: number, op: Op, trim: number) => columnFeatures(ink(d, op, cacheOf(d)), n, trim);
  const paths = learn(training.map((s) => ({ fs: pathFeatures(s.drawing, s.text.length), text: s.text })));
  let image: { op: Op; trim: number; templates: Template[] } | null = null;
  const learnImage = () => {
    const split = Math.round(training.length * (2 / 3));
    let best = { op: OPS[0], trim: TRIMS[0], score: -1 };
    for (const op of OPS)
      for (const trim of TRIMS) {
        const templates = learn(training.slice(0, split).map((s) => ({ fs: columns(s.drawing, s.text.length, op, trim), text: s.text })));
        const score = training.slice(split).reduce((n, s) => {
          const fs = columns(s.drawing, s.text.length, op, trim);
          return n + [...s.text].filter((ch, i) => nearest(templates, fs[i]) === ch).length;
        }, 0);
        if (score > best.score) best = { op, trim, score };
      }
    const { op, trim } = best;
    const templates = learn(training.map((s) => ({ fs: columns(s.drawing, s.text.length, op, trim), text: s.text })));
    caches.clear();
    return { op, trim, templates };
  };
  const guess = (fs: Float32Array[], templates: Template[], n: number) =>
    fs.length === n && templates.length > 0 ? fs.map((f) => nearest(templates, f)).join('') : null;
  return {
    /** The clean-up and trim the `image` way uses (learnt now if not yet). */
    chosen() {
      image ??= learnImage();
      return { ...image.op, trim: image.trim };
    },
    /** Read by the `image` way only. */
    readImage(d: Drawing, n: number): string | null {
      image ??= learnImage();
      const fs = columns(d, n, image.op, image.trim);
      caches.delete(d);
      return guess(fs, image.templates, n);
    },
    /** Read by the `paths` way when the filled paths are as many as the characters, by the `image` way otherwise. */
    read(d: Drawing, n: number): Reading {
      return filledPaths(d).length === n ? { guess: guess(pathFeatures(d, n), paths, n), way: 'paths' } : { guess: this.readImage(d, n), way: 'image' };
    },
  };
}
