import { Badge } from 'antd';
import { defineColumnType } from './define';
import { statusWords } from './cell-values';

/** The record's status as a dot in the server's statusColor followed by the status words. */
export default defineColumnType({
  type: 'statusIcon',
  title: '状态圆点',
  Cell: ({ value, record, column }) => {
    const words = statusWords(value, record, column);
    if (!words) return null;
    return <Badge className="ks-cell-status-icon" color={record.statusColor ?? '#d9d9d9'} text={words} />;
  },
});
