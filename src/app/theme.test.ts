import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrastRatio } from '../../schemas/contrast';
import { PALETTES } from '../../schemas/palette';
import { antdTheme } from './theme';

/**
 * What antd actually paints: its algorithm derives map tokens from the palette's seeds (the dark
 * algorithm darkens colorPrimary and colorLink), so the palette is checked after derivation.
 */
describe.each(Object.values(PALETTES))('antd tokens of the $name theme', (palette) => {
  const config = antdTheme(palette);
  const t = theme.getDesignToken(config);
  const bg = t.colorBgContainer;

  it.each(['colorLink', 'colorPrimary', 'colorPrimaryText', 'colorErrorText', 'colorSuccessText', 'colorWarningText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'] as const)(
    '%s reaches 4.5:1 on a card',
    (token) => {
      expect(contrastRatio(t[token], bg), `${t[token]} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('text on a primary and a danger button reaches 4.5:1', () => {
    const button = (config.components?.Button ?? {}) as { primaryColor?: string; dangerColor?: string };
    expect(contrastRatio(button.primaryColor ?? t.colorTextLightSolid, t.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(button.dangerColor ?? t.colorTextLightSolid, t.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it('the selected menu item reaches 4.5:1 on its highlight', () => {
    const menu = (config.components?.Menu ?? {}) as { itemSelectedColor?: string; itemSelectedBg?: string };
    expect(contrastRatio(menu.itemSelectedColor ?? t.colorPrimary, menu.itemSelectedBg ?? t.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });
});
