import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TASK_COUNT_KEYS, TASK_COUNT_TEXT, type TaskCounts, type TaskStatRow } from '../../../schemas/task-statistics';

/** The count columns every statistics table shares, in the order of TASK_COUNT_TEXT. */
export function countColumns<R extends TaskCounts>(): ColumnsType<R> {
  return TASK_COUNT_KEYS.map((key) => ({ title: TASK_COUNT_TEXT[key], dataIndex: key, key, width: 100, align: 'right' as const }));
}

/** A table of grouped counts (按系统, 按地区, 按企业, 按月份): the group's name, then the counts. */
export function CountTable({ title, groupTitle, rows, testId, emptyText = '暂无数据' }: { title: string; groupTitle: string; rows: TaskStatRow[]; testId: string; emptyText?: string }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{title}</h2>
      <Table<TaskStatRow>
        data-testid={testId}
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[{ title: groupTitle, dataIndex: 'name', key: 'name' }, ...countColumns<TaskStatRow>()]}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
    </section>
  );
}
