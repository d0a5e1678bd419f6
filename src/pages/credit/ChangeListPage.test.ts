import { describe, expect, it } from 'vitest';
import { applyDetailPath, rowAction } from './ChangeListPage';

describe('the change lists (变更审核, 变更申请)', () => {
  it('names the row’s button by who looks and where the change stands', () => {
    expect(rowAction({ stage: 'submitted' }, 'M')).toBe('审核');
    expect(rowAction({ stage: 'submitted' }, 'D')).toBe('查看');
    expect(rowAction({ stage: 'draft' }, 'U')).toBe('继续');
    expect(rowAction({ stage: 'submitted' }, 'U')).toBe('查看');
    expect(rowAction({ stage: 'passed' }, 'M')).toBe('查看');
  });

  it('opens a change of 变更申请 at /applyDetail with its record', () => {
    expect(applyDetailPath({ businessId: 'r 1', gnCoding: 'credit-record-list', systemCoding: 'credit_eval' })).toBe(
      '/applyDetail?businessId=r+1&gnCoding=credit-record-list&systemCoding=credit_eval',
    );
  });
});
