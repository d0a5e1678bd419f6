import { defineColumnType } from './define';
import { statusWords } from './cell-values';
import { textColor } from '../core/theme';

/** The record's status as coloured text (no tag), in the server's statusColor. */
export default defineColumnType({
  type: 'statusText',
  Cell: ({ value, record, column }) => (
    <span className="ks-cell-status-text" style={{ color: textColor(record.statusColor) }}>
      {statusWords(value, record, column)}
    </span>
  ),
});
