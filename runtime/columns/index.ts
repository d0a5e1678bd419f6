import { ColumnRegistry, type ColumnTypeDefinition } from './define';
import auditFlow from './auditFlow';
import changeStatus from './changeStatus';
import download from './download';
import dui from './dui';
import link from './link';
import menuCardLink from './menuCardLink';
import operations from './operations';
import preview from './preview';
import state from './state';
import status from './status';
import statusIcon from './statusIcon';
import statusText from './statusText';
import switchType from './switch';
import text from './text';

/** The built-in column types (spec 002 §3 "Column type values"), plus plain text. */
export const defaultColumnTypes: readonly ColumnTypeDefinition[] = [
  text,
  status,
  statusText,
  statusIcon,
  preview,
  download,
  auditFlow,
  changeStatus,
  dui,
  switchType,
  link,
  menuCardLink,
  state,
  operations,
];

/** A registry of the built-in types; a project adds its own with `register`. */
export function createColumnRegistry(extra: readonly ColumnTypeDefinition[] = []): ColumnRegistry {
  return new ColumnRegistry([...defaultColumnTypes, ...extra]);
}

export { ColumnRegistry, defineColumnType, cellText, TEXT_COLUMN_TYPE } from './define';
export type { ColumnCellProps, ColumnTypeDefinition } from './define';
