import { CellTag } from './cell-parts';
import { cellText, defineColumnType } from './define';

/** The change status codes of spec 002 §4 and how each one looks. */
export const CHANGE_STATUS: Record<string, { text: string; color: string }> = {
  '1': { text: '变更中', color: 'processing' },
  '2': { text: '变更通过', color: 'success' },
  '-1': { text: '变更驳回', color: 'error' },
};

/** A change request's status (change: 1 / 2 / -1) as a coloured tag; other values as text. */
export default defineColumnType({
  type: 'changeStatus',
  Cell: ({ value }) => {
    const code = cellText(value);
    const known = CHANGE_STATUS[code];
    if (!known) return <>{code}</>;
    return (
      <CellTag color={known.color} className={`ks-change-status ks-change-status-${code}`}>
        {known.text}
      </CellTag>
    );
  },
});
