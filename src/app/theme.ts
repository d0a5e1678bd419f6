/**
 * The theme the app starts with: light unless the user chose dark (`ks.theme` in localStorage; the
 * theme drawer of issue 16 writes it). Applying it sets antd's tokens, the palette's custom
 * properties on <html> and the runtime's palette, so every colour comes from schemas/palette.ts.
 */
import { theme, type ThemeConfig } from 'antd';
import { cssVariables, PALETTES, type Palette, type ThemeName } from '../../schemas/palette';
import { setActivePalette } from '../../runtime/core/theme';

export const THEME_KEY = 'ks.theme';

export function chosenTheme(): ThemeName {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyPalette(name: ThemeName): Palette {
  const palette = PALETTES[name];
  setActivePalette(palette);
  const root = document.documentElement;
  for (const [prop, value] of Object.entries(cssVariables(palette))) root.style.setProperty(prop, value);
  root.dataset.theme = name;
  root.style.colorScheme = name;
  return palette;
}

export function antdTheme(palette: Palette): ThemeConfig {
  return {
    algorithm: palette.dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...palette.tokens, borderRadius: 6 },
    components: palette.components,
  };
}
