import { describe, expect, it } from 'vitest';
import { beyondExactIntegers, MAYBE_INEXACT, numberTokenProblem } from './exact-numbers';

// The number rule of docs/security.md "Numbers": a number is kept when its double gives it back.

describe('numberTokenProblem', () => {
  it('accepts every number whose double prints back as the same number, whatever the notation', () => {
    for (const t of ['0', '-0', '0.0', '0e-999', '1', '-17', '0.1', '1000.000', '1e3', '1E+3', '1.5e-7', '1e21', '1e308', '-1.7976931348623157e308', '2.2250738585072014e-308', '5e-324', '1234567890123456', '9007199254740991', '-9007199254740991', '0.30000000000000004', '123456789012345.0', '100000000000000000000', '0.000000000000000000001']) {
      expect([t, numberTokenProblem(t)]).toEqual([t, null]);
    }
  });

  it('refuses underflow, integers a double does not hold and more digits than it keeps', () => {
    for (const t of ['1e-400', '-1e-400', '1.23456789e-320', '123456789012345678901234567890', '9007199254740993', '12345678901234567', '1.0000000000000001', '0.12345678901234567891', '3.14159265358979323846']) {
      expect([t, numberTokenProblem(t)]).toEqual([t, 'inexact']);
    }
  });

  it('calls overflow non-finite (the input guard words it)', () => {
    expect(numberTokenProblem('1e309')).toBe('non-finite');
    expect(numberTokenProblem(`-1${'0'.repeat(400)}`)).toBe('non-finite');
  });

  it('every double JSON.stringify writes comes back', () => {
    for (const v of [Math.PI, 1 / 3, 2 ** 60, Number.MIN_VALUE, Number.MAX_VALUE, -Number.EPSILON, 0.1 + 0.2]) expect(numberTokenProblem(JSON.stringify(v))).toBeNull();
  });
});

describe('MAYBE_INEXACT (which bodies are scanned)', () => {
  it('hits every body with a risky token and misses plain ones', () => {
    for (const body of ['{"a":1e-400}', '[1,2.5E3]', '{"a": 12345678901234567}', '1e5', '{"a":[0.1234567890123456]}']) expect([body, MAYBE_INEXACT.test(body)]).toEqual([body, true]);
    for (const body of ['{"id":"3e4a-1b2c","a":12,"b":0.5,"c":123456789012345}', '{"phone":"13800138000"}', '[-1.5,2]']) expect([body, MAYBE_INEXACT.test(body)]).toEqual([body, false]);
  });
});

describe('beyondExactIntegers (number fields in the browser)', () => {
  it('is true past ±(2^53 − 1) only', () => {
    expect([1.2345678901234568e29, 2 ** 53, -(2 ** 53), Infinity].map(beyondExactIntegers)).toEqual([true, true, true, true]);
    expect([1, 0, -5, 1.5, Number.MAX_SAFE_INTEGER, NaN].map(beyondExactIntegers)).toEqual([false, false, false, false, false, false]);
  });
});
