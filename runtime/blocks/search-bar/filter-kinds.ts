/**
 * The search bar's condition kinds, one entry each (spec 000 §3): the control it draws and the
 * text it sends. Their traits (label, choices, how the server compares) are
 * schemas/filter-kinds.ts; a test keeps both lists equal.
 */
import type { ComponentType } from 'react';
import { Registry } from '../../../schemas/registry';
import { ChoiceFilter, DaysFilter, PathFilter, TextFilter, type KindControlProps } from './filter-controls';
import { daysText, joinedText, lastOfPath } from './filter-text';

export interface FilterKindView {
  Control: ComponentType<KindControlProps>;
  /** the text a value sends ('' when empty) */
  text: (value: unknown) => string;
}

export const filterKindViews = new Registry<FilterKindView>([
  ['text', { Control: TextFilter, text: joinedText }],
  ['select', { Control: ChoiceFilter, text: joinedText }],
  ['select-link', { Control: ChoiceFilter, text: joinedText }],
  ['select-multiple', { Control: ChoiceFilter, text: joinedText }],
  ['cascader', { Control: PathFilter, text: lastOfPath }],
  ['daterange', { Control: DaysFilter, text: daysText }],
]);
