import { Space } from 'antd';
import { useMemo } from 'react';
import type { RecordDetail } from '../../../schemas/record';
import { ActionButtons } from '../../../runtime/blocks/operations/ActionButtons';
import { RowActionsProvider, type RowActions } from '../../../runtime/blocks/operations/row-actions';
import { ListServicesProvider } from '../../../runtime/blocks/table/list-services';
import { listServices } from '../../api/list-services';

/** The workflow buttons the detail page offers beside its own 保存 / 提交: a todo is audited where it opens. */
const DETAIL_ACTIONS = ['audit', 'assign'];

/**
 * The record's audit buttons on its detail page (docs/shell.md "消息中心": a todo of the message
 * centre opens the record here). The same buttons, dialogs and confirmations as the list's row;
 * shown only when the server lists one of them for the caller.
 */
export function DetailAuditBar({ nodeId, record, onChanged }: { nodeId: string; record: RecordDetail; onChanged: () => void }) {
  const operations = useMemo(() => record.operations.filter((o) => DETAIL_ACTIONS.includes(o.code)), [record.operations]);
  const actions = useMemo<RowActions>(() => ({ nodeId, gnCoding: nodeId, onChanged }), [nodeId, onChanged]);
  if (operations.length === 0) return null;
  return (
    <ListServicesProvider value={listServices}>
      <RowActionsProvider value={actions}>
        <Space style={{ width: '100%', justifyContent: 'center', padding: '12px 0' }} data-testid="detail-audit-bar">
          <ActionButtons record={{ ...record.data, id: record.id, version: record.version, status: record.status, operations }} operations={operations} />
        </Space>
      </RowActionsProvider>
    </ListServicesProvider>
  );
}
