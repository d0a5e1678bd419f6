import { Button, Input, Progress, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BidStepProject } from '../../../schemas/bid-steps';
import { bidStepApi } from '../../api/bid-steps';
import { PagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { bidStepPath } from './paths';

/**
 * 开标大厅 (/bid/overview) and 评标系统 (/bidEvaluationSys/overview), docs/bidding.md "开标步骤": the
 * projects the caller may read with the step each is at; 进入 opens the project's current step.
 */
export default function BidOverviewPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const title = location.pathname.startsWith('/bidEvaluationSys') ? '评标系统' : '开标大厅';
  const [typed, setTyped] = useState('');
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: string }) => bidStepApi.projects({ curPage, pageSize, ...(filter ? { xmmc: filter } : {}) }),
    [],
  );
  const rows = usePagedRows<BidStepProject, string>(fetch, '');
  const columns: ColumnsType<BidStepProject> = [
    { title: '项目名称', dataIndex: 'xmmc', ellipsis: true, render: (v: string) => v || '（未填写）' },
    { title: '项目编号', dataIndex: 'xmbh', width: 130, render: (v: string) => v || '—' },
    { title: '当前步骤', dataIndex: 'currentTitle', width: 140 },
    {
      title: '进度',
      key: 'progress',
      width: 180,
      render: (_, r) => <Progress percent={Math.round((r.index / r.total) * 100)} size="small" format={() => `${r.index}/${r.total}`} aria-label={`第 ${r.index} 步，共 ${r.total} 步`} />,
    },
    {
      title: '操作',
      key: 'open',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => navigate(bidStepPath(r.current, r.xmId), { state: { parentKey: location.pathname } })} aria-label={`进入 ${r.xmmc || r.xmId}`}>
          进入
        </Button>
      ),
    },
  ];
  return (
    <div className="ks-card" data-testid="bid-overview">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>
        <Input.Search aria-label="项目名称" placeholder="按项目名称查询" allowClear value={typed} onChange={(e) => setTyped(e.target.value)} onSearch={(v) => rows.setFilter(v.trim())} style={{ width: 240 }} />
      </Space>
      <PagedTable rows={rows} columns={columns} rowKey="xmId" emptyText="暂无项目" />
    </div>
  );
}
