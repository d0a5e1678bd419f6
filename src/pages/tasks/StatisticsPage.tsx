import { Card, Col, Row, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { TASK_COUNT_KEYS, TASK_COUNT_TEXT, type TaskStatRow } from '../../../schemas/task-statistics';
import { taskApi } from '../../api/tasks';
import { CountTable } from './CountTable';
import { TaskCharts, taskPanel } from './TaskCharts';
import { TaskFilters, type TaskFilterValues } from './TaskFilters';
import { useStats } from './useStats';

const load = (f: TaskFilterValues) => Promise.all([taskApi.todoList(f), taskApi.region(f)]);
const series = (rows: TaskStatRow[], key: 'todo' | 'done', measureName: string, groupName: string) => ({
  labels: rows.map((r) => r.name),
  values: rows.map((r) => r[key]),
  groupName,
  measureName,
});

/**
 * 全量统计 (/custom/statistics, docs/task-statistics.md): the audits of every system — the totals,
 * per system and per region of the enterprises, as numbers, charts and tables.
 */
export default function StatisticsPage() {
  const [filters, setFilters] = useState<TaskFilterValues>({});
  const data = useStats(filters, load);
  return (
    <div className="ks-card" data-testid="task-statistics">
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>全量统计</h1>
      <TaskFilters onSearch={setFilters} withRegion />
      {!data ? (
        <Spin tip="数据加载中…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {TASK_COUNT_KEYS.map((key) => (
              <Col key={key} xs={12} md={4}>
                <Card size="small">
                  <Statistic title={TASK_COUNT_TEXT[key]} value={data[0].total[key]} valueRender={(v) => <span data-testid={`task-total-${key}`}>{v}</span>} />
                </Card>
              </Col>
            ))}
          </Row>
          <TaskCharts
            charts={[
              { panel: taskPanel('systemTodo', '各系统待审核', 'bar'), data: series(data[0].systems, 'todo', TASK_COUNT_TEXT.todo, '系统') },
              { panel: taskPanel('regionTodo', '各地区待审核', 'pie'), data: series(data[1].rows, 'todo', TASK_COUNT_TEXT.todo, '地区') },
            ]}
          />
          <CountTable title="按系统统计" groupTitle="系统" rows={data[0].systems} testId="task-by-system" />
          <CountTable title="按地区统计" groupTitle="地区" rows={data[1].rows} testId="task-by-region" />
        </>
      )}
    </div>
  );
}
