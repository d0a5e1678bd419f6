import { describe, expect, it } from 'vitest';
import { BUTTON_CODES, MANAGER_ONLY_BUTTONS, buttonApplies } from '../../schemas/permissions';
import { RULES } from '../records/workflow';

/**
 * 角色权限 shows the administrators' buttons as never kept by 企业用户 (issue 45 point 11): the list
 * in schemas/permissions.ts must be exactly the workflow's moves granted to `manager` only.
 */
describe('MANAGER_ONLY_BUTTONS', () => {
  it('are the workflow moves only an administrator is granted', () => {
    const managerOnly = Object.entries(RULES)
      .filter(([, rule]) => rule.grants.every((g) => g.who === 'manager'))
      .map(([action]) => action)
      .sort();
    expect([...MANAGER_ONLY_BUTTONS].sort()).toEqual(managerOnly);
  });

  it('never apply to 企业用户, always to 管理员', () => {
    for (const code of BUTTON_CODES) {
      expect(buttonApplies('M', code)).toBe(true);
      expect(buttonApplies('U', code)).toBe(!MANAGER_ONLY_BUTTONS.includes(code));
    }
  });
});
