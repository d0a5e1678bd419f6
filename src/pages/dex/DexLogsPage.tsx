import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEX_LOG_KINDS, type DexLogKind, type DexLogRow } from '../../../schemas/dex-logs';
import { messageTarget } from '../../../schemas/messages';
import { localTime } from '../../../runtime/core/local-time';
import { dexApi } from '../../api/dex';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';

type Verdict = 'all' | 'pass' | 'reject';
const VERDICTS: ReadonlyArray<{ label: string; value: Verdict }> = [
  { label: '全部', value: 'all' },
  { label: '通过', value: 'pass' },
  { label: '驳回', value: 'reject' },
];

/**
 * 审核日志 (/dexRecords/regAuditLogs) and 推送记录 (/dexRecords/txPushLogs), opened from a menu
 * with `?id=`: the audit or push history of the menu's system, newest first. 查看 opens the
 * record where the message centre would.
 */
export function DexLogsPage({ kind }: { kind: DexLogKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const menuId = params.get('id') ?? '';
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: Verdict }) =>
      dexApi.logs(kind, { id: menuId, curPage, pageSize, ...(filter === 'all' ? {} : { verdict: filter }) }),
    [kind, menuId],
  );
  const rows = usePagedRows<DexLogRow, Verdict>(fetch, 'all');
  const open = (r: DexLogRow) => navigate(messageTarget({ kind: 'record', gnCoding: r.nodeId, businessId: r.recordId, systemCoding: r.systemCoding, opens: r.opens }));

  const columns: ColumnsType<DexLogRow> = [
    { title: kind === 'audit' ? '审核时间' : '推送时间', key: 'at', width: 180, render: (_, r) => localTime(r.at) },
    { title: '业务', dataIndex: 'gnName', width: 160 },
    { title: '记录', dataIndex: 'businessName', render: (v: string) => v || '—' },
    {
      title: kind === 'audit' ? '审核结果' : '操作',
      key: 'actionText',
      width: 120,
      render: (_, r) => <Tag color={r.pass === null ? 'blue' : r.pass ? 'green' : 'red'}>{r.actionText}</Tag>,
    },
    ...(kind === 'audit' ? [{ title: '审核意见', dataIndex: 'reason', render: (v: string) => v || '—' }] : []),
    { title: kind === 'audit' ? '审核人' : '推送人', dataIndex: 'userName', width: 140 },
    {
      title: '操作',
      key: 'open',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r)} aria-label={`查看记录 ${r.businessName || r.recordId}`}>
          查看
        </Button>
      ),
    },
  ];

  const spec = DEX_LOG_KINDS[kind];
  return (
    <div className="ks-card" data-testid={`dex-${kind}-logs`}>
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{spec.title}</h2>
      <FilteredPagedTable
        rows={rows}
        columns={columns}
        rowKey="id"
        filterLabel="审核结果"
        filterId="ks-dex-verdict"
        filterOptions={kind === 'audit' ? VERDICTS : []}
        emptyText={spec.empty}
      />
    </div>
  );
}
