/**
 * The search bar's condition kinds, one entry each (spec 000 §3): the control it draws and the
 * text it sends. Their traits (label, choices, how the server compares) are
 * schemas/filter-kinds.ts; a test keeps both lists equal.
 */
import type { ComponentType } from 'react';
import { Registry } from '../../../schemas/registry';
import type { SearchFilterItem } from '../../../schemas/form';
import {
  ChoiceFilter,
  DAYS_PLACEHOLDER,
  DaysFilter,
  PathFilter,
  TextFilter,
  choicePlaceholder,
  textPlaceholder,
  type KindControlProps,
} from './filter-controls';
import { choiceTag, daysTag, daysText, joinedText, lastOfPath, pathTag } from './filter-text';

export interface FilterKindView {
  Control: ComponentType<KindControlProps>;
  /** the text a value sends ('' when empty) */
  text: (value: unknown) => string;
  /**
   * The narrowest the control may be with its placeholder shown whole, as a CSS length: the
   * placeholder's characters at 1em each (a CJK character is 1em wide) plus the control's padding,
   * icons and border. The search bar's narrow expanded fields cut "开始日期" to "开…" without it.
   */
  minWidth: (item: Pick<SearchFilterItem, 'name'>) => string;
  /** How a value reads in the search-tag list ('' when empty): the chosen labels, not the codes sent. */
  tag: (value: unknown, item: Pick<SearchFilterItem, 'dataList'>) => string;
}

// Padding, border and icons of antd's controls beside their text (14 px font, default size).
const INPUT_CHROME_PX = 24; // 11 px padding each side, 1 px border each side
const SELECT_CHROME_PX = 44; // the same plus the arrow (or clear) icon
// A multiple select pads its selector 3 px / 24 px and sets its placeholder 8 px / 11 px inside
// that: 94 px of text in a 142 px control cut 请选择评价年份 at 1440×900.
const MULTIPLE_CHROME_PX = 3 + 24 + 8 + 11 + 2;
const RANGE_CHROME_PX = 80; // padding, the arrow between both inputs, the calendar icon, border

const chars = (text: string): number => [...text].length;
const inputWidth = (item: Pick<SearchFilterItem, 'name'>) => `calc(${chars(textPlaceholder(item.name))}em + ${INPUT_CHROME_PX}px)`;
const choiceWidth = (item: Pick<SearchFilterItem, 'name'>) => `calc(${chars(choicePlaceholder(item.name))}em + ${SELECT_CHROME_PX}px)`;
const multipleWidth = (item: Pick<SearchFilterItem, 'name'>) => `calc(${chars(choicePlaceholder(item.name))}em + ${MULTIPLE_CHROME_PX}px)`;
// Both inputs of a range are as wide as each other: each needs the longer placeholder.
const rangeWidth = () => `calc(${2 * Math.max(...DAYS_PLACEHOLDER.map(chars))}em + ${RANGE_CHROME_PX}px)`;

export const filterKindViews = new Registry<FilterKindView>([
  ['text', { Control: TextFilter, text: joinedText, minWidth: inputWidth, tag: joinedText }],
  ['select', { Control: ChoiceFilter, text: joinedText, minWidth: choiceWidth, tag: (v, i) => choiceTag(v, i.dataList) }],
  ['select-link', { Control: ChoiceFilter, text: joinedText, minWidth: choiceWidth, tag: (v, i) => choiceTag(v, i.dataList) }],
  ['select-multiple', { Control: ChoiceFilter, text: joinedText, minWidth: multipleWidth, tag: (v, i) => choiceTag(v, i.dataList) }],
  ['cascader', { Control: PathFilter, text: lastOfPath, minWidth: choiceWidth, tag: (v, i) => pathTag(v, i.dataList) }],
  ['daterange', { Control: DaysFilter, text: daysText, minWidth: rangeWidth, tag: daysTag }],
]);
