/**
 * The platform's colours, light and dark: antd seed/map tokens plus the few colours antd has no
 * token for (tag presets, page backgrounds), every text colour at ≥ 4.5:1 on the backgrounds it
 * is drawn on (WCAG 2.1 AA 1.4.3, GB/T 37668-2019). `schemas/palette.test.ts` proves the pairs;
 * docs/accessibility.md lists them. The theme drawer (issue 16) derives its choices from here.
 */
import { readableOn } from './contrast';

export type ThemeName = 'light' | 'dark';

/** 4.5:1 with a little room: browsers round blended colours, and axe measures what they paint. */
const AA = 4.6;

/** antd tokens the palette sets (ConfigProvider theme.token). */
export interface PaletteTokens {
  colorPrimary: string;
  /**
   * Light theme only: antd's hover shade is a lighter tint that white button text fails on
   * (3.6:1 for the default blue); ours is a lighter tint that still reads. The dark theme's
   * buttons have black text, which the lighter tint only helps.
   */
  colorPrimaryHover?: string;
  colorErrorHover?: string;
  colorInfo: string;
  colorLink: string;
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
  colorTextSecondary: string;
  colorTextTertiary: string;
  colorTextDescription: string;
  colorTextPlaceholder: string;
  colorBgLayout: string;
  colorBgContainer: string;
}

/** One tag colour: text on its tinted background, with its border. */
export interface TagColours {
  text: string;
  background: string;
  border: string;
}

export interface Palette {
  name: ThemeName;
  /** Whether antd's dark algorithm is used. */
  dark: boolean;
  tokens: PaletteTokens;
  /** Custom properties (`--ks-…`) the app's own CSS reads. */
  vars: Record<string, string>;
  /** antd preset names (processing, success, gold …) as tag colours. */
  tags: Record<string, TagColours>;
  /**
   * antd component tokens where the algorithm's own choice does not read: the dark algorithm paints
   * primary buttons and the selected menu item in a blue that white and blue text fail on.
   */
  components: Record<string, Record<string, string>>;
}

/** antd's preset hues (colour 6 of each ramp): what the server's and configs' preset names mean. */
export const PRESET_HUES: Record<string, string> = {
  default: '#8c8c8c',
  processing: '#1d5bd8',
  blue: '#1677ff',
  success: '#52c41a',
  green: '#52c41a',
  error: '#ff4d4f',
  red: '#f5222d',
  warning: '#faad14',
  gold: '#faad14',
  yellow: '#fadb14',
  orange: '#fa8c16',
  volcano: '#fa541c',
  purple: '#722ed1',
  cyan: '#13c2c2',
  geekblue: '#2f54eb',
  magenta: '#eb2f96',
  pink: '#eb2f96',
  lime: '#a0d911',
};

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** `a` mixed with `b` (weight of `a` 0–1), both #rrggbb. */
function mix(a: string, b: string, weight: number): string {
  const ch = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => hex2(ch(a, i) * weight + ch(b, i) * (1 - weight))).join('')}`;
}

/** A button's hover background in the light theme: a little lighter, white text still at AA. */
const hoverOf = (color: string) => readableOn(mix(color, '#ffffff', 0.85), '#ffffff', AA);

function tagsOn(surface: string, dark: boolean): Record<string, TagColours> {
  const tags: Record<string, TagColours> = {};
  for (const [name, hue] of Object.entries(PRESET_HUES)) {
    const background = mix(hue, surface, dark ? 0.16 : 0.1);
    tags[name] = { text: readableOn(hue, background, AA), background, border: mix(hue, surface, dark ? 0.45 : 0.4) };
  }
  return tags;
}

interface Base {
  name: ThemeName;
  dark: boolean;
  surface: string;
  layout: string;
  text: string;
  primary: string;
  hues: { success: string; warning: string; error: string };
  secondary: string;
  muted: string;
  placeholder: string;
  border: string;
  split: string;
  components?: Record<string, Record<string, string>>;
}

function build(base: Base): Palette {
  // Text must read on the page background too (footers, breadcrumbs sit on it), not only on cards.
  const onBoth = (c: string) => readableOn(readableOn(c, base.surface, AA), base.layout, AA);
  const link = onBoth(base.primary);
  const success = onBoth(base.hues.success);
  const warning = onBoth(base.hues.warning);
  const error = onBoth(base.hues.error);
  const muted = onBoth(base.muted);
  const placeholder = readableOn(base.placeholder, base.surface, AA);
  return {
    name: base.name,
    dark: base.dark,
    tokens: {
      colorPrimary: base.primary,
      ...(base.dark ? {} : { colorPrimaryHover: hoverOf(base.primary), colorErrorHover: hoverOf(error) }),
      colorInfo: base.primary,
      colorLink: link,
      colorSuccess: success,
      colorWarning: warning,
      colorError: error,
      colorTextSecondary: onBoth(base.secondary),
      colorTextTertiary: muted,
      colorTextDescription: muted,
      colorTextPlaceholder: placeholder,
      colorBgLayout: base.layout,
      colorBgContainer: base.surface,
    },
    vars: {
      '--ks-surface': base.surface,
      '--ks-layout': base.layout,
      '--ks-text': base.text,
      '--ks-text-secondary': onBoth(base.secondary),
      '--ks-text-muted': muted,
      '--ks-placeholder': placeholder,
      '--ks-link': link,
      // The keyboard focus ring (src/styles/focus.css): ≥ 3:1 on both backgrounds (WCAG 1.4.11).
      '--ks-focus-ring': link,
      '--ks-success': success,
      '--ks-warning': warning,
      '--ks-error': error,
      '--ks-border': base.border,
      '--ks-split': base.split,
      '--ks-subtle': base.dark ? '#1f1f1f' : '#fafafa',
      '--ks-hover': base.dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
      '--ks-selected': mix(base.primary, base.surface, base.dark ? 0.2 : 0.08),
    },
    tags: tagsOn(base.surface, base.dark),
    components: base.components ?? {},
  };
}

const BASES: Record<ThemeName, Base> = {
  light: {
    name: 'light',
    dark: false,
    surface: '#ffffff',
    layout: '#f0f2f5',
    text: 'rgba(0, 0, 0, 0.88)',
    primary: '#1d5bd8',
    hues: { success: '#389e0d', warning: '#d48806', error: '#cf1322' },
    secondary: '#595959',
    muted: '#666666',
    placeholder: '#737373',
    border: '#d9d9d9',
    split: '#f0f0f0',
  },
  dark: {
    name: 'dark',
    dark: true,
    surface: '#141414',
    layout: '#000000',
    text: 'rgba(255, 255, 255, 0.88)',
    // The dark algorithm derives a darker colorPrimary/colorLink from the seed (#5083d5 from this one).
    primary: '#5a96f7',
    hues: { success: '#73d13d', warning: '#ffc53d', error: '#ff7875' },
    secondary: '#bfbfbf',
    muted: '#a6a6a6',
    placeholder: '#8c8c8c',
    border: '#424242',
    split: '#303030',
    components: {
      Button: { primaryColor: '#000000', dangerColor: '#000000' },
      Menu: { itemSelectedColor: '#ffffff' },
    },
  },
};

export const PALETTES: Record<ThemeName, Palette> = { light: build(BASES.light), dark: build(BASES.dark) };

/**
 * The light or dark palette with an accent hue of the theme drawer (schemas/theme.ts ACCENTS) as
 * its primary colour. Light: the hue darkened until white button text and links read on cards and
 * the page. Dark: lightened well past 4.5:1 on cards, because antd's dark algorithm darkens the
 * seed again before it paints it (src/app/theme.test.ts checks what it finally paints).
 */
export function accentPalette(name: ThemeName, hue: string): Palette {
  const base = BASES[name];
  const primary = base.dark ? readableOn(hue, base.surface, 7.5) : readableOn(readableOn(hue, base.surface, AA), base.layout, AA);
  return build({ ...base, primary });
}

/** A colour from the server or a config (preset name or CSS colour) made readable as text on `surface`. */
export function readableText(color: string | undefined | null, palette: Palette): string | undefined {
  if (!color) return undefined;
  const css = PRESET_HUES[color] ?? color;
  return readableOn(css, palette.tokens.colorBgContainer, AA);
}

/** Every custom property of a palette, tag colours included (`--ks-tag-<preset>-text|bg|border`). */
export function cssVariables(palette: Palette): Record<string, string> {
  const vars = { ...palette.vars };
  for (const [name, tag] of Object.entries(palette.tags)) {
    vars[`--ks-tag-${name}-text`] = tag.text;
    vars[`--ks-tag-${name}-bg`] = tag.background;
    vars[`--ks-tag-${name}-border`] = tag.border;
  }
  return vars;
}

/**
 * The series colours of chart panels (runtime/pages/chart), in order, from the preset hues so a
 * chart matches the tags around it. Bars and slices are not text: WCAG asks 3:1 of graphics
 * against the background (1.4.11), and every value is also written out in the hidden summary.
 */
export const CHART_SERIES: readonly string[] = ['processing', 'success', 'gold', 'volcano', 'purple', 'cyan', 'magenta', 'geekblue'].map((n) => PRESET_HUES[n]);
