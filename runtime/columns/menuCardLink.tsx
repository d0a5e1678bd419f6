import { useRowActions } from '../blocks/operations/row-actions';
import { cellText, defineColumnType } from './define';
import type { ColumnCellProps } from './define';
import { LinkButton } from './cell-parts';

function MenuCardLinkCell({ value, record }: ColumnCellProps) {
  const { onOpenMenuCard, menuCardTitle } = useRowActions();
  const text = cellText(value);
  if (!text) return null;
  // Plain text where no card opens: a list without a 菜单卡片 set-up, the card page itself, a record without an enterprise.
  if (!onOpenMenuCard || typeof record.enterpriseId !== 'string' || !record.enterpriseId) return <>{text}</>;
  return (
    <LinkButton className="ks-cell-link" title={`查看「${text}」的${menuCardTitle ?? '档案'}`} onClick={() => onOpenMenuCard(record)}>
      {text}
    </LinkButton>
  );
}

/**
 * 菜单卡片链接: the value (an enterprise's name) opens the list's left menu card for the record's
 * enterprise (ListConfig.menuCard, docs/shell.md "左侧菜单卡片"): e.g. 信用公示 → 信用档案.
 */
export default defineColumnType({
  type: 'menuCardLink',
  Cell: MenuCardLinkCell,
});
