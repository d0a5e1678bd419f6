import { describe, expect, it } from 'vitest';
import { checkLevelRules, levelOf, levelRuleProblems, scoreOf, type LevelRule } from './credit-levels';

const DEMO: LevelRule[] = [
  { level: 'AAA', minScore: 90 },
  { level: 'AA', minScore: 80 },
  { level: 'A', minScore: 70 },
  { level: 'B', minScore: 60 },
  { level: 'C', minScore: 0 },
];
const messages = (rules: LevelRule[]) => levelRuleProblems(rules).map((p) => p.message);

describe('level rules (schemas/credit-levels.ts)', () => {
  it('accepts the demo rules and gives every score its level, boundaries included', () => {
    const checked = checkLevelRules(DEMO);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect([100, 90, 89.5, 80, 79.99, 70, 60, 59, 0].map((s) => levelOf(s, checked.rules))).toEqual(['AAA', 'AAA', 'AA', 'AA', 'A', 'A', 'B', 'C', 'C']);
    expect(levelOf(-1, checked.rules)).toBeNull();
  });

  it('refuses an empty set, blank, long and repeated levels', () => {
    expect(messages([])).toEqual(['请至少设置一个等级']);
    expect(messages([{ level: ' ', minScore: 50 }, { level: 'AA', minScore: 0 }])).toEqual(['第 1 行：请填写等级名称']);
    expect(messages([{ level: 'A'.repeat(17), minScore: 0 }])).toEqual(['第 1 行：等级名称不能超过 16 个字符']);
    expect(messages([{ level: 'A', minScore: 50 }, { level: ' A ', minScore: 0 }])).toEqual(['第 2 行：等级 A 重复，每个等级只能出现一次']);
  });

  it('refuses missing, out-of-range and non-descending minimum scores, and a last one other than 0', () => {
    expect(messages([{ level: 'A', minScore: null }, { level: 'B', minScore: 0 }])).toEqual(['第 1 行：请填写最低分']);
    expect(messages([{ level: 'A', minScore: 101 }, { level: 'B', minScore: 0 }])).toEqual(['第 1 行：最低分须在 0 到 100 之间']);
    expect(messages([{ level: 'A', minScore: 80 }, { level: 'B', minScore: 80 }, { level: 'C', minScore: 0 }])).toEqual(['第 2 行：最低分须低于上一行的 80 分（等级从高到低排列）']);
    expect(messages([{ level: 'A', minScore: 80 }, { level: 'B', minScore: 10 }])).toEqual(['第 2 行：最后一个等级的最低分须为 0，使每个分数都有等级']);
    expect(levelRuleProblems([{ level: 'A', minScore: 80 }, { level: 'B', minScore: 90 }, { level: 'C', minScore: 0 }])[0]).toMatchObject({ row: 1, field: 'minScore' });
  });

  it('stores trimmed levels and notes', () => {
    const checked = checkLevelRules([{ level: ' AA ', minScore: 50, note: '  良好 ' }, { level: 'B', minScore: 0, note: ' ' }]);
    expect(checked).toEqual({ ok: true, rules: [{ level: 'AA', minScore: 50, note: '良好' }, { level: 'B', minScore: 0 }] });
  });

  it('reads a score from a number or numeric text only', () => {
    expect([88, '88.5', ' ', 'abc', null, Number.NaN, true].map(scoreOf)).toEqual([88, 88.5, null, null, null, null, null]);
  });
});
