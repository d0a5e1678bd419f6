import { densify, glyphOf, type Contour, type Point } from './captcha-glyphs';
import { between, bezier, cryptoRandom, cut, intBetween, outlined, resample, ribbon, shuffle, type Rand } from './captcha-geometry';

/**
 * Draws a captcha that a template matcher cannot read (issue 44 §3, docs/security-accounts.md "Captcha").
 * svg-captcha put every character's glyph path, unchanged but for ±0.1 px, at a fixed place: a
 * matcher comparing paths with learnt ones read all of them. Here only the glyph outlines come from
 * svg-captcha's font; every challenge is drawn anew:
 * - per character a random size (0.8–1.2), width (0.75–1.3), shear and rotation (±30°), drawn solid
 *   or as an outline (so a reader must learn two looks, and no single clean-up of the image keeps
 *   both), touching or overlapping its neighbours, at a random height;
 * - one random smooth warp (sine waves of random phase, period and amplitude) moves every point of
 *   the image, so no two drawings of a character have the same shape;
 * - noise filled like the characters: a thick and a thin ribbon across them, blots of about a
 *   stroke's width, sometimes an arc;
 * - shapes cut along random lines, the pieces shuffled and grouped at random into `<path>`
 *   elements (one element may hold parts of several characters and noise), of one ink;
 * - every outline resampled as straight segments from a random start with a random step, so the
 *   number and kind of path commands say nothing about the character.
 * All randomness comes from `rand` (node:crypto unless given, e.g. a seeded source to reproduce a drawing).
 */

/** The image size (the login page and the SMS forms show it at this size). */
export const CAPTCHA_SIZE = { width: 150, height: 50 };

/** The characters of `text`, transformed and placed: one shape (outlines and holes) each. */
function placeCharacters(rand: Rand, text: string, width: number, height: number): Contour[][] {
  const shapes = [...text].map((ch) => {
    const size = height * 0.55 * between(rand, 0.8, 1.2);
    const sx = size * between(rand, 0.75, 1.3), sy = size;
    const shear = between(rand, -0.2, 0.2);
    const angle = (between(rand, -30, 30) * Math.PI) / 180, cos = Math.cos(angle), sin = Math.sin(angle);
    const solid = glyphOf(ch).map((c) =>
      c.map(([x, y]): Point => {
        const u = x * sx + shear * y * sy, v = y * sy;
        return [u * cos - v * sin, u * sin + v * cos];
      }),
    );
    const contours = rand() < 0.5 ? solid : outlined(solid, between(rand, 1.6, 2.2));
    const xs = contours.flat().map((p) => p[0]), ys = contours.flat().map((p) => p[1]);
    return { contours, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  });
  // Each character starts at or inside its left neighbour's right edge (up to 12 % of the narrower one).
  const xs: number[] = [];
  let cursor = 0;
  shapes.forEach((s, i) => {
    if (i > 0) {
      const prev = shapes[i - 1];
      cursor += prev.right - s.left - Math.min(prev.right - prev.left, s.right - s.left) * between(rand, 0, 0.12);
    }
    xs.push(cursor);
  });
  const span = xs[xs.length - 1] + shapes[shapes.length - 1].right - shapes[0].left;
  const offset = 4 + Math.max(0, width - 8 - span) * rand() - shapes[0].left;
  return shapes.map((s, i) => {
    const y = 2 + Math.max(0, height - 4 - (s.bottom - s.top)) * between(rand, 0.25, 0.75) - s.top;
    return s.contours.map((c) => c.map(([x, yy]): Point => [x + xs[i] + offset, yy + y]));
  });
}

/**
 * Noise, each piece a filled shape like the glyphs: a ribbon as thick as a thin stroke and a thin
 * one across the image (a reader that strips thin lines keeps the thick one), blots of about a
 * stroke's width anywhere (they survive such stripping and spoil a crop to the ink), and at most one
 * arc like a piece of a letter.
 */
function noise(rand: Rand, width: number, height: number): Contour[][] {
  const shapes: Contour[][] = [];
  for (const thickness of [between(rand, 2, 2.8), between(rand, 1, 1.4)]) {
    const y = () => between(rand, height * 0.2, height * 0.8);
    const line = bezier([-2, y()], [between(rand, 0.15, 0.45) * width, y()], [between(rand, 0.55, 0.85) * width, y()], [width + 2, y()], 60);
    shapes.push([ribbon(line, thickness)]);
  }
  const blots = intBetween(rand, 8, 14);
  for (let i = 0; i < blots; i++) {
    const x = between(rand, 3, width - 3), y = between(rand, 3, height - 3), r = between(rand, 1.75, 3);
    const blot: Point[] = [];
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * 2 * Math.PI, rr = r * between(rand, 0.75, 1.25);
      blot.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
    }
    shapes.push([blot]);
  }
  if (rand() < 0.5) {
    const x = between(rand, 10, width - 10), y = between(rand, 8, height - 8);
    const r = between(rand, 4, 8), from = rand() * 2 * Math.PI, sweep = between(rand, 0.8, 2.2);
    const arc: Point[] = [];
    for (let k = 0; k <= 16; k++) arc.push([x + r * Math.cos(from + (sweep * k) / 16), y + r * Math.sin(from + (sweep * k) / 16)]);
    shapes.push([ribbon(arc, between(rand, 1.8, 2.6))]);
  }
  return shapes;
}

/** One smooth random displacement of the plane, applied to every point of the image. */
function warp(rand: Rand): (p: Point) => Point {
  const ax = between(rand, 1, 2), ay = between(rand, 1.5, 3), ay2 = between(rand, 0.5, 1.2);
  const lx = between(rand, 25, 40), ly = between(rand, 50, 100), ly2 = between(rand, 20, 35);
  const px = rand() * 2 * Math.PI, py = rand() * 2 * Math.PI, py2 = rand() * 2 * Math.PI;
  return ([x, y]) => [
    x + ax * Math.sin((2 * Math.PI * y) / lx + px),
    y + ay * Math.sin((2 * Math.PI * x) / ly + py) + ay2 * Math.sin((2 * Math.PI * x) / ly2 + py2),
  ];
}

const hex = (n: number) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');

/** The SVG of `text`: filled paths only (no `<text>`, no script), drawn afresh with `rand`. */
export function drawCaptcha(text: string, rand: Rand = cryptoRandom): string {
  const { width, height } = CAPTCHA_SIZE;
  const move = warp(rand);
  const shapes = [...placeCharacters(rand, text, width, height), ...noise(rand, width, height)].map((s) =>
    s.map((c) => densify(c, 1).map(move)),
  );
  const pieces = shuffle(
    rand,
    shapes.flatMap((s) => (rand() < 0.6 ? cut(rand, s) : [s])),
  );
  const ink = [between(rand, 20, 90), between(rand, 20, 90), between(rand, 40, 110)];
  const elements: string[] = [];
  for (let i = 0; i < pieces.length; ) {
    const take = rand() < 0.35 ? 2 : 1;
    const d = pieces.slice(i, i + take).flat().map((c) => resample(rand, c)).join('');
    i += take;
    const shade = between(rand, -15, 15);
    elements.push(`<path fill="#${ink.map((c) => hex(c + shade)).join('')}" d="${d}"/>`);
  }
  const background = `#${[between(rand, 232, 250), between(rand, 236, 252), between(rand, 240, 255)].map(hex).join('')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0,0,${width},${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${elements.join('')}</svg>`
  );
}
