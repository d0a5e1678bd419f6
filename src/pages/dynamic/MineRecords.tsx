import { useCallback, useContext } from 'react';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ListRow } from '../../../schemas/list';
import type { RecordStatus } from '../../../schemas/record';
import { STATUS_TEXT } from '../../../schemas/workflow';
import { DATETIME_FORMAT } from '../../../runtime/core/constants';
import { ShellContext } from '../../layout/ShellContext';
import { PlainTitle } from '../../shared/PlainTitle';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { fetchMine, type NodePreview } from './detail-calls';
import type { MineSettings } from './mine-config';

type Row = ListRow & { enterpriseName?: string };
type StatusFilter = RecordStatus | '';

const STATUS_OPTIONS: Array<{ label: string; value: StatusFilter }> = [
  { label: '全部', value: '' },
  ...(Object.entries(STATUS_TEXT) as Array<[RecordStatus, string]>).map(([value, label]) => ({ label, value })),
];

/** A stored value as one line of the list (the form shows it in full). */
function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length ? value.map(cellText).join('、') : '-';
  if (typeof value === 'object') return '-';
  return String(value);
}

interface MineRecordsProps {
  node: NodePreview;
  settings: MineSettings;
  onOpen: (recordId: string) => void;
  /** 新建, when the node takes several records (or the caller has none yet). */
  onNew?: () => void;
  onBack: () => void;
}

/**
 * 申报记录 (docs/forms.md "The caller's own records"): an enterprise's own records of a form node,
 * newest first, each opening on the detail page; administrators get what was submitted (their
 * management scope) with 所属企业, and audit it there. The server decides who sees what.
 */
export default function MineRecords({ node, settings, onOpen, onNew, onBack }: MineRecordsProps) {
  const role = useContext(ShellContext)?.role ?? 'U';
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: StatusFilter }) =>
      fetchMine({ nodeId: node.nodeId, curPage, pageSize, ...(filter ? { status: filter } : {}) }),
    [node.nodeId],
  );
  const rows = usePagedRows<Row, StatusFilter>(fetch, '');
  const columns: ColumnsType<Row> = [
    ...settings.columns.map((c) => ({ key: c.bianma, title: c.name, render: (_: unknown, r: Row) => cellText(r[c.bianma]) })),
    ...(role === 'U' ? [] : [{ key: 'enterpriseName', title: '所属企业', render: (_: unknown, r: Row) => r.enterpriseName || '-' }]),
    { key: 'status', title: '状态', render: (_: unknown, r: Row) => <Tag color={r.statusColor || undefined}>{r.statusText}</Tag> },
    { key: 'updatedAt', title: '更新时间', render: (_: unknown, r: Row) => dayjs(r.updatedAt).format(DATETIME_FORMAT) },
    {
      key: 'open',
      title: '操作',
      render: (_: unknown, r: Row) => (
        <Button type="link" size="small" onClick={() => onOpen(r.id)} aria-label={`查看 ${cellText(r[settings.columns[0]?.bianma ?? 'id'])}`}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <div className="ks-card" data-testid="mine-records">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <PlainTitle level={4} style={{ margin: 0 }}>{`${node.title} · ${role === 'U' ? '申报记录' : '申报列表'}`}</PlainTitle>
        <Space>
          {onNew && <Button onClick={onNew}>新建</Button>}
          <Button onClick={onBack}>返回</Button>
        </Space>
      </Space>
      <FilteredPagedTable<Row, StatusFilter>
        rows={rows}
        columns={columns}
        rowKey="id"
        filterLabel="状态"
        filterId="mine-records-status"
        filterOptions={STATUS_OPTIONS}
        emptyText={role === 'U' ? '本单位尚无记录' : '暂无已提交的记录'}
      />
    </div>
  );
}
