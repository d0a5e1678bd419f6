/**
 * Numbers kept exactly (docs/security.md "Numbers"). A JSON number becomes a double on the way in;
 * `1e-400` became 0 and a 30-digit integer `1.2345678901234568e+29`, stored and answered 200. The
 * rule, one for the server's JSON body parser (server/http/exact-numbers.ts) and the browser's
 * number fields (runtime/core/rules.ts):
 *
 *   A number as written is accepted when the double it parses to gives back the same number:
 *   printed again (JavaScript's shortest form, what JSON.stringify writes) it has the same sign,
 *   the same significant digits and the same power of ten. Leading and trailing zeros and the
 *   notation do not matter (`1000`, `1000.0`, `1e3`, `1E+3` are one number).
 *
 * So it refuses: overflow (`1e309` → Infinity, kind `non-finite`, the input guard's old message),
 * underflow (`1e-400` → 0, `1.23456789e-320` → the subnormal `1.2347e-320`), integers a double does not
 * hold (`123456789012345678901234567890`, `9007199254740993`) and more digits than a double keeps
 * (`0.12345678901234567891`, `1.0000000000000001`). It accepts every number a JavaScript client
 * writes with JSON.stringify (each double's shortest form gives itself back), and any number with
 * at most 15 significant digits inside the double's normal range (2.2250738585072014e-308 up to
 * 1.7976931348623157e308) — the C library's DBL_DIG guarantee.
 *
 * Pure and without imports.
 */

export type NumberTokenProblem = 'inexact' | 'non-finite';

/** Tokens shorter than this without an exponent have at most 15 digits: they always come back. */
const ALWAYS_EXACT_LENGTH = 16;

/**
 * What is wrong with one JSON number token (`-12.5e3`, as JSON spells numbers), or null.
 * `non-finite`: it overflows to ±Infinity; `inexact`: its double prints back as another number.
 */
export function numberTokenProblem(token: string): NumberTokenProblem | null {
  if (token.length < ALWAYS_EXACT_LENGTH && !/[eE]/.test(token)) return null;
  const value = Number(token);
  if (!Number.isFinite(value)) return 'non-finite';
  const back = String(value);
  // what JSON.stringify wrote comes back letter for letter
  return back === token || sameDecimal(token, back) ? null : 'inexact';
}

interface Decimal {
  negative: boolean;
  /** Significant digits, no leading or trailing zero ('' for zero). */
  digits: string;
  /** The power of ten of the last digit. */
  exponent: number;
}

/** A JSON number (or JavaScript's printing of one) as sign, significant digits and power of ten. */
function decimalOf(text: string): Decimal {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const e = body.search(/[eE]/);
  const mantissa = e < 0 ? body : body.slice(0, e);
  const dot = mantissa.indexOf('.');
  const whole = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const fraction = dot < 0 ? '' : mantissa.slice(dot + 1);
  let digits = (whole + fraction).replace(/^0+/, '');
  let exponent = (e < 0 ? 0 : Number(body.slice(e + 1))) - fraction.length;
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  return { negative: negative && digits !== '', digits, exponent: digits === '' ? 0 : exponent };
}

function sameDecimal(a: string, b: string): boolean {
  const x = decimalOf(a);
  const y = decimalOf(b);
  return x.negative === y.negative && x.digits === y.digits && x.exponent === y.exponent;
}

/**
 * Whether a body may hold a number token that is not exact: one with an exponent, or with 16 or
 * more characters of digits and a dot, right after what JSON puts before a value (`[`, `:`, `,`,
 * whitespace or the start). Most bodies have none and are not scanned at all; a hit only means
 * "scan", as the same characters may sit inside a string.
 */
export const MAYBE_INEXACT = /(?:^|[[:,\s])-?[0-9](?:[0-9.]{15}|[0-9.]*[eE])/;

/** The message, in the words of the input guard (schemas/input-guard.ts): `字段 data.pf 的数值超出可精确保存的范围`. */
export const inexactNumberMessage = (field: string): string => `字段 ${field} 的数值超出可精确保存的范围`;

/**
 * A number field's value (whole numbers) past what a double counts exactly, ±(2^53 − 1): typed as
 * 30 digits it already is `1.2345678901234568e+29` in the browser, and the digits typed are lost.
 */
export const beyondExactIntegers = (value: number): boolean => Math.abs(value) > Number.MAX_SAFE_INTEGER;

/** A number field's message in the form (the field's name, as the other rules word it). */
export const inexactFieldMessage = (name: string): string => `${name}的数值超出可精确保存的范围`;
