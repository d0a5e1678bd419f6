/** The controls of the condition kinds (filter-kinds.ts says which kind draws which). */
import { Cascader, DatePicker, Input, Select } from 'antd';
import type { CSSProperties } from 'react';
import type { FieldOption, SearchFilterItem } from '../../../schemas/form';
import type { FilterKindTraits } from '../../../schemas/filter-kinds';
import { FILTER_DATE_FORMAT } from './filter-text';

export interface FilterControlProps {
  item: Pick<SearchFilterItem, 'code' | 'name' | 'type' | 'dataList'>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Enter in a text filter runs the search. */
  onPressEnter?: () => void;
  style?: CSSProperties;
  /** where the control sits: the search bar (default) or a column header's popover */
  place?: FilterPlace;
  /** its name when no `<label for>` points at it (the header popover has no visible label) */
  'aria-label'?: string;
}

export type FilterPlace = 'bar' | 'header';

/** What a kind's control receives: the props above, its traits and the common id/style. */
export interface KindControlProps extends FilterControlProps {
  traits: FilterKindTraits;
  common: { id: string; style: CSSProperties; 'aria-label'?: string };
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

/** The placeholders the controls show; filter-kinds.ts sizes each control so they show whole. */
export const textPlaceholder = (name: string): string => `请输入${name}`;
export const choicePlaceholder = (name: string): string => `请选择${name}`;
export const DAYS_PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];

const filterByLabel = (input: string, option?: { label?: unknown }): boolean =>
  String(option?.label ?? '').toLowerCase().includes(input.toLowerCase());

export const TextFilter = ({ item, value, onChange, onPressEnter, common }: KindControlProps) => (
  <Input
    {...common}
    allowClear
    placeholder={textPlaceholder(item.name)}
    value={(value as string | undefined) ?? ''}
    onChange={(e) => onChange?.(e.target.value)}
    onPressEnter={onPressEnter}
  />
);

/** A select over the condition's choices; the kind's traits say whether it searches and is multiple. */
export const ChoiceFilter = ({ item, value, onChange, traits, common }: KindControlProps) => (
  <Select
    {...common}
    allowClear
    showSearch={traits.searchable === true}
    filterOption={filterByLabel}
    mode={traits.multiple ? 'multiple' : undefined}
    maxTagCount="responsive"
    placeholder={choicePlaceholder(item.name)}
    options={toAntOptions(item.dataList)}
    value={value as string | string[] | undefined}
    onChange={(v) => onChange?.(v)}
  />
);

/** A cascader where every level may be chosen (strict); the last value is sent. */
export const PathFilter = ({ item, value, onChange, common }: KindControlProps) => (
  <Cascader
    {...common}
    changeOnSelect
    allowClear
    placeholder={choicePlaceholder(item.name)}
    options={toAntOptions(item.dataList)}
    value={value as (string | number)[] | undefined}
    onChange={(v) => onChange?.(v)}
  />
);

export const DaysFilter = ({ value, onChange, common }: KindControlProps) => (
  <DatePicker.RangePicker
    {...common}
    format={FILTER_DATE_FORMAT}
    placeholder={DAYS_PLACEHOLDER}
    value={value as never}
    onChange={(v) => onChange?.(v ?? undefined)}
  />
);

