/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the palette is checked with
 * it, and colours that come from configs or the server (an operation's colour, a status colour) are
 * made readable with it before they are used as text.
 */

type Rgb = [number, number, number];

/** #rgb, #rrggbb or rgb()/rgba() (alpha over `over`, white by default) as 0–255 channels; null if unknown. */
export function parseColor(color: string, over: Rgb = [255, 255, 255]): Rgb | null {
  const c = color.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(c);
  if (m) return m[1]!.split('').map((h) => parseInt(h + h, 16)) as Rgb;
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(c);
  if (m) {
    const rgb = [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as Rgb;
    return m[2] ? blend(rgb, parseInt(m[2], 16) / 255, over) : rgb;
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(c);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number) as Rgb;
    if (m[4] === undefined) return rgb;
    const alpha = m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    return blend(rgb, alpha, over);
  }
  return null;
}

function blend(rgb: Rgb, alpha: number, over: Rgb): Rgb {
  return rgb.map((v, i) => Math.round(v * alpha + over[i]! * (1 - alpha))) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours (1–21); NaN when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  const fg = bg && parseColor(foreground, bg);
  if (!fg || !bg) return NaN;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` itself when it reaches `min` against `background`; otherwise the same hue mixed towards
 * black (on light backgrounds) or white (on dark ones) just enough to reach it. Unknown colours
 * (names such as `red`, CSS variables) come back unchanged.
 */
export function readableOn(color: string, background: string, min = 4.5): string {
  const bg = parseColor(background);
  const fg = bg && parseColor(color, bg);
  if (!fg || !bg) return color;
  if (contrastRatio(hex(fg), hex(bg)) >= min) return color;
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = blend(target, step / 20, fg);
    if (contrastRatio(hex(mixed), hex(bg)) >= min) return hex(mixed);
  }
  return hex(target);
}
