import { Cascader, DatePicker, Input, Select } from 'antd';
import type { CSSProperties } from 'react';
import type { FieldOption, SearchFilterItem } from '../../../schemas/form';
import { FILTER_DATE_FORMAT } from './filter-payload';

export interface FilterControlProps {
  item: Pick<SearchFilterItem, 'code' | 'name' | 'type' | 'dataList'>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Enter in a text filter runs the search. */
  onPressEnter?: () => void;
  style?: CSSProperties;
}

interface AntOption {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: AntOption[];
}

const toAntOptions = (list: readonly FieldOption[] = []): AntOption[] =>
  list.map((o) => ({
    label: o.label,
    value: o.value,
    disabled: o.isDisabled,
    ...(o.children?.length ? { children: toAntOptions(o.children) } : {}),
  }));

const filterByLabel = (input: string, option?: { label?: unknown }): boolean =>
  String(option?.label ?? '').toLowerCase().includes(input.toLowerCase());

/**
 * The input of one filter by its type (spec 000 §3): text, select, select-link (a select the user
 * can type into to narrow a long list), select-multiple, cascader (strict: every level may be
 * chosen; the last value is sent) and daterange (yyyy-MM-dd). Used by the search bar and the
 * table's header search popovers.
 */
export function FilterControl({ item, value, onChange, onPressEnter, style }: FilterControlProps) {
  const placeholderSelect = `请选择${item.name}`;
  const common = { id: `filter-${item.code}`, style: { width: '100%', ...style } };
  switch (item.type) {
    case 'select':
    case 'select-link':
    case 'select-multiple':
      return (
        <Select
          {...common}
          allowClear
          showSearch={item.type !== 'select'}
          filterOption={filterByLabel}
          mode={item.type === 'select-multiple' ? 'multiple' : undefined}
          maxTagCount="responsive"
          placeholder={placeholderSelect}
          options={toAntOptions(item.dataList)}
          value={value as string | string[] | undefined}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'cascader':
      return (
        <Cascader
          {...common}
          changeOnSelect
          allowClear
          placeholder={placeholderSelect}
          options={toAntOptions(item.dataList)}
          value={value as (string | number)[] | undefined}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'daterange':
      return (
        <DatePicker.RangePicker
          {...common}
          format={FILTER_DATE_FORMAT}
          placeholder={['开始日期', '结束日期']}
          value={value as never}
          onChange={(v) => onChange?.(v ?? undefined)}
        />
      );
    default:
      return (
        <Input
          {...common}
          allowClear
          placeholder={`请输入${item.name}`}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          onPressEnter={onPressEnter}
        />
      );
  }
}
