import { cellText, defineColumnType } from './define';
import { DotText } from './cell-parts';
import { cssColor } from './preset-color';

/** The audit state: the value's words after a dot in the server's auditColor. */
export default defineColumnType({
  type: 'state',
  Cell: ({ value, record }) => {
    const words = cellText(value);
    if (!words) return null;
    return (
      <DotText className="ks-cell-state" color={cssColor(record.auditColor)}>
        {words}
      </DotText>
    );
  },
});
