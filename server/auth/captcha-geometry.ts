import crypto from 'node:crypto';
import type { Contour, Point } from './captcha-glyphs';

/** A uniform number in [0, 1). */
export type Rand = () => number;

const POOL = 4096;
let pool = Buffer.alloc(0);
let used = 0;
/** Uniform numbers from node:crypto, 4 bytes each, from a refilled pool (a call per number is slow). */
export const cryptoRandom: Rand = () => {
  if (used + 4 > pool.length) {
    pool = crypto.randomBytes(POOL);
    used = 0;
  }
  const n = pool.readUInt32LE(used);
  used += 4;
  return n / 0x1_0000_0000;
};

export const between = (rand: Rand, lo: number, hi: number) => lo + (hi - lo) * rand();
export const intBetween = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

export function shuffle<T>(rand: Rand, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The part of a closed polygon on the side `a·x + b·y ≥ c` (Sutherland–Hodgman, one edge). */
function clipHalf(poly: Contour, a: number, b: number, c: number): Contour {
  const out: Contour = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i], q = poly[(i + 1) % poly.length];
    const dp = a * p[0] + b * p[1] - c, dq = a * q[0] + b * q[1] - c;
    if (dp >= 0) out.push(p);
    if (dp >= 0 !== dq >= 0) {
      const t = dp / (dp - dq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out.length >= 3 ? out : [];
}

/** A shape (outline and holes) cut along a random line near its centre: two pieces, each with its holes. */
export function cut(rand: Rand, shape: Contour[]): Contour[][] {
  const pts = shape.flat();
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length, cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  const angle = rand() * Math.PI, a = Math.cos(angle), b = Math.sin(angle);
  const c = a * (cx + between(rand, -3, 3)) + b * (cy + between(rand, -3, 3));
  return [
    shape.map((p) => clipHalf(p, a, b, c)).filter((p) => p.length > 0),
    shape.map((p) => clipHalf(p, -a, -b, -c)).filter((p) => p.length > 0),
  ].filter((piece) => piece.length > 0);
}

/** A polyline (open, or closed when `closed`) moved sideways by `d` along its normals. */
function offset(line: Point[], d: number, closed: boolean): Point[] {
  const n = line.length;
  return line.map((p, i) => {
    const a = closed ? line[(i - 1 + n) % n] : line[Math.max(0, i - 1)];
    const b = closed ? line[(i + 1) % n] : line[Math.min(n - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [p[0] - (d * (b[1] - a[1])) / len, p[1] + (d * (b[0] - a[0])) / len];
  });
}

/** A filled band of width `thickness` along an open polyline: a stroke drawn as a fill, like the glyphs. */
export function ribbon(line: Point[], thickness: number): Contour {
  return [...offset(line, thickness / 2, false), ...offset(line, -thickness / 2, false).reverse()];
}

/**
 * A shape's outline as a band of width `thickness` (an outlined letter): each contour moved out and
 * in by half of it, the inner one reversed, so the non-zero fill covers the band only.
 */
export function outlined(shape: Contour[], thickness: number): Contour[] {
  return shape.flatMap((c) => [offset(c, thickness / 2, true), offset(c, -thickness / 2, true).reverse()]);
}

/** `n + 1` points of a cubic Bézier curve. */
export function bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n, u = 1 - t;
    const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/**
 * A closed polyline as SVG path data: straight segments of equal length (0.9–1.8 units, chosen at
 * random) from a random point on it, so neither the number nor the kind of commands follows the
 * shape's own structure.
 */
export function resample(rand: Rand, poly: Contour): string {
  const ends: number[] = [];
  let total = 0;
  for (let i = 0; i < poly.length; i++) {
    const q = poly[(i + 1) % poly.length];
    total += Math.hypot(q[0] - poly[i][0], q[1] - poly[i][1]);
    ends.push(total);
  }
  const n = Math.max(3, Math.round(total / between(rand, 0.9, 1.8)));
  const start = rand() * total;
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const d = (start + (k * total) / n) % total;
    let lo = 0, hi = ends.length - 1; // the first segment ending at or after d
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] < d) lo = mid + 1;
      else hi = mid;
    }
    const p = poly[lo], q = poly[(lo + 1) % poly.length];
    const t = 1 - (ends[lo] - d) / (Math.hypot(q[0] - p[0], q[1] - p[1]) || 1);
    out.push(`${(p[0] + (q[0] - p[0]) * t).toFixed(1)} ${(p[1] + (q[1] - p[1]) * t).toFixed(1)}`);
  }
  return `M${out[0]}L${out.slice(1).join(' ')}Z`;
}
