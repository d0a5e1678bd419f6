import { describe, expect, it } from 'vitest';
import { auditLevelsProblem, stageStatusText, type AuditLevel } from './audit-levels';

const level = (name: string, kind: AuditLevel['kind'] = 'role', userIds: string[] = []): AuditLevel => ({ name, kind, userIds });

describe('auditLevelsProblem (审核级别)', () => {
  it('accepts none (the default: any administrator, once) and a usual plan', () => {
    expect(auditLevelsProblem([])).toBeNull();
    expect(auditLevelsProblem([level('初审'), level('复审', 'user', ['u-a'])])).toBeNull();
  });

  it('names the first problem, row by row', () => {
    expect(auditLevelsProblem([level('初审'), level(' ')])).toBe('第 2 级：请填写级别名称');
    expect(auditLevelsProblem([level('很长的级别名称很长的级别名称很长的')])).toBe('第 1 级：级别名称不能超过 16 个字符');
    expect(auditLevelsProblem([level('初审'), level(' 初审 ')])).toBe('第 2 级：级别名称「初审」重复');
    expect(auditLevelsProblem([level('复审', 'user')])).toBe('「复审」须指定至少一名审核人');
    expect(auditLevelsProblem([level('复审', 'user', Array.from({ length: 21 }, (_, i) => `u-${i}`))])).toBe('「复审」最多指定 20 名审核人');
    expect(auditLevelsProblem(['一', '二', '三', '四', '五', '六'].map((n) => level(n)))).toBe('最多设置 5 个审核级别');
  });
});

describe('stageStatusText', () => {
  it('names the level a record waits at', () => {
    expect(stageStatusText('待审核', { name: '复审' })).toBe('待审核（复审）');
    expect(stageStatusText('待审核', null)).toBe('待审核');
  });
});
