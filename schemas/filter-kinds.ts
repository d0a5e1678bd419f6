/**
 * The kinds of a search-bar condition (spec 000 §3, §5), one entry each: the designer's label,
 * what the search bar draws, and how the server compares the text it sends. The runtime's controls
 * are runtime/blocks/search-bar/filter-kinds.tsx (a test checks both lists hold the same kinds).
 */
import { ownEntry } from './registry';

export interface FilterKindTraits {
  /** the Chinese name in the designer */
  label: string;
  /**
   * How the server compares: `contains` (case-insensitive), `equals`, `any-of` (comma-joined
   * values), `path` (a cascader's last value, or a label prefix ending with '*'), `days`
   * ('yyyy-MM-dd,yyyy-MM-dd', both days included).
   */
  match: 'contains' | 'equals' | 'any-of' | 'path' | 'days';
  /** the condition offers choices (its dataList, else the dictionary of its code) */
  choices?: 'flat' | 'tree';
  /** the user can type to narrow the choices */
  searchable?: boolean;
  /** several choices at once */
  multiple?: boolean;
  /** width of the header-search popover, in pixels (default 220) */
  popoverWidth?: number;
}

export const FILTER_KINDS = {
  text: { label: '文本', match: 'contains' },
  select: { label: '下拉', match: 'equals', choices: 'flat' },
  'select-link': { label: '联动下拉', match: 'equals', choices: 'flat', searchable: true },
  'select-multiple': { label: '多选下拉', match: 'any-of', choices: 'flat', searchable: true, multiple: true },
  cascader: { label: '级联', match: 'path', choices: 'tree' },
  daterange: { label: '日期范围', match: 'days', popoverWidth: 280 },
} as const satisfies Record<string, FilterKindTraits>;

export type FilterKind = keyof typeof FILTER_KINDS;

export const FILTER_TYPES = Object.keys(FILTER_KINDS) as FilterKind[];

export const filterTraits = (kind: string | undefined): FilterKindTraits | undefined => ownEntry<FilterKindTraits>(FILTER_KINDS, kind);
