import { useMemo } from 'react';
import type { RecordDetail } from '../../../schemas/record';
import { ActionButtons } from '../../../runtime/blocks/operations/ActionButtons';
import { RowActionsProvider, type RowActions } from '../../../runtime/blocks/operations/row-actions';
import { ListServicesProvider } from '../../../runtime/blocks/table/list-services';
import { listServices } from '../../api/list-services';

/** The workflow buttons the detail page offers beside its own 保存 / 提交: a todo is audited where it opens. */
const DETAIL_ACTIONS = ['audit', 'assign'];

/**
 * Where an auditor looks (issue 45): a bar fixed to the bottom of the window while the record
 * scrolls under it, so 审核 / 指派 are in sight on a long record without scrolling to its end.
 */
const BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  margin: '12px -24px -24px',
  padding: '12px 24px',
  background: 'var(--ks-surface)',
  borderTop: '1px solid var(--ks-split)',
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  borderRadius: '0 0 8px 8px',
} as const;

/**
 * The record's audit buttons on its detail page (docs/shell.md "消息中心": a todo of the message
 * centre opens the record here), as full buttons in a bar at the bottom of the window. The same
 * buttons, dialogs and confirmations as the list's row; shown only when the server lists one of
 * them for the caller.
 */
export function DetailAuditBar({ nodeId, record, onChanged }: { nodeId: string; record: RecordDetail; onChanged: () => void }) {
  const operations = useMemo(() => record.operations.filter((o) => DETAIL_ACTIONS.includes(o.code)), [record.operations]);
  const actions = useMemo<RowActions>(() => ({ nodeId, gnCoding: nodeId, onChanged }), [nodeId, onChanged]);
  if (operations.length === 0) return null;
  return (
    <ListServicesProvider value={listServices}>
      <RowActionsProvider value={actions}>
        <div role="region" aria-label="审核操作" style={BAR} data-testid="detail-audit-bar">
          <ActionButtons look="button" record={{ ...record.data, id: record.id, version: record.version, status: record.status, operations }} operations={operations} />
        </div>
      </RowActionsProvider>
    </ListServicesProvider>
  );
}
