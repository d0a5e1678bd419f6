import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { defineColumnType } from './define';
import { yesNo } from './cell-values';

/**
 * 对 (dui): a yes/no value as a green tick or a grey cross; an unset value shows nothing, so a
 * missing answer is not mistaken for "no".
 */
export default defineColumnType({
  type: 'dui',
  title: '对错标记',
  defaultWidth: 80,
  Cell: ({ value }) => {
    const answer = yesNo(value);
    if (answer === undefined) return null;
    return answer ? (
      <CheckOutlined aria-label="是" style={{ color: '#52c41a' }} />
    ) : (
      <CloseOutlined aria-label="否" style={{ color: '#bfbfbf' }} />
    );
  },
});
