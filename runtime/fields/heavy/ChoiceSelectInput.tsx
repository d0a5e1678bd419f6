import { useEffect, useMemo, useRef } from 'react';
import { Select } from 'antd';
import { applySelectionLimit, toAntOptions } from '../../core/options';
import { asArray, checkParentCondition } from '../shared/guard';
import type { ChoiceSelectProps } from '../shared/ChoiceSelect';
import type { RealFieldProps } from '../shared/stand-in';
import { selectAria, useRequiredOnInput, type NativeElementRef } from '../shared/a11y';

/**
 * antd Select over the field's options: select, filter-select, select-link, select-multiple.
 * Loaded lazily by ../shared/ChoiceSelect.tsx (rc-select is needed once somebody uses a select).
 */
export default function ChoiceSelectInput(props: ChoiceSelectProps & RealFieldProps) {
  const { item, options, loading, value, onChange, onBlur, onFocus, disabled, field, conditionParents, selectionLimit, mode, showSearch, placeholder, activation, a11y } = props;
  const ref = useRef<NativeElementRef>(null);
  useRequiredOnInput(ref, a11y);
  // Opened by a press on its stand-in (defaultOpen below): the check an opening makes.
  useEffect(() => {
    if (activation === 'press') checkParentCondition(field, conditionParents);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const antOptions = useMemo(
    () => toAntOptions(applySelectionLimit(options ?? [], mode ? asArray(value) : undefined, selectionLimit)),
    [options, value, mode, selectionLimit],
  );
  return (
    <Select
      ref={ref as never}
      {...selectAria(a11y)}
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
      // a press on its stand-in (../shared/stand-in.tsx) opens it, as a press on the select does
      defaultOpen={activation === 'press'}
      // Typing into a closed select opens it too, so one check per opening covers queries.
      onOpenChange={(open) => {
        if (open) checkParentCondition(field, conditionParents);
      }}
    />
  );
}
