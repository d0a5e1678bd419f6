import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../schemas/contrast';
import { PALETTES } from '../../../schemas/palette';

// The colours type-cards.css paints with: every text on the background it sits on, light and dark.
describe('type card colours', () => {
  for (const palette of Object.values(PALETTES)) {
    it(`reads at 4.5:1 in the ${palette.name} theme`, () => {
      const v = palette.vars;
      const pairs: Array<[string, string]> = [
        ['--ks-text', '--ks-surface'], // a card
        ['--ks-link', '--ks-selected'], // the chosen card
        ['--ks-link', '--ks-surface'], // its focus ring and border against the page around
      ];
      for (const [fg, bg] of pairs) expect(contrastRatio(v[fg], v[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});
