/**
 * Where a list column takes the words it shows for stored values (docs/lists.md "Columns show
 * names"): one decision for the server (the list answer, the export), the runtime (cells, search
 * choices) and the designer (the column panel says where they come from). A column bound to a
 * form field with options shows that field's labels — its dictionary (`code`), its inline
 * options, or the fixed words of a yes/no type — unless its `labels` setting says otherwise.
 */
import type { FieldOption, FormGroup, FormItem } from './form';
import type { ColumnLabelSet, ListLabels, TableColumn } from './list';
import { columnTypeOf, TEXT_COLUMN_TYPE } from './column-types';
import { fieldTraits } from './field-types';

/** A column's labels: a dictionary looked up on the server, or options the config holds. */
export type LabelSource =
  | { source: 'dictionary'; displayCode: string; level: number; path: boolean; field?: FormItem }
  | { source: 'options'; options: FieldOption[]; path: boolean; field?: FormItem };

/** The record key a column reads. */
export const columnKey = (column: Pick<TableColumn, 'code' | 'bianma'>): string => column.bianma || column.code;

/** The fields of a form's groups, in order. */
export const formItemsOf = (groups: readonly FormGroup[] | undefined): FormItem[] => (groups ?? []).flatMap((g) => g.items);

/**
 * How deep a linked field sits in its dictionary: a city whose parent (the province) reads the same
 * dictionary is at level 1, its county at 2. Its search offers that level's options only.
 */
function levelOf(item: FormItem, items: readonly FormItem[]): number {
  let level = 0;
  const seen = new Set([item.bianma]);
  let current = item;
  for (;;) {
    const parentKey = current.parentNode?.split(',')[0]?.trim();
    const parent = parentKey ? items.find((i) => i.bianma === parentKey) : undefined;
    if (!parent || seen.has(parent.bianma) || parent.code !== item.code) return level;
    seen.add(parent.bianma);
    level += 1;
    current = parent;
  }
}

/** The labels a form field gives its values, or null when its values are their own words. */
function fieldSource(field: FormItem, items: readonly FormItem[]): LabelSource | null {
  const traits = fieldTraits(field.type);
  const path = traits?.pathValue === true;
  if (field.options?.list?.length) return { source: 'options', options: field.options.list, path, field };
  if (traits?.fixedChoices) return { source: 'options', options: traits.fixedChoices.map((c) => ({ label: c.label, value: String(c.value) })), path, field };
  if (traits?.options && field.code) return { source: 'dictionary', displayCode: field.code, level: levelOf(field, items), path, field };
  return null;
}

/**
 * Where `column` takes its labels from, the form's `items` being those of the list's detail node
 * (formNodeId) or its recordForm. Only plain value (text) columns are labelled: a status, link or
 * button column draws its own thing.
 */
export function labelSource(column: TableColumn, items: readonly FormItem[]): LabelSource | null {
  if (columnTypeOf(column) !== TEXT_COLUMN_TYPE) return null;
  const setting = column.labels;
  if (setting?.from === 'none') return null;
  const key = columnKey(column);
  const field = items.find((i) => i.bianma === key);
  if (setting?.from === 'dictionary') {
    if (!setting.displayCode) return null;
    const linked = field && field.code === setting.displayCode ? levelOf(field, items) : 0;
    return { source: 'dictionary', displayCode: setting.displayCode, level: linked, path: fieldTraits(field?.type)?.pathValue === true, field };
  }
  return field ? fieldSource(field, items) : null;
}

/** Record key → label source, for the columns that have one. */
export function labelSources(columns: readonly TableColumn[], items: readonly FormItem[]): Map<string, LabelSource> {
  const out = new Map<string, LabelSource>();
  for (const column of columns) {
    if (column.show === false) continue;
    const source = labelSource(column, items);
    if (source) out.set(columnKey(column), source);
  }
  return out;
}

/** The stored values a cell holds, as the text a dictionary keys them by. */
export function storedValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

/** value → label of a whole option tree. */
export function optionLabels(options: readonly FieldOption[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: readonly FieldOption[]) => {
    for (const o of list) {
      out[String(o.value)] ??= o.label;
      if (o.children) walk(o.children);
    }
  };
  walk(options);
  return out;
}

/** The options `level` deep in a tree (0: the roots), without their children: a linked field's choices. */
export function levelOptions(options: readonly FieldOption[], level: number): FieldOption[] {
  let list: readonly FieldOption[] = options;
  for (let i = 0; i < level; i++) list = list.flatMap((o) => o.children ?? []);
  return list.map(({ children: _children, ...o }) => o);
}

/** Dictionary → the values of the page's rows it is asked to name (one lookup per dictionary). */
export function dictionaryValues(sources: ReadonlyMap<string, LabelSource>, rows: readonly Record<string, unknown>[]): Map<string, string[]> {
  const wanted = new Map<string, Set<string>>();
  for (const [key, source] of sources) {
    if (source.source !== 'dictionary') continue;
    const set = wanted.get(source.displayCode) ?? new Set<string>();
    for (const row of rows) for (const v of storedValues(row[key])) set.add(v);
    wanted.set(source.displayCode, set);
  }
  return new Map([...wanted].filter(([, set]) => set.size > 0).map(([code, set]) => [code, [...set]]));
}

/**
 * The labels a list answer carries: for each labelled key, the words of the values on the page
 * and where its search takes its choices. `dictionaries` holds what the server looked up.
 */
export function listLabels(
  sources: ReadonlyMap<string, LabelSource>,
  rows: readonly Record<string, unknown>[],
  dictionaries: ReadonlyMap<string, Readonly<Record<string, string>>>,
): ListLabels {
  const out: ListLabels = {};
  for (const [key, source] of sources) {
    const known = source.source === 'dictionary' ? (dictionaries.get(source.displayCode) ?? {}) : optionLabels(source.options);
    const values: Record<string, string> = {};
    for (const row of rows) for (const v of storedValues(row[key])) if (Object.hasOwn(known, v)) values[v] = known[v];
    const set: ColumnLabelSet = { values };
    if (source.path) set.path = true;
    if (source.source === 'dictionary') {
      set.displayCode = source.displayCode;
      if (source.level > 0) set.level = source.level;
    } else set.options = source.options;
    out[key] = set;
  }
  return out;
}

/** Separator of several chosen values (a path joins with /). */
export const MULTIPLE_SEPARATOR = '、';

/**
 * The words a cell shows for `value`: each stored value's label, the value itself when it has
 * none; undefined when the column has no labels or the cell is empty (the cell draws it as before).
 */
export function labelText(value: unknown, set: ColumnLabelSet | undefined): string | undefined {
  if (!set) return undefined;
  const values = storedValues(value);
  if (values.length === 0) return undefined;
  const words = values.map((v) => set.values[v] ?? v);
  return words.join(set.path ? '/' : MULTIPLE_SEPARATOR);
}

/** A sentence for the designer: where a column's labels come from. */
export function labelSourceText(column: TableColumn, items: readonly FormItem[]): string {
  const source = labelSource(column, items);
  if (column.labels?.from === 'none') return '不转换，显示存储值';
  if (!source) return columnTypeOf(column) !== TEXT_COLUMN_TYPE ? '该列类型自行显示，不转换' : '无（未找到带选项的表单字段），显示存储值';
  const field = source.field && column.labels?.from !== 'dictionary' ? `表单字段「${source.field.name}」的` : '';
  return source.source === 'dictionary' ? `${field}字典 ${source.displayCode}` : `${field}选项（${source.options.length} 项）`;
}
