import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { contrastRatio } from '../../schemas/contrast';
import { PALETTES } from '../../schemas/palette';
import { LinkButton } from '../columns/cell-parts';
import { setActivePalette, solidBehindWhite, textColor } from './theme';

afterEach(() => setActivePalette(PALETTES.light));

describe('colours from the server and configs', () => {
  it('an operation coloured #faad14 (指派, 1.9:1 on white) is drawn in a readable shade of it', () => {
    render(<LinkButton color="#faad14">指派</LinkButton>);
    const drawn = screen.getByRole('button', { name: '指派' }).style.color;
    const [r, g, b] = drawn.match(/\d+/g)!.map(Number);
    expect(contrastRatio(`rgb(${r}, ${g}, ${b})`, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(r! > b!).toBe(true); // still gold, not black
  });

  it('follows the active theme: readable on the dark surface after a switch', () => {
    expect(contrastRatio(textColor('#1d39c4')!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    setActivePalette(PALETTES.dark);
    expect(contrastRatio(textColor('#1d39c4')!, PALETTES.dark.tokens.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(textColor('success')!, PALETTES.dark.tokens.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  it('a solid custom tag darkens its colour until white text reads on it', () => {
    expect(contrastRatio('#ffffff', solidBehindWhite('#13c2c2'))).toBeGreaterThanOrEqual(4.5);
    expect(solidBehindWhite('#0b2a63')).toBe('#0b2a63');
  });
});
