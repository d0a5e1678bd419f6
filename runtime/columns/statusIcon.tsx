import { defineColumnType } from './define';
import { statusWords } from './cell-values';
import { DotText } from './cell-parts';
import { cssColor } from './preset-color';

/** The record's status as a dot in the server's statusColor followed by the status words. */
export default defineColumnType({
  type: 'statusIcon',
  Cell: ({ value, record, column }) => {
    const words = statusWords(value, record, column);
    if (!words) return null;
    return (
      <DotText className="ks-cell-status-icon" color={cssColor(record.statusColor)}>
        {words}
      </DotText>
    );
  },
});
