import { Spin } from 'antd';
import { useState } from 'react';
import { TASK_COUNT_TEXT } from '../../../schemas/task-statistics';
import { taskApi } from '../../api/tasks';
import { CountTable } from './CountTable';
import { TaskCharts, taskPanel } from './TaskCharts';
import { TaskFilters, type TaskFilterValues } from './TaskFilters';
import { useStats } from './useStats';

const TOP = 10;
const load = (f: TaskFilterValues) => Promise.all([taskApi.todoList(f), taskApi.enterprise({ ...f, top: String(TOP) })]);

/**
 * 项目统计 (/custom/completeCount, docs/task-statistics.md): finished audits month by month, and the
 * enterprises with the most audits waiting.
 */
export default function CompleteCountPage() {
  const [filters, setFilters] = useState<TaskFilterValues>({});
  const data = useStats(filters, load);
  return (
    <div className="ks-card" data-testid="task-complete-count">
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>项目统计</h1>
      <TaskFilters onSearch={setFilters} withRegion />
      {!data ? (
        <Spin tip="数据加载中…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <>
          <TaskCharts
            charts={[
              {
                panel: taskPanel('monthDone', '每月办结数', 'line'),
                data: { labels: data[0].months.map((m) => m.name), values: data[0].months.map((m) => m.done), groupName: '月份', measureName: TASK_COUNT_TEXT.done },
              },
              {
                panel: taskPanel('enterpriseTodo', `待审核最多的企业（前 ${TOP}）`, 'rank'),
                data: { labels: data[1].rows.map((r) => r.name), values: data[1].rows.map((r) => r.todo), groupName: '企业', measureName: TASK_COUNT_TEXT.todo },
              },
            ]}
          />
          <CountTable title="按月份统计" groupTitle="月份" rows={data[0].months} testId="task-by-month" />
          <CountTable title={`按企业统计（前 ${TOP}）`} groupTitle="企业" rows={data[1].rows} testId="task-by-enterprise" />
        </>
      )}
    </div>
  );
}
