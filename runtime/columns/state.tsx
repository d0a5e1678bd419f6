import { Badge } from 'antd';
import { cellText, defineColumnType } from './define';

/** The audit state: the value's words after a dot in the server's auditColor. */
export default defineColumnType({
  type: 'state',
  title: '审核状态',
  Cell: ({ value, record }) => {
    const words = cellText(value);
    if (!words) return null;
    return <Badge className="ks-cell-state" color={record.auditColor ?? '#d9d9d9'} text={words} />;
  },
});
