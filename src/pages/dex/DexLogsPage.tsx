import { Button, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEX_LOG_KINDS, type DexLogKind, type DexLogRow } from '../../../schemas/dex-logs';
import { messageTarget } from '../../../schemas/messages';
import { localTime } from '../../../runtime/core/local-time';
import { dexApi } from '../../api/dex';
import { postDownload } from '../../api/list-services';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';

type Verdict = 'all' | 'pass' | 'reject';

/** The days of a search, leaving out the empty ones. */
const days = (r: { startDate: string; endDate: string }) => ({ ...(r.startDate ? { startDate: r.startDate } : {}), ...(r.endDate ? { endDate: r.endDate } : {}) });
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
  // the days typed, and the days searched (applied by 查询)
  const [typed, setTyped] = useState({ startDate: '', endDate: '' });
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [exporting, setExporting] = useState(false);
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: Verdict }) =>
      dexApi.logs(kind, { id: menuId, curPage, pageSize, ...(filter === 'all' ? {} : { verdict: filter }), ...days(range) }),
    [kind, menuId, range],
  );
  const rows = usePagedRows<DexLogRow, Verdict>(fetch, 'all');
  const search = () => {
    setRange(typed);
    rows.setPage(1);
  };
  const exportAll = () => {
    setExporting(true);
    const body = { id: menuId, ...(rows.filter === 'all' ? {} : { verdict: rows.filter }), ...days(range) };
    postDownload(kind === 'audit' ? '/ks/dexRecords/audit-logs/export' : '/ks/dexRecords/push-logs/export', body, `${DEX_LOG_KINDS[kind].title}.xlsx`)
      .catch(() => undefined) // the API client has shown the reason
      .finally(() => setExporting(false));
  };
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
      <Space wrap style={{ marginBottom: 12 }} role="search" aria-label="按日期查询">
        <label htmlFor={`ks-dex-${kind}-start`}>{kind === 'audit' ? '审核日期从' : '推送日期从'}</label>
        <Input id={`ks-dex-${kind}-start`} type="date" style={{ width: 160 }} value={typed.startDate} onChange={(e) => setTyped((t) => ({ ...t, startDate: e.target.value }))} />
        <label htmlFor={`ks-dex-${kind}-end`}>至</label>
        <Input id={`ks-dex-${kind}-end`} type="date" style={{ width: 160 }} value={typed.endDate} onChange={(e) => setTyped((t) => ({ ...t, endDate: e.target.value }))} />
        <Button type="primary" onClick={search}>
          查询
        </Button>
        <Button onClick={exportAll} loading={exporting}>
          导出
        </Button>
      </Space>
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
