import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { presetPalettes } from '@ant-design/colors';
import { contrastRatio } from '../../schemas/contrast';
import { ACCENTS, DEFAULT_THEME, type ThemeSettings } from '../../schemas/theme';
import { computeTheme, textOn } from './theme';

/**
 * What antd actually paints: its algorithm derives map tokens from the palette's seeds (the dark
 * algorithm darkens colorPrimary and colorLink), so every accent × light/dark is checked after
 * derivation.
 */
const cases = ACCENTS.flatMap((a) => (['light', 'dark'] as const).map((mode) => ({ label: `${a.name} (${a.key}) ${mode}`, settings: { ...DEFAULT_THEME, theme: mode, themeColor: a.key } })));

describe.each(cases)('antd tokens of $label', ({ settings }) => {
  const { config } = computeTheme(settings);
  const t = theme.getDesignToken(config);
  const bg = t.colorBgContainer;

  it.each(['colorLink', 'colorPrimary', 'colorPrimaryText', 'colorErrorText', 'colorSuccessText', 'colorWarningText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'] as const)(
    '%s reaches 4.5:1 on a card',
    (token) => {
      expect(contrastRatio(t[token], bg), `${t[token]} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('links read on the page background too', () => {
    expect(contrastRatio(t.colorLink, t.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
  });

  it('text on a primary and a danger button reaches 4.5:1', () => {
    const button = (config.components?.Button ?? {}) as { primaryColor?: string; dangerColor?: string };
    expect(contrastRatio(button.primaryColor ?? t.colorTextLightSolid, t.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(button.dangerColor ?? t.colorTextLightSolid, t.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps 4.5:1 while the pointer rests on a primary or danger button (hover), and on a default button’s hover text', () => {
    const button = (config.components?.Button ?? {}) as { primaryColor?: string; dangerColor?: string };
    expect(contrastRatio(button.primaryColor ?? t.colorTextLightSolid, t.colorPrimaryHover), `text on ${t.colorPrimaryHover}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(button.dangerColor ?? t.colorTextLightSolid, t.colorErrorHover), `text on ${t.colorErrorHover}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.colorPrimaryHover, bg), `${t.colorPrimaryHover} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('the selected menu item reaches 4.5:1 on its highlight', () => {
    const menu = (config.components?.Menu ?? {}) as { itemSelectedColor?: string; itemSelectedBg?: string };
    expect(contrastRatio(menu.itemSelectedColor ?? t.colorPrimary, menu.itemSelectedBg ?? t.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme drawer’s choices', () => {
  it('offers eleven of antd’s own preset ramps (colour 6) under distinct Chinese names', () => {
    expect(ACCENTS).toHaveLength(11);
    for (const a of ACCENTS) expect(a.hue).toBe(presetPalettes[a.key]![5]);
    expect(new Set(ACCENTS.map((a) => a.name)).size).toBe(11);
  });

  it('gives every accent its own primary colour', () => {
    const primaries = ACCENTS.map((a) => computeTheme({ ...DEFAULT_THEME, themeColor: a.key }).palette.tokens.colorPrimary);
    expect(new Set(primaries).size).toBe(11);
  });

  it('uses the dark algorithm only for the dark theme', () => {
    expect(computeTheme({ ...DEFAULT_THEME, theme: 'dark' }).config.algorithm).toBe(theme.darkAlgorithm);
    expect(computeTheme(DEFAULT_THEME).config.algorithm).toBe(theme.defaultAlgorithm);
  });

  it('paints chosen header, aside, table and card colours with text that reads on them', () => {
    const s: ThemeSettings = { ...DEFAULT_THEME, navBgColor: '#ffe58f', navTextColor: '#ffffff', asideBgColor: '#001529', asideTextColor: '#002766', asideActiveColor: '#ffd666', tableBgColor: '#262626', tableTextColor: '', cardBgColor: '#f6ffed', cardTextColor: '#95de64' };
    const { vars, config } = computeTheme(s);
    const c = config.components as Record<string, Record<string, string>>;
    expect(vars['--ks-nav-bg']).toBe('#ffe58f');
    expect(contrastRatio(vars['--ks-nav-text']!, '#ffe58f')).toBeGreaterThanOrEqual(4.5);
    expect(c.Menu).toMatchObject({ itemBg: '#001529' });
    expect(contrastRatio(c.Menu!.itemColor!, '#001529')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.Menu!.itemSelectedColor!, '#ffd666')).toBeGreaterThanOrEqual(4.5);
    expect([c.Table!.headerBg, c.Table!.headerColor]).toEqual(['#262626', '#ffffff']);
    expect(c.Card!.headerBg).toBe('#f6ffed');
    expect(contrastRatio(c.Card!.colorTextHeading!, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(vars['--ks-aside-bg']).toBe('#001529');
  });

  it('keeps a readable text colour the user chose as it is', () => {
    expect(textOn('#ffffff', '#262626')).toBe('#262626');
    expect(textOn('#000000', '')).toBe('#ffffff');
  });

  it('leaves the header, aside, table and card alone when no colour is chosen', () => {
    const { vars, config } = computeTheme(DEFAULT_THEME);
    expect(vars['--ks-nav-bg']).toContain('linear-gradient');
    expect(vars['--ks-aside-bg']).toBeUndefined();
    expect(config.components?.Table).toBeUndefined();
  });
});
