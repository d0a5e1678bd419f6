import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Empty, Spin, Table, Tag } from 'antd';
import { partName, type EvaluationPart, type ReviewProjectRow } from '../../../schemas/evaluation';
import { evaluationApi } from '../../api/evaluation';

/** 专家评审's shared bits (docs/bidding.md "专家评审"): loading, the project list, the part links. */

export const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

export function Loading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 24, textAlign: 'center' }}>
      <Spin /> 加载中…
    </div>
  );
}

/** Something loaded once per key, with its error. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    run().then(
      (d) => live && setData(d),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [run, tick]);
  return { data, error, reload: () => setTick((t) => t + 1) };
}

export const useXmId = (): string => useSearchParams()[0].get('xmId') ?? '';

export const PARTS: EvaluationPart[] = ['ZS', 'JS', 'SW'];
export const partPath = (part: EvaluationPart, xmId: string) => `/bidEvaluationSys/${part}bidEvaluation?xmId=${encodeURIComponent(xmId)}`;
export const sessionText = (p: { sessionStart: string; sessionEnd: string }) =>
  p.sessionStart ? `${new Date(p.sessionStart).toLocaleString('zh-CN', { hour12: false })} 至 ${new Date(p.sessionEnd).toLocaleString('zh-CN', { hour12: false })}` : '—';

/** The projects the caller reviews (experts) or watches (administrators), each with links `links` makes. */
export function ProjectTable({ title, links }: { title: string; links: (p: ReviewProjectRow) => ReactNode }) {
  const { data, error } = useLoad(() => evaluationApi.projects(), []);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Loading />;
  return (
    <section aria-label={title} data-testid="review-projects">
      <Table<ReviewProjectRow>
        rowKey="xmId"
        dataSource={data}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无评审项目" /> }}
        columns={[
          { title: '项目名称', dataIndex: 'xmmc' },
          { title: '项目编号', dataIndex: 'xmbh' },
          { title: '评标时间', render: (_, p) => sessionText(p) },
          { title: '投标人数', dataIndex: 'bidders' },
          {
            title: '评审进度',
            render: (_, p) => (p.total > 0 && p.submitted >= p.total ? <Tag color="green">已完成 {p.submitted}/{p.total}</Tag> : <Tag>已提交 {p.submitted}/{p.total}</Tag>),
          },
          { title: '操作', render: (_, p) => links(p) },
        ]}
      />
    </section>
  );
}

/** Without ?xmId= a page asks for a project first. */
export function PickProject({ target }: { target: (xmId: string) => string }) {
  return (
    <>
      <Alert type="info" showIcon message="请选择评审项目" style={{ marginBottom: 12 }} />
      <ProjectTable title="评审项目" links={(p) => <Link to={target(p.xmId)}>进入 {p.xmmc}</Link>} />
    </>
  );
}

export const partLabel = partName;
