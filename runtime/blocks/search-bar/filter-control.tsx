import type { ComponentType } from 'react';
import type { SearchFilterItem } from '../../../schemas/form';
import { filterTraits } from '../../../schemas/filter-kinds';
import { TextFilter, type FilterControlProps, type FilterPlace, type KindControlProps } from './filter-controls';
import { filterKindViews } from './filter-kinds';

export type { FilterControlProps, FilterPlace } from './filter-controls';

/**
 * The id of a condition's input: antd puts it on the real `<input>` (the combobox of a Select, the
 * first input of a range), so a `<label for>` naming this id names the control. A header popover's
 * copy of the same condition gets its own id: two equal ids would leave the label pointing at one.
 */
export const filterControlId = (code: string, place: FilterPlace = 'bar'): string => (place === 'bar' ? `filter-${code}` : `header-filter-${code}`);

/** The narrowest a condition's control may be with its placeholder whole (a CSS length). */
export function filterMinWidth(item: Pick<SearchFilterItem, 'name' | 'type'>): string {
  return (filterKindViews.get(item.type) ?? filterKindViews.get('text'))?.minWidth(item) ?? '0px';
}

/**
 * The input of one condition by its kind (spec 000 §3; the kinds are schemas/filter-kinds.ts, their
 * controls filter-kinds.ts). An unknown kind gets a text input. Used by the search bar and the
 * table's header search popovers.
 */
export function FilterControl(props: FilterControlProps) {
  const traits = filterTraits(props.item.type) ?? { label: '', match: 'contains' };
  const Control: ComponentType<KindControlProps> = filterKindViews.get(props.item.type)?.Control ?? TextFilter;
  const style = { width: '100%', minWidth: filterMinWidth(props.item), ...props.style };
  const common = { id: filterControlId(props.item.code, props.place), style, 'aria-label': props['aria-label'] };
  return <Control {...props} traits={traits} common={common} />;
}
