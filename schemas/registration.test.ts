import { describe, expect, it } from 'vitest';
import { usccProblem } from './registration';

describe('usccProblem (GB 32100-2015)', () => {
  it('accepts a code whose 18th character is its check character', () => {
    expect(usccProblem('91350100M000100Y43')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(usccProblem('')).toBe('请输入统一社会信用代码');
    expect(usccProblem('91350100M000100Y4')).toBe('统一社会信用代码应为18位');
    expect(usccProblem('91350100M000100Y430')).toBe('统一社会信用代码应为18位');
    expect(usccProblem('91350100m000100y43')).toBe('统一社会信用代码中的字母须为大写');
    expect(usccProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确，请核对后重新输入');
    expect(usccProblem('91350100I000100Y43')).toBe('统一社会信用代码含有无效字符（不使用I、O、Z、S、V）');
  });
});
