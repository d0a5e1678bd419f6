import { Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import type { TaskParticipant, TaskParticipantPage } from '../../../schemas/task-statistics';
import { localTime } from '../../../runtime/core/local-time';
import { taskApi } from '../../api/tasks';
import { countColumns } from './CountTable';
import { TaskFilters, type TaskFilterValues } from './TaskFilters';

const PAGE_SIZE = 10;

const columns: ColumnsType<TaskParticipant> = [
  { title: '企业名称', dataIndex: 'enterpriseName', key: 'enterpriseName' },
  { title: '统一社会信用代码', dataIndex: 'creditCode', key: 'creditCode', width: 200 },
  { title: '地区', dataIndex: 'regionName', key: 'regionName', width: 110 },
  ...countColumns<TaskParticipant>(),
  { title: '最近办理时间', key: 'lastAt', width: 180, render: (_, r) => localTime(r.lastAt) },
];

/**
 * 任务进度 (/custom/viewProgress, docs/task-statistics.md): the enterprises whose records went into
 * the workflow, with their waiting and finished audits; 导出 writes the same rows to an .xlsx.
 */
export default function ViewProgressPage() {
  const [filters, setFilters] = useState<TaskFilterValues>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TaskParticipantPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    taskApi
      .participants({ ...filters, curPage: String(page), pageSize: String(PAGE_SIZE) })
      .then((d) => live && setData(d))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [filters, page]);
  const search = useCallback((f: TaskFilterValues) => {
    setFilters(f);
    setPage(1);
  }, []);
  const exportAll = () => {
    setExporting(true);
    taskApi
      .exportParticipants(filters)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return (
    <div className="ks-card" data-testid="task-view-progress">
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>任务进度</h1>
      <TaskFilters onSearch={search} withKeyword withRegion />
      <div style={{ marginBottom: 12 }}>
        <Button onClick={exportAll} loading={exporting}>
          导出
        </Button>
      </div>
      <Table<TaskParticipant>
        data-testid="task-participants"
        rowKey="enterpriseId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无参与企业" /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showTotal: (t) => `共 ${t} 条`, onChange: setPage, showSizeChanger: false }}
      />
    </div>
  );
}
