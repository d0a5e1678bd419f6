import type { ComponentType } from 'react';
import type { ListRecord, TableColumn } from '../blocks/table/list-types';

/** What a cell component receives: the cell value, its record and its column config. */
export interface ColumnCellProps {
  value: unknown;
  record: ListRecord;
  column: TableColumn;
}

/** A column type: the key a column config names in `type`, and the component drawing a cell. */
export interface ColumnTypeDefinition {
  type: string;
  /** Short description for the node-config reference and the designer's type list. */
  title: string;
  Cell: ComponentType<ColumnCellProps>;
  /** Default width when the config gives none (narrow types such as dui, switch). */
  defaultWidth?: number;
}

/** Declares a column type (one per file in runtime/columns, listed in index.ts). */
export function defineColumnType(definition: ColumnTypeDefinition): ColumnTypeDefinition {
  return definition;
}

/** The plain-text type used for columns without a type or with an unknown one. */
export const TEXT_COLUMN_TYPE = 'text';

/**
 * Column types by key. A project builds its own registry from the defaults plus its types and
 * hands it to the table by context; a duplicate key is a programming error and throws.
 */
export class ColumnRegistry {
  private readonly types = new Map<string, ColumnTypeDefinition>();

  constructor(definitions: readonly ColumnTypeDefinition[] = []) {
    for (const d of definitions) this.register(d);
  }

  register(definition: ColumnTypeDefinition): void {
    if (this.types.has(definition.type)) throw new Error(`column type "${definition.type}" is already registered`);
    this.types.set(definition.type, definition);
  }

  has(type: string): boolean {
    return this.types.has(type);
  }

  /** The type of a column; plain text when absent or unknown, so a new server type still shows its value. */
  resolve(type: string | undefined): ColumnTypeDefinition {
    const found = type ? this.types.get(type) : undefined;
    const text = this.types.get(TEXT_COLUMN_TYPE);
    if (found) return found;
    if (!text) throw new Error('the column registry has no text type');
    return text;
  }

  keys(): string[] {
    return [...this.types.keys()];
  }
}

/** Text of a cell value: arrays joined the way spec 002 §9 joins multi-values. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
