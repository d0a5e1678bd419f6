import { describe, expect, it } from 'vitest';
import { decimalPlaces, exceedsPrecision, withPrecision } from './form-rules';

describe('a number field’s decimals (an amount: precision 2)', () => {
  it('counts the decimals a number or a numeric string carries', () => {
    expect([1234.5, 1234, 0.001, 1e-7, 1.5e-3, 1e21, -2.25].map(decimalPlaces)).toEqual([1, 0, 3, 7, 4, 0, 2]);
    expect([' 12.340 ', '7', 'abc', '', null, NaN, Infinity, true].map(decimalPlaces)).toEqual([3, 0, null, null, null, null, null, null]);
  });
  it('refuses more decimals than the precision; no precision, no check', () => {
    const amount = { precision: 2 };
    expect([1234.56, 1234.567, '0.001', 3, undefined].map((v) => exceedsPrecision(amount, v))).toEqual([false, true, true, false, false]);
    expect(exceedsPrecision({ precision: 0 }, 3.5)).toBe(true);
    expect(exceedsPrecision({}, 3.14159)).toBe(false);
  });
  it('reads an amount with its decimals', () => {
    expect([1234.5, '88', 0, undefined, '', 'abc'].map((v) => withPrecision({ precision: 2 }, v))).toEqual(['1234.50', '88.00', '0.00', undefined, '', 'abc']);
    expect(withPrecision({}, 12)).toBe(12);
  });
});
