import { describe, expect, it } from 'vitest';
import { exactNumberRule, failsRegex, isDateTextStartOk, isEmptyValue, joinMulti, valueAfterBlur } from './rules';

describe('rules', () => {
  it('empty: nothing, whitespace, empty arrays, empty html', () => {
    for (const v of [undefined, null, '', '  \n', [], [''], '<p></p>', '<p> &nbsp; </p>']) expect(isEmptyValue(v)).toBe(true);
    for (const v of [0, false, 'a', ['a'], '<p><img src="/a.png"></p>', '<p>字</p>']) expect(isEmptyValue(v)).toBe(false);
  });

  it('regex: empty values are not checked; a failing value is cleared on blur', () => {
    const item = { bianma: 'a', name: '甲', type: 'text', regex: '^\\d+$' };
    expect(failsRegex(item, '')).toBe(false);
    expect(failsRegex(item, '12a')).toBe(true);
    expect(valueAfterBlur(item, '12a')).toBeUndefined();
    expect(valueAfterBlur(item, '12')).toBe('12');
  });

  it("multi-values: ';' by default, '/' for selectMode '/' or 'slash'", () => {
    expect(joinMulti({}, ['a', 'b'])).toBe('a;b');
    expect(joinMulti({ selectMode: '/' }, ['a', 'b'])).toBe('a/b');
    expect(joinMulti({ selectMode: 'slash' }, ['a', 'b'])).toBe('a/b');
  });

  it('a number field refuses what a double cannot count exactly (30 typed digits)', () => {
    const check = exactNumberRule({ bianma: 'pf', name: '评分', type: 'number' }).validator!;
    // what rc-input-number hands over for 30 typed digits
    expect(check(1.2345678901234568e29, undefined, {})).toBe('评分的数值超出可精确保存的范围');
    expect(check(2 ** 53, undefined, {})).toBe('评分的数值超出可精确保存的范围');
    for (const v of [1, Number.MAX_SAFE_INTEGER, undefined, '']) expect(check(v, undefined, {})).toBe('');
  });

  it('typed dates must begin with four digits', () => {
    for (const t of ['', '2', '202', '2026', '2026-0', '2026-05-01']) expect(isDateTextStartOk(t)).toBe(true);
    for (const t of ['a', '20a', '26-05', '/2026']) expect(isDateTextStartOk(t)).toBe(false);
  });
});

describe('one regex dialect with the server', () => {
  it('a literal /source/flags regex works live, as the server accepts it', () => {
    const item = { bianma: 'a', name: '编码', type: 'text', regex: '/^ab\\d+$/i' };
    expect(failsRegex(item, 'AB12')).toBe(false);
    expect(failsRegex(item, 'x12')).toBe(true);
    expect(valueAfterBlur(item, 'Ab7')).toBe('Ab7');
  });

  it('a g flag does not make the rule answer differently on the second call', () => {
    const item = { bianma: 'a', name: '编码', type: 'text', regex: '/^\\d+$/g' };
    expect([failsRegex(item, '12'), failsRegex(item, '12')]).toEqual([false, false]);
  });
});
