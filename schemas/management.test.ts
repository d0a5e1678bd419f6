import { describe, expect, it } from 'vitest';
import { managesRecord, managesRegion, managesSystem, scopeSummary, UNLIMITED_SCOPE, usernameProblem, MANAGEMENT_MESSAGES } from './management';

describe('management scope rule (docs/administration.md "管理权限")', () => {
  const regional = { systems: [], regions: ['320000'] };
  const creditOnly = { systems: ['credit_eval'], regions: [] };

  it('an administrator without a scope manages every system, region and record', () => {
    expect(managesSystem(UNLIMITED_SCOPE, 'trade_service')).toBe(true);
    expect(managesRegion(UNLIMITED_SCOPE, '330000')).toBe(true);
    expect(managesRecord(UNLIMITED_SCOPE, { systemCoding: 'credit_eval', region: null })).toBe(true);
  });

  it('a region limit keeps the records of enterprises in those regions only', () => {
    expect(managesRecord(regional, { systemCoding: 'credit_eval', region: '320000' })).toBe(true);
    expect(managesRecord(regional, { systemCoding: 'credit_eval', region: '330000' })).toBe(false);
    expect(managesRecord(regional, { systemCoding: 'credit_eval', region: '' })).toBe(false);
    // a record of no enterprise is in no region
    expect(managesRecord(regional, { systemCoding: 'credit_eval', region: null })).toBe(false);
  });

  it('a system limit keeps that system only, in every region', () => {
    expect(managesRecord(creditOnly, { systemCoding: 'credit_eval', region: '330000' })).toBe(true);
    expect(managesRecord(creditOnly, { systemCoding: 'trade_service', region: '330000' })).toBe(false);
  });

  it('reads as 全部系统 / 全部地区 when not limited', () => {
    expect(scopeSummary(regional, (c) => c, (c) => (c === '320000' ? '江苏省' : c))).toBe('全部系统；江苏省');
    expect(scopeSummary(creditOnly, () => '信用评价管理系统', (c) => c)).toBe('信用评价管理系统；全部地区');
  });

  it('login names: 4–32 letters, digits, _ or -', () => {
    expect(usernameProblem('admin_js')).toBeNull();
    expect(usernameProblem('a b')).toBe(MANAGEMENT_MESSAGES.usernameRule);
    expect(usernameProblem('abc')).toBe(MANAGEMENT_MESSAGES.usernameRule);
  });
});
