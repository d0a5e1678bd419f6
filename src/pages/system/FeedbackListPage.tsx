import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback } from 'react';
import type { FeedbackRow } from '../../../schemas/feedback';
import { feedbackApi } from '../../api/feedback';
import { localTime } from '../../../runtime/core/local-time';
import { useShell } from '../../layout/ShellContext';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';

type Scope = 'system' | 'all';
const SCOPES: ReadonlyArray<{ label: string; value: Scope }> = [
  { label: '本系统', value: 'system' },
  { label: '全部系统', value: 'all' },
];

/** /system/feedbackList, 意见反馈 (menu 评价管理 → 意见反馈): what users sent, newest first; administrators and developers read. */
export default function FeedbackListPage() {
  const { area } = useShell();
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: Scope }) =>
      feedbackApi.list({ curPage, pageSize, ...(filter === 'system' ? { systemCoding: area.systemCoding } : {}) }),
    [area.systemCoding],
  );
  const rows = usePagedRows<FeedbackRow, Scope>(fetch, 'system');

  const tags = (items: string[], color: string) => items.map((i) => <Tag key={i} color={color}>{i}</Tag>);
  const columns: ColumnsType<FeedbackRow> = [
    { title: '提交人', dataIndex: 'userName', width: 160 },
    { title: '总体评价', key: 'score', width: 120, render: (_, r) => (r.score ? `${r.score} 分 ${r.scoreText}` : '未评分') },
    { title: '意见与建议', dataIndex: 'opinion' },
    { title: '需改进（产品/服务）', key: 'items', width: 260, render: (_, r) => [...tags(r.product, 'blue'), ...tags(r.service, 'green')] },
    { title: '提交时间', key: 'createdAt', width: 180, render: (_, r) => localTime(r.createdAt) },
  ];

  return (
    <div className="ks-card" data-testid="feedback-list">
      <FilteredPagedTable rows={rows} columns={columns} rowKey="id" filterLabel="范围" filterId="ks-feedback-scope" filterOptions={SCOPES} emptyText="暂无意见反馈" />
    </div>
  );
}
