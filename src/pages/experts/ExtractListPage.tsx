import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ExpertDraw } from '../../../schemas/experts';
import { localTime } from '../../../runtime/core/local-time';
import { expertApi } from '../../api/experts';
import { PageIntro } from '../system/PageIntro';
import { DrawResult, sessionText } from './DrawResult';
import { NewDrawDialog } from './NewDrawDialog';

/** 状态 of a draw: how many are on it now, and whether someone was replaced. */
function statusOf(d: ExpertDraw) {
  const replaced = d.experts.filter((e) => e.state === 'declined').length;
  return (
    <>
      <Tag color="green">已抽取</Tag>
      {replaced > 0 && <Tag color="orange">替换 {replaced} 人</Tag>}
    </>
  );
}

/**
 * /expertExtraction/extractList (administrators; menu 交易服务 › 专家抽取 › 抽取记录): the draws, newest
 * first, with 新建抽取 and each draw's result (替换, 复核). docs/projects.md "专家抽取 Expert extraction".
 */
export default function ExtractListPage() {
  const [draws, setDraws] = useState<ExpertDraw[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setDraws(await expertApi.list());
      setError(null);
    } catch (e) {
      setDraws((d) => d ?? []);
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const put = (d: ExpertDraw) => setDraws((list) => [d, ...(list ?? []).filter((x) => x.id !== d.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
  const current = draws?.find((d) => d.id === shown) ?? null;

  const columns: ColumnsType<ExpertDraw> = [
    { title: '项目', dataIndex: 'projectName', ellipsis: true },
    { title: '评标时间', key: 'session', width: 230, render: (_, d) => sessionText(d) },
    { title: '专业', dataIndex: 'specialtyName', width: 90 },
    { title: '地区', dataIndex: 'regionName', width: 110 },
    { title: '人数', dataIndex: 'count', width: 70, align: 'center' },
    { title: '状态', key: 'status', width: 160, render: (_, d) => statusOf(d) },
    { title: '抽取时间', key: 'createdAt', width: 150, render: (_, d) => localTime(d.createdAt) },
    {
      title: '操作',
      key: 'op',
      width: 100,
      render: (_, d) => (
        <Button type="link" size="small" onClick={() => setShown(d.id)} aria-label={`查看结果：${d.projectName}`}>
          查看结果
        </Button>
      ),
    },
  ];

  return (
    <div className="ks-card" data-testid="expert-extract-list">
      <PageIntro title="专家抽取">按专业与地区从专家库随机抽取评标专家；投标企业的专家、拒绝参加者与同一时段已被抽取者自动回避，每次抽取可复核。</PageIntro>
      <div style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setCreating(true)}>
          新建抽取
        </Button>
      </div>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<ExpertDraw> rowKey="id" columns={columns} dataSource={draws ?? []} loading={draws === null} locale={{ emptyText: <Empty description="暂无抽取记录" /> }} pagination={{ pageSize: 10, showSizeChanger: false }} />
      <NewDrawDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDrawn={(d) => {
          setCreating(false);
          put(d);
          setShown(d.id);
        }}
      />
      <Modal title="抽取结果" open={!!current} width={960} onCancel={() => setShown(null)} footer={<Button onClick={() => setShown(null)}>关闭</Button>} destroyOnHidden>
        {current && <DrawResult draw={current} manage onChanged={put} />}
      </Modal>
    </div>
  );
}
