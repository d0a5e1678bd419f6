import { useRowActions } from '../blocks/operations/row-actions';
import { cellText, defineColumnType } from './define';
import type { ColumnCellProps } from './define';
import { BlockedLink, LinkButton } from './cell-parts';
import { isAllowedUrl, looksLikeUrl } from '../../schemas/url-policy';

const WEB = /^https?:\/\//i;

function LinkCell({ value, record }: ColumnCellProps) {
  const { onView } = useRowActions();
  const text = cellText(value);
  if (!text) return null;
  // An address opens only when the URL policy allows it; any other address is shown, not followed.
  if (WEB.test(text) && isAllowedUrl(text, 'link')) {
    return (
      <a className="ks-cell-link" href={text} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  if (looksLikeUrl(text)) return <BlockedLink>{text}</BlockedLink>;
  return (
    <LinkButton className="ks-cell-link" onClick={() => onView?.(record)}>
      {text}
    </LinkButton>
  );
}

/**
 * 链接: a web address opens in a new window; another address (javascript:, a path…) is plain text;
 * any other value opens the record's detail (查看).
 */
export default defineColumnType({
  type: 'link',
  Cell: LinkCell,
});
