import { useRowActions } from '../blocks/operations/row-actions';
import { cellText, defineColumnType } from './define';
import type { ColumnCellProps } from './define';
import { LinkButton } from './cell-parts';

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
    <LinkButton className="ks-cell-link" onClick={() => onView?.(record)}>
      {text}
    </LinkButton>
  );
}

/** 链接: a web address opens in a new window; any other value opens the record's detail (查看). */
export default defineColumnType({
  type: 'link',
  title: '链接',
  Cell: LinkCell,
});
