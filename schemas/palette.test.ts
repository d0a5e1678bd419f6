import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';
import { cssVariables, PALETTES, PRESET_HUES, readableText } from './palette';
import { ACTION_LOOK } from './workflow';

const AA = 4.5;

describe('contrast', () => {
  it('measures as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // antd's link blue on white, the 4.1:1 axe reported before the palette.
    expect(contrastRatio('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    // Alpha is laid over the background first.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#ffffff'), 1);
  });

  it('keeps a readable colour and darkens (or lightens) one that is not', () => {
    expect(readableOn('#1d5bd8', '#ffffff')).toBe('#1d5bd8');
    const gold = readableOn('#faad14', '#ffffff');
    expect(gold).not.toBe('#faad14');
    expect(contrastRatio(gold, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(readableOn('#1d39c4', '#141414'), '#141414')).toBeGreaterThanOrEqual(AA);
    expect(readableOn('var(--x)', '#ffffff')).toBe('var(--x)');
  });
});

describe.each(Object.values(PALETTES))('the $name palette', (palette) => {
  const { tokens } = palette;
  const backgrounds = { container: tokens.colorBgContainer, layout: tokens.colorBgLayout };

  it.each(['colorLink', 'colorSuccess', 'colorWarning', 'colorError', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription'] as const)(
    '%s reaches 4.5:1 on cards and on the page background',
    (token) => {
      for (const bg of Object.values(backgrounds)) expect(contrastRatio(tokens[token], bg), `${tokens[token]} on ${bg}`).toBeGreaterThanOrEqual(AA);
    },
  );

  it('placeholders reach 4.5:1 in inputs', () => {
    expect(contrastRatio(tokens.colorTextPlaceholder, tokens.colorBgContainer)).toBeGreaterThanOrEqual(AA);
  });

  it('the text custom properties reach 4.5:1 on surface and layout', () => {
    const vars = cssVariables(palette);
    for (const name of ['--ks-text', '--ks-text-secondary', '--ks-text-muted', '--ks-link', '--ks-success', '--ks-warning', '--ks-error']) {
      for (const bg of [vars['--ks-surface']!, vars['--ks-layout']!]) expect(contrastRatio(vars[name]!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(vars['--ks-placeholder']!, vars['--ks-surface']!)).toBeGreaterThanOrEqual(AA);
    for (const bg of [vars['--ks-surface']!, vars['--ks-layout']!]) expect(contrastRatio(vars['--ks-focus-ring']!, bg)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.keys(PRESET_HUES))('tag %s: text on its tint reaches 4.5:1', (preset) => {
    const tag = palette.tags[preset]!;
    expect(contrastRatio(tag.text, tag.background)).toBeGreaterThanOrEqual(AA);
    expect(cssVariables(palette)[`--ks-tag-${preset}-text`]).toBe(tag.text);
  });

  it('the workflow operations’ colours become readable text on cards', () => {
    for (const op of Object.values(ACTION_LOOK)) {
      expect(contrastRatio(readableText(op.color, palette)!, tokens.colorBgContainer), op.name).toBeGreaterThanOrEqual(AA);
    }
  });
});
