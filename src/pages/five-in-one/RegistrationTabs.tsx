import { Button, Empty, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import type { Registration } from '../../../schemas/five-in-one';
import { columnTraits } from '../../../schemas/column-types';
import type { DynamicTableListData, ListRow } from '../../../schemas/list';
import type { FormValues } from '../../../runtime/blocks/form';
import { fiveInOneApi } from '../../api/five-in-one';
import { PageLoading } from '../../shared/PageLoading';
import { RegistrationForm } from './RegistrationForm';

interface TabProps {
  reg: Registration;
  projectId: string;
  start: FormValues;
  /** a registration was stored or moved: the tab badges read the states again */
  onChanged: () => void;
}

/** The project's records of a registration (xmbh = the project), read again on `round`. */
function useRegistrations(reg: Registration, projectId: string, pageSize: number) {
  const [data, setData] = useState<DynamicTableListData | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    if (!reg.writes) return;
    fiveInOneApi
      .registrations(reg.writes, projectId, pageSize)
      .then((d) => live && setData(d))
      .catch(() => live && setData({ records: [], total: 0, curPage: 1, pageSize, columns: [] }));
    return () => {
      live = false;
    };
  }, [reg.writes, projectId, pageSize, round]);
  return { data, reload: useCallback(() => setRound((r) => r + 1), []) };
}

/** 资审公告 / 资审文件: one record per project, created by the first save, then edited, submitted, revoked as the workflow allows. */
export function SingleRegistrationTab({ reg, projectId, start, onChanged }: TabProps) {
  const { data } = useRegistrations(reg, projectId, 1);
  const [stored, setStored] = useState<string | null>(null);
  if (!data) return <PageLoading tip="页面加载中…" />;
  const recordId = stored ?? data.records[0]?.id ?? null;
  return (
    <RegistrationForm
      reg={reg}
      projectId={projectId}
      start={start}
      recordId={recordId}
      onStored={(id) => {
        setStored(id);
        onChanged();
      }}
    />
  );
}

const cellText = (data: DynamicTableListData, code: string, v: unknown) => {
  if (v === undefined || v === null || v === '') return '—';
  return data.labels?.[code]?.values[String(v)] ?? (typeof v === 'object' ? JSON.stringify(v) : String(v));
};

/** 场地预约: the project's bookings (several), 新增预约 opening the booking form with the project filled in. */
export function BookingsTab({ reg, projectId, start, onChanged }: TabProps) {
  const { data, reload } = useRegistrations(reg, projectId, 50);
  const [open, setOpen] = useState<{ id: string | null } | null>(null);
  if (!data) return <PageLoading tip="页面加载中…" />;
  const shown = data.columns.filter((c) => c.show !== false && !columnTraits(c.type)?.recordButtons && !columnTraits(c.type)?.showsStatus && !c.isStatus && c.code !== 'xmmc' && c.code !== 'xmbh');
  const columns: ColumnsType<ListRow> = [
    ...shown.map((c) => ({ title: c.name, key: c.code, render: (_: unknown, row: ListRow) => cellText(data, c.code, (row as Record<string, unknown>)[c.code]) })),
    { title: '状态', key: 'status', width: 100, render: (_, row) => <Tag color={row.statusColor || undefined}>{row.statusText}</Tag> },
    {
      title: '操作',
      key: 'open',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen({ id: row.id })} aria-label={`查看预约 ${row.id}`}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="registration-cdyy">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <h3 style={{ fontSize: 15, margin: 0 }}>场地预约（{data.total}）</h3>
        <Button type="primary" onClick={() => setOpen({ id: null })}>新增预约</Button>
      </div>
      <Table<ListRow> rowKey="id" size="middle" columns={columns} dataSource={data.records} pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本项目还没有场地预约" /> }} />
      <Modal open={open !== null} title={open?.id ? '场地预约' : '新增预约'} footer={null} width={880} destroyOnHidden onCancel={() => setOpen(null)}>
        {open && (
          <RegistrationForm
            reg={reg}
            projectId={projectId}
            start={start}
            recordId={open.id}
            onStored={(id) => {
              setOpen({ id });
              reload();
              onChanged();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
