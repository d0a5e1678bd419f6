import type { FormConfig, FormItem, SearchFilterItem } from '../../schemas/form';
import type { FilterKind } from '../../schemas/filter-kinds';
import type { ListConfig, TableColumn } from '../../schemas/list';
import { fieldTraits } from '../../schemas/field-types';
import { filterTraits } from '../../schemas/filter-kinds';
import { columnTraits, columnTypeOf } from '../../schemas/column-types';

/**
 * The configs of a page pair (「新建列表 + 详情」): the detail form with the fields, and the list
 * over it whose columns, header search and search-bar conditions are the fields ticked for each.
 * The list names the form as its detail node (formNodeId), so its 新增 and 查看 open the form and
 * it shows the records the form saves — as credit-record-list does with credit-apply.
 */
export interface PairChoice {
  /** bianma of the fields shown as columns, in the form's order */
  columns: readonly string[];
  /** bianma of the columns with a header search */
  headerSearch: readonly string[];
  /** bianma of the fields offered as search-bar conditions */
  filters: readonly string[];
}

/**
 * What a field's type traits say about listing it (schemas/field-types.ts; no type is named here,
 * a new type is listed by its traits). A day: the date linkage role, or a 日期… type (日期时间,
 * 日期范围). Not listable: rich text, and a list of things with no choices (files, qualifications).
 */
const traitsOf = (item: FormItem) => fieldTraits(item.type);
const isDay = (item: FormItem) => {
  const t = traitsOf(item);
  return t?.linkRole === 'date' || !!t?.label.startsWith('日期');
};

/** Whether a field can be a list column at all (an attachment or rich text cannot). */
export const listable = (item: FormItem): boolean => {
  const t = traitsOf(item);
  return !!t && !t.richText && !(t.valueType === 'array' && !t.options);
};

/** The search-bar condition kind for a field, or undefined (a yes/no field is not offered). */
export function filterKindFor(item: FormItem): FilterKind | undefined {
  const t = traitsOf(item);
  if (!t || !listable(item) || t.valueType === 'boolean') return undefined;
  if (isDay(item)) return 'daterange';
  if (t.pathValue) return 'cascader';
  if (t.multiple) return 'select-multiple';
  // a choice with a parent field loads its choices from the parent's value, as select-link does
  if (t.options) return item.parentNode ? 'select-link' : 'select';
  return 'text';
}

/**
 * A search-bar condition for a field. It keeps no copy of the field's choices: the list answer
 * names where they are (the field's inline options or dictionary, schemas/column-labels.ts), so the
 * condition offers what the form offers, even after the field's choices change.
 */
export function filterFor(item: FormItem): SearchFilterItem {
  return { name: item.name, code: item.bianma, type: filterKindFor(item) ?? 'text' };
}

/** A column for a field: a number right-aligned, a day centred. */
export function columnFor(item: FormItem, headerSearch: boolean): TableColumn {
  const column: TableColumn = { code: item.bianma, name: item.name };
  if (traitsOf(item)?.valueType === 'number') column.listAlignment = 'right';
  if (isDay(item)) column.listAlignment = 'center';
  if (headerSearch) column.isSearch = true;
  return column;
}

/** The workflow columns every pair's list ends with: the status and the record's buttons. */
export const TAIL_COLUMNS: readonly TableColumn[] = [
  { code: 'status', name: '状态', type: 'status', isStatus: true, width: 100, listAlignment: 'center' },
  { code: 'operations', name: '操作', type: 'operations', width: 200 },
];

/** How a field is searched: typed words, a choice or a day range, or not at all. */
function searchedAs(item: FormItem): 'words' | 'choice' | undefined {
  const kind = filterKindFor(item);
  const t = kind && filterTraits(kind);
  if (!t) return undefined;
  return t.match === 'contains' && !t.choices ? 'words' : 'choice';
}

/** What the dialog ticks at first: the first six listable fields as columns, the first text field searchable, choice and day fields as conditions. */
export function defaultChoice(items: readonly FormItem[]): PairChoice {
  const columns = items.filter(listable).slice(0, 6).map((i) => i.bianma);
  // the first plain text field (a name, usually) is what people search a list by
  const firstText = items.find((i) => searchedAs(i) === 'words');
  const filters = items.filter((i) => searchedAs(i) === 'choice').slice(0, 3).map((i) => i.bianma);
  return { columns, headerSearch: firstText && columns.includes(firstText.bianma) ? [firstText.bianma] : [], filters };
}

export function formConfigOf(title: string, items: readonly FormItem[]): FormConfig {
  return { kind: 'form', title, groups: [{ key: 'group1', title: '基本信息', items: items.map((i) => structuredClone(i)) }] };
}

export function listConfigOf(args: { title: string; listNodeId: string; formNodeId: string; items: readonly FormItem[]; choice: PairChoice }): ListConfig {
  const { items, choice } = args;
  const picked = (codes: readonly string[]) => items.filter((i) => listable(i) && codes.includes(i.bianma));
  return {
    kind: 'list',
    title: args.title,
    columns: [...picked(choice.columns).map((i) => columnFor(i, choice.headerSearch.includes(i.bianma))), ...TAIL_COLUMNS.map((c) => ({ ...c }))],
    search: { displayCode: args.listNodeId, displayList: picked(choice.filters).map(filterFor) },
    formNodeId: args.formNodeId,
  };
}

/**
 * The columns after 从表单同步列: a column per listable form field (in the form's order, before
 * the list's status and button columns), names taken from the form; columns of other keys
 * (status, buttons, computed ones) stay where they are. Header search and widths a person set stay.
 */
export function syncedColumns(columns: readonly TableColumn[], items: readonly FormItem[]): TableColumn[] {
  const byCode = new Map(columns.map((c) => [c.code, c]));
  const fieldCodes = new Set(items.map((i) => i.bianma));
  const fromForm = items.filter(listable).map((i) => {
    const had = byCode.get(i.bianma);
    return had ? { ...had, name: i.name } : columnFor(i, false);
  });
  const others = columns.filter((c) => !fieldCodes.has(c.code));
  // the form's columns go where the first of them was, else before the status / button columns
  const firstOld = columns.findIndex((c) => fieldCodes.has(c.code));
  const tail = others.findIndex((c) => {
    const t = columnTraits(columnTypeOf(c));
    return !!(t?.showsStatus || t?.recordButtons);
  });
  const at = firstOld >= 0 ? columns.slice(0, firstOld).filter((c) => !fieldCodes.has(c.code)).length : tail >= 0 ? tail : others.length;
  return [...others.slice(0, at), ...fromForm, ...others.slice(at)];
}
