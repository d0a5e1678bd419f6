import { CellTag } from './cell-parts';
import { defineColumnType } from './define';
import { statusWords } from './cell-values';

/** The record's status as a tag in the server's statusColor. */
export default defineColumnType({
  type: 'status',
  Cell: ({ value, record, column }) => {
    const words = statusWords(value, record, column);
    if (!words) return null;
    return (
      <CellTag color={record.statusColor || undefined} className="ks-cell-status">
        {words}
      </CellTag>
    );
  },
});
