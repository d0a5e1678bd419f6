import { BUTTON_CODES } from '../../schemas/permissions';
import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of the 权限设置 calls (docs/administration.md "权限设置") for the fuzz suite. Saves go to
 * the disabled demo menu 历史评价（停用） (credit-hidden), which no other case writes through, and
 * keep every button (the default), so a fuzzed save never takes a button from another case; the
 * functions save names a system that does not exist, so it never changes a menu's roles.
 */
export function permissionCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'permissions';
  return {
    'POST /ks/common/buttons/table-button': { family, who: 'U', base: () => ({ nodeId: 'credit-record-list' }) },
    'POST /ks/common/buttons/form-button': { family, who: 'U', base: () => ({ nodeId: 'credit-apply' }) },
    'POST /ks/trade/buttons': { family, who: 'U', base: () => ({ nodeId: 'trade-venue' }) },
    'PUT /ks/authority/node/save-functions': { family, who: 'M', base: () => ({ role: 'U', systemCoding: 'fz_no_such_system', menuIds: ['credit-hidden'] }) },
    'PUT /ks/authority/node/save-buttons': { family, who: 'M', base: () => ({ role: 'U', nodeId: 'credit-hidden', codes: [...BUTTON_CODES] }) },
  };
}
