import type { FieldOption, FormItem } from '../../schemas/form';
import type { TableColumn } from '../../schemas/list';
import type { FieldRegistry, FieldTypeDefinition } from '../../runtime/core/registry';

/** A palette entry: one registered field type, labelled from its own docs (no second list). */
export interface FieldTypeEntry {
  type: string;
  /** short Chinese label: the first clause of the type's description */
  label: string;
  description: string;
  options: 'none' | 'flat' | 'tree';
}

/** The first clause of a type's description, kept short enough for a palette tile. */
export function shortLabel(description: string): string {
  const first = description.split(/[；。;(（:：]/)[0].trim();
  return first.length > 12 ? first.slice(0, 12) : first || description.slice(0, 12);
}

/** Every type of the registry, in registration order. */
export function fieldTypeEntries(registry: FieldRegistry): FieldTypeEntry[] {
  return registry.values().map((def) => ({
    type: def.type,
    label: shortLabel(def.docs.description),
    description: def.docs.description,
    options: def.options ?? 'none',
  }));
}

/** A bianma not used yet: `<type>_<n>`, with characters the runtime refuses replaced. */
export function freeKey(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/[^A-Za-z0-9_]/g, '_');
  for (let n = 1; ; n++) {
    const key = `${stem}_${n}`;
    if (!taken.has(key)) return key;
  }
}

const FLAT_SAMPLE: FieldOption[] = [
  { label: '选项一', value: '1' },
  { label: '选项二', value: '2' },
];
const TREE_SAMPLE: FieldOption[] = [
  { label: '选项一', value: '1', children: [{ label: '选项一-1', value: '1-1' }] },
  { label: '选项二', value: '2', children: [{ label: '选项二-1', value: '2-1' }] },
];

/**
 * A new field of `def`'s type: unique bianma, the type label as name, half width, and sample
 * inline choices for choice types so the preview shows something to pick at once.
 */
export function newField(def: FieldTypeDefinition, taken: ReadonlySet<string>): FormItem {
  const label = shortLabel(def.docs.description);
  const bianma = freeKey(def.type, taken);
  const item: FormItem = { bianma, name: `${label}${bianma.slice(bianma.lastIndexOf('_') + 1)}`, type: def.type, required: 0, col: 12 };
  if (def.options === 'flat') item.options = { list: FLAT_SAMPLE.map((o) => ({ ...o })) };
  if (def.options === 'tree') item.options = { list: structuredClone(TREE_SAMPLE) };
  if (def.type === 'editor' || def.type === 'textarea') item.col = 24;
  return item;
}

/** A new table column of a registered column type. */
export function newColumn(type: string, title: string, taken: ReadonlySet<string>): TableColumn {
  const code = freeKey(type === 'text' ? 'col' : type, taken);
  const column: TableColumn = { code, name: type === 'text' ? `列${code.slice(code.lastIndexOf('_') + 1)}` : title };
  if (type !== 'text') column.type = type as TableColumn['type'];
  return column;
}
