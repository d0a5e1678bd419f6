import { message } from 'antd';
import type { Field } from '@formily/core';
import { MSG } from '../../core/constants';
import { hasMissingCondition } from '../../core/linkage';

/**
 * Called when the user opens or queries a child field: warns 请先输入或选择上级条件后查询！ and
 * returns false while a condition parent (groupNumber with _x) is empty.
 */
export function checkParentCondition(field: Field | undefined, parents: readonly string[] | undefined): boolean {
  if (!field || !parents?.length) return true;
  if (!hasMissingCondition((b) => field.form.getValuesIn(b), parents)) return true;
  void message.warning(MSG.parentFirst);
  return false;
}

/** The value as an array (multi-value types). */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
