import { useMemo, useRef } from 'react';
import { AutoComplete } from 'antd';
import type { FieldProps } from '../../core/registry';
import { checkParentCondition } from '../shared/guard';
import { selectAria, useRequiredOnInput, type NativeElementRef } from '../shared/a11y';

/**
 * An editable select: pick a suggestion or type free text; the text itself is stored. Loaded
 * lazily by ../select-edit.tsx (AutoComplete is rc-select: needed once a form shows this type).
 */
export default function SelectEditInput({ item, options, value, onChange, onBlur, onFocus, disabled, field, conditionParents, placeholder, a11y }: FieldProps & { placeholder?: string }) {
  const ref = useRef<NativeElementRef>(null);
  useRequiredOnInput(ref, a11y);
  const suggestions = useMemo(() => (options ?? []).map((o) => ({ value: o.label, disabled: o.isDisabled })), [options]);
  return (
    <AutoComplete
      ref={ref as never}
      {...selectAria(a11y)}
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : undefined}
      options={suggestions}
      onChange={(v) => onChange?.(v)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      allowClear
      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
      placeholder={placeholder ?? `请选择或输入${item.name}`}
      onOpenChange={(open) => {
        if (open) checkParentCondition(field, conditionParents);
      }}
    />
  );
}

