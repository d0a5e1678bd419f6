import { svgCaptchaPackage } from '../lazy-packages';

/** A point of the drawing, in SVG units. */
export type Point = [number, number];
/** A closed polyline (its last point joins its first). */
export type Contour = Point[];

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
/** The part of opentype.js's Font that svg-captcha loads (its `options.font`, missing from its types). */
interface Font {
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: PathCommand[] } };
}

/** Curves as short lines (6 per quadratic, 8 per cubic segment of the font's outline). */
function flatten(commands: PathCommand[]): Contour[] {
  const contours: Contour[] = [];
  let current: Contour = [];
  const push = (p: Point) => {
    const last = current[current.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > 1e-6) current.push(p);
  };
  const close = () => {
    if (current.length >= 3) contours.push(current);
    current = [];
  };
  for (const c of commands) {
    const last = current[current.length - 1] ?? [0, 0];
    if (c.type === 'M') {
      close();
      push([c.x!, c.y!]);
    } else if (c.type === 'L') push([c.x!, c.y!]);
    else if (c.type === 'Q')
      for (let i = 1; i <= 6; i++) {
        const t = i / 6, u = 1 - t;
        push([u * u * last[0] + 2 * u * t * c.x1! + t * t * c.x!, u * u * last[1] + 2 * u * t * c.y1! + t * t * c.y!]);
      }
    else if (c.type === 'C')
      for (let i = 1; i <= 8; i++) {
        const t = i / 8, u = 1 - t;
        const a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t;
        push([a * last[0] + b * c.x1! + d * c.x2! + e * c.x!, a * last[1] + b * c.y1! + d * c.y2! + e * c.y!]);
      }
    else close();
  }
  close();
  return contours;
}

/** Adds points so that no segment of a closed polyline is longer than `step`. */
export function densify(contour: Contour, step: number): Contour {
  const out: Contour = [];
  for (let i = 0; i < contour.length; i++) {
    const [x0, y0] = contour[i];
    const [x1, y1] = contour[(i + 1) % contour.length];
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 0; k < n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  }
  return out;
}

/** Twice the signed area: its sign is the contour's winding. */
const area2 = (c: Contour) => c.reduce((sum, p, i) => sum + p[0] * c[(i + 1) % c.length][1] - c[(i + 1) % c.length][0] * p[1], 0);

/**
 * The font (Comismsh) draws hollow letters with a shadow: a silhouette (letter and shadow), the
 * letter's face cut out of it (opposite winding) and, for A, P, R, the counter's rim (the
 * silhouette's winding) around a small hole. Hollow letters are hard to read once distorted: keep
 * the silhouette and turn each rim into the hole, so every letter is solid with a proper counter.
 */
function solid(contours: Contour[]): Contour[] {
  const areas = contours.map(area2);
  const outer = areas.reduce((best, a, i) => (Math.abs(a) > Math.abs(areas[best]) ? i : best), 0);
  const sign = Math.sign(areas[outer]);
  return contours.flatMap((c, i) => (i === outer ? [c] : Math.sign(areas[i]) === sign ? [[...c].reverse()] : []));
}

const glyphs = new Map<string, Contour[]>();

/**
 * The solid outline (outline and holes) of a character of svg-captcha's font, 1 high, centred on
 * (0, 0), y downwards, with points at most 1/40 apart (so a warp bends straight edges too).
 */
export function glyphOf(ch: string): Contour[] {
  const known = glyphs.get(ch);
  if (known) return known;
  const font = (svgCaptchaPackage() as unknown as { options: { font: Font } }).options.font;
  const raw = solid(flatten(font.charToGlyph(ch).getPath(0, 0, 1).commands));
  const xs = raw.flat().map((p) => p[0]), ys = raw.flat().map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const h = y1 - y0;
  const glyph = raw.map((c) => densify(c.map(([x, y]): Point => [(x - (x0 + x1) / 2) / h, (y - (y0 + y1) / 2) / h]), 1 / 40));
  glyphs.set(ch, glyph);
  return glyph;
}
