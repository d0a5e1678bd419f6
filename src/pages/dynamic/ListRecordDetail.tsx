import { Button, Result, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordDetail } from '../../../schemas/record';
import { RecordFields } from '../../../runtime/blocks/record-view/RecordFields';
import type { ListRecord } from '../../../runtime/blocks/table/list-types';
import { routeForMenu } from '../../menu/route-for-menu';
import { useShell } from '../../layout/ShellContext';
import { DetailAuditBar } from './DetailAuditBar';
import type { NodePreview } from './detail-calls';
import { toListNodeState } from './list/list-node';

/** The record as its list's cells read it: the data keys beside the workflow fields (as the list call answers it). */
function asListRow(record: RecordDetail): ListRecord {
  const { data, ...workflow } = record;
  return { ...data, ...workflow };
}

/**
 * The detail page of a record stored under a list node that has no form of its own (信用记录): the
 * list's columns, read only, as its 查看 drawer shows them, with the record's audit buttons
 * (docs/shell.md "消息中心": a todo opens the record, and is audited where it opens) and the way
 * back to the list. Loaded only for such a record: the form page's bundle holds no column types.
 */
export default function ListRecordDetail({ node, record, onChanged }: { node: NodePreview; record: RecordDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const { findMenu, role } = useShell();
  const state = useMemo(() => toListNodeState(node), [node]);
  const row = useMemo(() => asListRow(record), [record]);
  const menu = findMenu(node.nodeId);
  if (state.phase !== 'ready') {
    return <div className="ks-card"><Result status="warning" title="页面配置有误" subTitle={state.phase === 'error' ? state.message : undefined} /></div>;
  }
  return (
    <div className="ks-card" data-testid="dynamic-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>{node.title}</Typography.Title>
          <Tag color={record.statusColor || undefined}>{record.statusText}</Tag>
        </Space>
        {menu && <Button onClick={() => navigate(routeForMenu(menu, role))}>返回列表</Button>}
      </Space>
      <RecordFields record={row} columns={state.config.columns} />
      <DetailAuditBar nodeId={node.nodeId} record={record} onChanged={onChanged} />
    </div>
  );
}
