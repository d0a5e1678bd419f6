import { describe, expect, it } from 'vitest';
import { needsPracticeDialog, truncateReason } from './practice';

const status = (abnormal: boolean) => ({ abnormal, practiceDetails: [] });

describe('practice dialog rules', () => {
  it('opens only for codeStatus 0 with an abnormal practice status', () => {
    expect(needsPracticeDialog({ codeStatus: 0, practicingStatus: status(true) })).toBe(true);
    expect(needsPracticeDialog({ codeStatus: 1, practicingStatus: status(true) })).toBe(false);
    expect(needsPracticeDialog({ codeStatus: 0, practicingStatus: status(false) })).toBe(false);
    expect(needsPracticeDialog(null)).toBe(false);
  });

  it('truncates reasons at 16 characters', () => {
    expect(truncateReason('一二三四五六七八九十一二三四五六七')).toBe('一二三四五六七八九十一二三四五六…');
    expect(truncateReason('资质过期')).toBe('资质过期');
  });
});
