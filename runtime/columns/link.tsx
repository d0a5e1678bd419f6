import { Button } from 'antd';
import { useRowActions } from '../blocks/operations/row-actions';
import { cellText, defineColumnType } from './define';
import type { ColumnCellProps } from './define';

const EXTERNAL = /^https?:\/\//i;

function LinkCell({ value, record }: ColumnCellProps) {
  const { onView } = useRowActions();
  const text = cellText(value);
  if (!text) return null;
  if (EXTERNAL.test(text)) {
    return (
      <a className="ks-cell-link" href={text} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return (
    <Button type="link" size="small" className="ks-cell-link" style={{ padding: 0 }} onClick={() => onView?.(record)}>
      {text}
    </Button>
  );
}

/** 链接: a web address opens in a new window; any other value opens the record's detail (查看). */
export default defineColumnType({
  type: 'link',
  title: '链接',
  Cell: LinkCell,
});
