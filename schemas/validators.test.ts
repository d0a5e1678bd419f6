import { describe, expect, it } from 'vitest';
import { compileRegex } from './form-rules';
import { failsValidator, isValidIdCard, isValidUscc, usccCheckChar, validatorMessage, VALIDATORS } from './validators';

// The demo's own USCC regex (fixtures: 18 digits or capitals): it accepts a wrong check character.
const USCC_REGEX = compileRegex('^[0-9A-Z]{18}$')!;

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts published codes, whose last character is the check character', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '9144030071526726XG']) expect(isValidUscc(code)).toBe(true);
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses a wrong check character that a regex accepts', () => {
    const wrong = '91350100M000100Y44';
    expect(USCC_REGEX.test(wrong)).toBe(true);
    expect(isValidUscc(wrong)).toBe(false);
    expect(failsValidator('uscc', wrong)).toBe(true);
  });

  it('refuses characters outside the 31-character alphabet (I O Z S V), lower case and wrong lengths', () => {
    // body chars I/O/S/V/Z are not code characters even where the sum would come out right
    for (const code of ['91350100I000100Y43', '91350100O000100Y43', '91350100Z000100Y43', '91350100S000100Y43', '91350100V000100Y43'])
      expect(isValidUscc(code)).toBe(false);
    expect(isValidUscc('91350100m000100y43')).toBe(false);
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    expect(isValidUscc('91350100M000100Y433')).toBe(false);
  });
});

describe('resident ID number (GB 11643, ISO 7064 MOD 11-2)', () => {
  const today = new Date('2026-11-25T00:00:00Z');
  it('accepts valid numbers, X or x as check character', () => {
    expect(isValidIdCard('11010519491231002X', today)).toBe(true);
    expect(isValidIdCard('11010519491231002x', today)).toBe(true);
    expect(isValidIdCard('440308199901010012', today)).toBe(true);
  });

  it('refuses a wrong check digit that an 18-digit regex accepts', () => {
    expect(/^\d{17}[\dX]$/.test('110105194912310021')).toBe(true);
    expect(isValidIdCard('110105194912310021', today)).toBe(false);
  });

  it('refuses an impossible or future birth date even with the right check digit', () => {
    // 2019-02-29 does not exist; the check character is computed for the body, so only the date is wrong
    const body = '44030820190229001';
    const withCheck = (b: string) => {
      const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      return b + '10X98765432'[[...b].reduce((s, c, i) => s + Number(c) * w[i], 0) % 11];
    };
    expect(isValidIdCard(withCheck(body), today)).toBe(false);
    expect(isValidIdCard(withCheck('44030820270101001'), today)).toBe(false);
    expect(isValidIdCard(withCheck('44030820200229001'), today)).toBe(true);
  });
});

describe('the other named validators', () => {
  const cases: Array<[string, Array<string | number>, unknown[]]> = [
    ['mobile', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001', '+8613800138000']],
    ['landline', ['010-62345678', '0512-6812345', '68123456', '021-55556666-123', '02155556666转8'], ['12345678', '010-0123456', '0101234', '010-62345678-1234567', '13800138000']],
    ['email', ['a.b@example.com', 'zhang_san+1@mail.gov.cn'], ['a@b', 'a@@b.com', 'a b@c.com', '@example.com']],
    ['amount2', ['0', '12', '12.5', '12.50', 99.99], ['12.505', '-1', '01.5', '1.', 'abc', 1.005]],
    ['quarterHour', ['2026-12-07 09:00', '2026-12-07 23:45', '2026-12-07 10:15'], ['2026-12-07 09:10', '2026-12-07 24:00', '2026-12-07 9:00', '2026-12-07', 'abc']],
  ];
  it.each(cases)('%s: accepts the valid, refuses the invalid', (name, good, bad) => {
    for (const v of good) expect([v, failsValidator(name, v)]).toEqual([v, false]);
    for (const v of bad) expect([v, failsValidator(name, v)]).toEqual([v, true]);
  });

  it('leaves empty values to the required rule; unknown names check nothing', () => {
    expect(failsValidator('mobile', '')).toBe(false);
    expect(failsValidator('mobile', undefined)).toBe(false);
    expect(failsValidator('nope', 'x')).toBe(false);
    expect(failsValidator(undefined, 'x')).toBe(false);
  });

  it('every validator has a Chinese label and message', () => {
    for (const v of Object.values(VALIDATORS)) expect(v.message + v.label).toMatch(/[\u4e00-\u9fa5]/);
    expect(validatorMessage('uscc')).toBe('请输入正确的统一社会信用代码');
  });
});
