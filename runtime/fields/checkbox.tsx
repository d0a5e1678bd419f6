import { useMemo } from 'react';
import { Checkbox } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { applySelectionLimit } from '../core/options';
import { asArray } from './shared/guard';
import { ReadOptions } from './shared/read';
import { groupAria } from './shared/a11y';

function CheckboxGroup({ options, value, onChange, disabled, selectionLimit, a11y }: FieldProps) {
  const chosen = useMemo(() => asArray(value) as (string | number)[], [value]);
  const list = useMemo(
    () => applySelectionLimit(options ?? [], chosen, selectionLimit).map((o) => ({ label: o.label, value: o.value, disabled: o.isDisabled })),
    [options, chosen, selectionLimit],
  );
  return <Checkbox.Group {...groupAria(a11y, 'group')} options={list} value={chosen} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}

export default defineFieldType({
  type: 'checkbox',
  component: CheckboxGroup,
  readPretty: ReadOptions,
});
