import { Empty, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import type { FeedbackRow } from '../../../schemas/feedback';
import { feedbackApi } from '../../api/feedback';
import { localTime } from '../../../runtime/core/local-time';
import { useShell } from '../../layout/ShellContext';

const PAGE_SIZE = 10;

/** /system/feedbackList, 意见反馈 (menu 评价管理 → 意见反馈): what users sent, newest first; administrators and developers read. */
export default function FeedbackListPage() {
  const { area } = useShell();
  const [scope, setScope] = useState<'system' | 'all'>('system');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: FeedbackRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    feedbackApi
      .list({ curPage: page, pageSize: PAGE_SIZE, ...(scope === 'system' ? { systemCoding: area.systemCoding } : {}) })
      .then(setData)
      .catch(() => undefined) // the API client has shown the reason
      .finally(() => setLoading(false));
  }, [page, scope, area.systemCoding]);
  useEffect(load, [load]);

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
      <Space style={{ marginBottom: 12 }}>
        <label htmlFor="ks-feedback-scope">范围</label>
        <Select
          id="ks-feedback-scope"
          style={{ width: 180 }}
          value={scope}
          options={[
            { label: '本系统', value: 'system' },
            { label: '全部系统', value: 'all' },
          ]}
          onChange={(v) => {
            setScope(v);
            setPage(1);
          }}
        />
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无意见反馈" /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (t) => `共 ${t} 条` }}
      />
    </div>
  );
}
