import { CellSwitch } from './cell-parts';
import { defineColumnType } from './define';
import { yesNo } from './cell-values';

/**
 * A yes/no value as a switch. It is read-only: changing a record goes through the server's row
 * operations (with their confirmations and the operation log), never through a table cell.
 */
export default defineColumnType({
  type: 'switch',
  Cell: ({ value }) => <CellSwitch checked={yesNo(value) === true} />,
});
