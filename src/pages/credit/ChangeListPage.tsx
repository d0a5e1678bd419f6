import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChangeListRow } from '../../../schemas/change-request';
import type { Role } from '../../../schemas/roles';
import { useShell } from '../../layout/ShellContext';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { ChangeDialog } from '../../../runtime/blocks/change-dialog/ChangeDialog';
import { ChangeServicesProvider } from '../../../runtime/blocks/change-dialog/change-services';
import { changeServices } from '../../api/change-services';
import { localTime } from '../../../runtime/core/local-time';

const STATUS_FILTER = [
  { label: '全部', value: '' },
  { label: '变更中', value: '1' },
  { label: '变更通过', value: '2' },
  { label: '变更驳回', value: '-1' },
] as const;
type ChangeCode = '1' | '2' | '-1';

const STATUS_COLOR: Record<string, string> = { '1': 'processing', '2': 'success', '-1': 'error' };

/** The row's button: 审核 for an administrator on a submitted change, 继续 for the owner's draft, else 查看. */
export function rowAction(row: Pick<ChangeListRow, 'stage'>, role: Role): string {
  if (role === 'M' && row.stage === 'submitted') return '审核';
  if (role === 'U' && row.stage === 'draft') return '继续';
  return '查看';
}

/** Where a change's rounds open as a page of their own (变更申请 → /applyDetail). */
export const applyDetailPath = (r: Pick<ChangeListRow, 'businessId' | 'gnCoding' | 'systemCoding'>) =>
  `/applyDetail?${new URLSearchParams({ businessId: r.businessId, gnCoding: r.gnCoding, systemCoding: r.systemCoding }).toString()}`;

export interface ChangeListPageProps {
  /** audit: 变更审核 (the dialog opens on the list, the waiting ones first); apply: 变更申请 (every state, rows open /applyDetail) */
  variant: 'audit' | 'apply';
}

/**
 * The changes across records (docs/credit.md "Entry points"), filterable by status. 变更审核
 * (administrators audit, developers read) lists submitted and audited changes; 变更申请 lists an
 * enterprise its own, drafts too (the server decides who sees which).
 */
export function ChangeListPage({ variant }: ChangeListPageProps) {
  const { role } = useShell();
  const navigate = useNavigate();
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: '' | ChangeCode }) => changeServices.fetchChangeList({ curPage, pageSize, ...(filter ? { change: filter } : {}) }),
    [],
  );
  const rows = usePagedRows<ChangeListRow, '' | ChangeCode>(fetch, variant === 'audit' ? '1' : '');
  const [open, setOpen] = useState<ChangeListRow | null>(null);

  const columns: ColumnsType<ChangeListRow> = [
    { title: '记录', key: 'summary', render: (_, r) => r.summary.map((s) => s.value).filter(Boolean).join(' / ') },
    { title: '变更轮次', dataIndex: 'label', width: 110 },
    { title: '变更类型', dataIndex: 'changeType', width: 180 },
    { title: '变更原因', dataIndex: 'logbook', ellipsis: true },
    { title: '变更状态', key: 'status', width: 140, render: (_, r) => <Tag color={STATUS_COLOR[r.change]}>{r.changeStatus}</Tag> },
    { title: '提交时间', key: 'sbTime', width: 150, render: (_, r) => localTime(r.sbTime) },
    { title: '确认时间', key: 'czTime', width: 150, render: (_, r) => localTime(r.czTime) },
    {
      title: '操作',
      key: 'operations',
      width: 90,
      render: (_, r) => (
        <Button type="link" onClick={() => (variant === 'apply' ? navigate(applyDetailPath(r)) : setOpen(r))}>
          {rowAction(r, role)}
        </Button>
      ),
    },
  ];

  return (
    <ChangeServicesProvider value={changeServices}>
      <div className="ks-card" data-testid={variant === 'audit' ? 'change-audit' : 'change-apply'}>
        <FilteredPagedTable
          rows={rows}
          columns={columns}
          rowKey="id"
          filterLabel="变更状态"
          filterId="ks-change-status-filter"
          filterOptions={STATUS_FILTER}
          emptyText={variant === 'apply' ? '暂无变更申请：在信用记录中对审核通过的记录点击“变更”发起' : '暂无变更'}
        />
        {open && (
          <ChangeDialog target={{ businessId: open.businessId, gnCoding: open.gnCoding, systemCoding: open.systemCoding }} mode="check" onClose={() => setOpen(null)} onChanged={rows.load} />
        )}
      </div>
    </ChangeServicesProvider>
  );
}
