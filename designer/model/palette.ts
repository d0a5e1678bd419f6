import type { FieldOption, FormItem } from '../../schemas/form';
import type { TableColumn } from '../../schemas/list';
import type { FieldRegistry, FieldTypeDefinition } from '../../runtime/core/registry';
import { TEXT_COLUMN_TYPE } from '../../schemas/column-types';

/** A palette entry: one registered field type (the registry is the only list of types). */
export interface FieldTypeEntry {
  type: string;
  /** Chinese name shown on the tile */
  label: string;
  options: 'none' | 'flat' | 'tree';
}

/** The Chinese name of a type (its traits' label), else its key. */
export const typeLabel = (def: Pick<FieldTypeDefinition, 'type' | 'label'>): string => def.label || def.type;

/** Every type of the registry, in registration order. */
export function fieldTypeEntries(registry: FieldRegistry): FieldTypeEntry[] {
  return registry.values().map((def) => ({ type: def.type, label: typeLabel(def), options: def.options ?? 'none' }));
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
  const label = typeLabel(def);
  // A type may name its key (attachment → fileList, the key the server checks files under).
  const bianma = def.defaultKey && !taken.has(def.defaultKey) ? def.defaultKey : freeKey(def.type, taken);
  const name = bianma === def.defaultKey ? label : `${label}${bianma.slice(bianma.lastIndexOf('_') + 1)}`;
  const item: FormItem = { bianma, name, type: def.type, required: 0, col: def.col ?? 12 };
  if (def.options === 'flat') item.options = { list: FLAT_SAMPLE.map((o) => ({ ...o })) };
  if (def.options === 'tree') item.options = { list: structuredClone(TREE_SAMPLE) };
  return item;
}

/** A new table column of a registered column type. */
export function newColumn(type: string, title: string, taken: ReadonlySet<string>): TableColumn {
  const plain = type === TEXT_COLUMN_TYPE;
  const code = freeKey(plain ? 'col' : type, taken);
  const column: TableColumn = { code, name: plain ? `列${code.slice(code.lastIndexOf('_') + 1)}` : title };
  if (!plain) column.type = type as TableColumn['type'];
  return column;
}
