import { memo, type ComponentType } from 'react';
import { Registry } from '../../schemas/registry';
import { isIsoInstant, localTime } from '../core/local-time';
import { columnTraits, TEXT_COLUMN_TYPE, type ColumnTypeTraits } from '../../schemas/column-types';
import type { ListRecord, TableColumn } from '../blocks/table/list-types';

export { TEXT_COLUMN_TYPE } from '../../schemas/column-types';

/** What a cell component receives: the cell value, its record and its column config. */
export interface ColumnCellProps {
  value: unknown;
  record: ListRecord;
  column: TableColumn;
}

/** A column type as its file declares it: the key a column config names in `type`, and its cell. */
export interface ColumnTypeSpec {
  type: string;
  Cell: ComponentType<ColumnCellProps>;
  /** the traits of a type schemas/column-types.ts does not list (tests, a project's own) */
  traits?: ColumnTypeTraits;
}

/** A column type: its cell plus its traits (label, width, export, search … from schemas/column-types.ts). */
export interface ColumnTypeDefinition extends ColumnTypeTraits {
  type: string;
  Cell: ComponentType<ColumnCellProps>;
}

/**
 * Declares a column type (one per file in runtime/columns, listed in index.ts). The cell is
 * memoised here, once for every type: a table re-renders each row on screen whenever it scrolls
 * or re-lays out, while a cell's value, record and column have not changed (docs/performance.md
 * "Table render"). Cells read anything else through context, which reaches a memoised cell too.
 */
export function defineColumnType(spec: ColumnTypeSpec): ColumnTypeDefinition {
  const traits = spec.traits ?? columnTraits(spec.type);
  if (!traits) throw new Error(`column type "${spec.type}" is not in schemas/column-types.ts and brings no traits`);
  return { ...traits, type: spec.type, Cell: memo(spec.Cell) };
}

/**
 * Column types by key. A duplicate key is a programming error and throws; which keys exist is
 * schemas/column-types.ts (the server refuses others), and a test keeps the two lists equal.
 */
export class ColumnRegistry extends Registry<ColumnTypeDefinition> {
  constructor(definitions: readonly ColumnTypeDefinition[] = []) {
    super(definitions.map((d) => [d.type, d] as const));
  }

  /** The type of a column; plain text when absent or unknown (an old row, a newer server). */
  resolve(type: string | undefined): ColumnTypeDefinition {
    const found = type ? this.get(type) : undefined;
    const text = this.get(TEXT_COLUMN_TYPE);
    if (found) return found;
    if (!text) throw new Error('the column registry has no text type');
    return text;
  }
}

/**
 * Text of a cell value: arrays joined the way spec 002 §9 joins multi-values; a moment as the
 * server sends it (a row's createdAt/updatedAt, a step's czTime) as the UI shows every time
 * (runtime/core/local-time.ts), never the raw ISO text. A typed value never has that form.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isIsoInstant(value)) return localTime(value);
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
