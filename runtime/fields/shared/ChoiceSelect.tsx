import { useMemo } from 'react';
import { Select } from 'antd';
import type { FieldProps } from '../../core/registry';
import { applySelectionLimit, toAntOptions } from '../../core/options';
import { asArray, checkParentCondition } from './guard';

export interface ChoiceSelectProps extends FieldProps {
  mode?: 'multiple';
  showSearch?: boolean;
  placeholder?: string;
}

/** antd Select over the field's options: select, filter-select, select-link, select-multiple. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { item, options, loading, value, onChange, onBlur, onFocus, disabled, field, conditionParents, selectionLimit, mode, showSearch, placeholder } = props;
  const antOptions = useMemo(
    () => toAntOptions(applySelectionLimit(options ?? [], mode ? asArray(value) : undefined, selectionLimit)),
    [options, value, mode, selectionLimit],
  );
  return (
    <Select
      style={{ width: '100%' }}
      value={mode ? asArray(value) : (value ?? undefined)}
      options={antOptions}
      onChange={(v) => onChange?.(v)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      loading={loading}
      mode={mode}
      allowClear
      showSearch={showSearch}
      optionFilterProp="label"
      placeholder={placeholder ?? `请选择${item.name}`}
      // Typing into a closed select opens it too, so one check per opening covers queries.
      onOpenChange={(open) => {
        if (open) checkParentCondition(field, conditionParents);
      }}
    />
  );
}
