/**
 * The theme the app runs with (docs/shell.md "主题"): the user's settings (schemas/theme.ts) turned
 * into antd tokens, the palette's custom properties on <html> and the runtime's palette, every
 * colour computed here from schemas/palette.ts — no stylesheet is fetched. The settings live on the
 * server per user; this browser keeps the last ones (`ks.theme`) so the first paint already has them.
 */
import { useSyncExternalStore } from 'react';
import { theme, type ThemeConfig } from 'antd';
import { accentPalette, cssVariables, type Palette } from '../../schemas/palette';
import { contrastRatio, readableOn } from '../../schemas/contrast';
import { ACCENTS, DEFAULT_THEME, normaliseTheme, type ThemeSettings } from '../../schemas/theme';
import { setActivePalette } from '../../runtime/core/theme';

export const THEME_KEY = 'ks.theme';
const AA = 4.6;
/** The header's own look when the user chose no colour for it. */
const NAV_DEFAULT = 'linear-gradient(90deg, #0b2a63 0%, #15459b 100%)';

/** The settings this browser last used; an old plain 'dark' / 'light' value still counts. */
export function cachedTheme(): ThemeSettings {
  try {
    const raw = localStorage.getItem(THEME_KEY);
    if (raw === 'dark' || raw === 'light') return { ...DEFAULT_THEME, theme: raw };
    return raw ? normaliseTheme(JSON.parse(raw)) : { ...DEFAULT_THEME };
  } catch {
    return { ...DEFAULT_THEME };
  }
}

/** Text for a background: the user's choice made readable on it, else black or white, whichever reads. */
export function textOn(background: string, wanted: string): string {
  if (wanted) return readableOn(wanted, background, AA);
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

export interface ComputedTheme {
  palette: Palette;
  config: ThemeConfig;
  /** Custom properties set on <html>: the palette's plus the header's and the aside's. */
  vars: Record<string, string>;
}

/** Everything the settings paint, computed locally (the unit tests check the contrast of every pair). */
export function computeTheme(s: ThemeSettings): ComputedTheme {
  const hue = ACCENTS.find((a) => a.key === s.themeColor)?.hue ?? ACCENTS[0].hue;
  const palette = accentPalette(s.theme, hue);
  const surface = palette.tokens.colorBgContainer;
  const components: Record<string, Record<string, string>> = Object.fromEntries(Object.entries(palette.components).map(([k, v]) => [k, { ...v }]));
  const add = (name: string, tokens: Record<string, string>) => (components[name] = { ...components[name], ...tokens });

  const vars = { ...cssVariables(palette) };
  vars['--ks-nav-bg'] = s.navBgColor || NAV_DEFAULT;
  vars['--ks-nav-text'] = s.navBgColor ? textOn(s.navBgColor, s.navTextColor) : readableOn(s.navTextColor || '#ffffff', '#15459b', AA);

  if (s.asideBgColor || s.asideTextColor) {
    const bg = s.asideBgColor || surface;
    const text = textOn(bg, s.asideTextColor);
    add('Menu', { itemBg: bg, subMenuItemBg: bg, itemColor: text, itemHoverColor: text, groupTitleColor: text });
    add('Layout', { lightSiderBg: bg, siderBg: bg });
    vars['--ks-aside-bg'] = bg;
  }
  if (s.asideActiveColor) add('Menu', { itemSelectedBg: s.asideActiveColor, itemSelectedColor: textOn(s.asideActiveColor, '') });
  else {
    // antd's selected item is the primary on its own light tint: pale accents (gold, lime, cyan)
    // fail 4.5:1 there, so the text is darkened against the tint antd derives.
    const t = theme.getDesignToken({ algorithm: palette.dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: palette.tokens });
    const menu = components.Menu ?? {};
    add('Menu', { itemSelectedColor: readableOn(menu.itemSelectedColor ?? t.colorPrimary, menu.itemSelectedBg ?? t.colorPrimaryBg, AA) });
  }
  if (s.tableBgColor || s.tableTextColor) {
    const bg = s.tableBgColor || palette.vars['--ks-subtle']!;
    add('Table', { headerBg: bg, headerColor: textOn(bg, s.tableTextColor), headerSortActiveBg: bg, headerSortHoverBg: bg });
  }
  if (s.cardBgColor || s.cardTextColor) {
    const bg = s.cardBgColor || surface;
    add('Card', { headerBg: bg, colorTextHeading: textOn(bg, s.cardTextColor) });
  }
  return {
    palette,
    vars,
    config: { algorithm: palette.dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { ...palette.tokens, borderRadius: 6 }, components },
  };
}

/** antd's config of a palette alone (the default look of its light or dark theme). */
export function antdTheme(palette: Palette): ThemeConfig {
  return { algorithm: palette.dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { ...palette.tokens, borderRadius: 6 }, components: palette.components };
}

let current: ThemeSettings = cachedTheme();
let computed: ComputedTheme = computeTheme(current);
const listeners = new Set<() => void>();

function paint(c: ComputedTheme, s: ThemeSettings): void {
  setActivePalette(c.palette);
  const root = document.documentElement;
  for (const [prop, value] of Object.entries(c.vars)) root.style.setProperty(prop, value);
  if (!c.vars['--ks-aside-bg']) root.style.removeProperty('--ks-aside-bg');
  root.dataset.theme = s.theme;
  root.style.colorScheme = s.theme;
}

/** Shows these settings everywhere at once (the drawer previews with it) and remembers them here. */
export function applyTheme(s: ThemeSettings): void {
  current = s;
  computed = computeTheme(s);
  paint(computed, s);
  try {
    localStorage.setItem(THEME_KEY, JSON.stringify(s));
  } catch {
    // private mode: the server still has them
  }
  listeners.forEach((l) => l());
}

export const themeSettings = (): ThemeSettings => current;

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The settings and what they paint; re-renders on every change. */
export function useTheme(): { settings: ThemeSettings; computed: ComputedTheme } {
  const settings = useSyncExternalStore(subscribe, () => current);
  return { settings, computed: settings === current ? computed : computeTheme(settings) };
}

/** At start: paint what this browser last used (before any component renders). */
export function paintCachedTheme(): void {
  paint(computed, current);
}
