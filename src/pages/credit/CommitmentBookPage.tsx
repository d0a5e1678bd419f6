import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { post } from '../../api/client';
import { useShell } from '../../layout/ShellContext';
import { PageLoading } from '../../shared/PageLoading';
import DynamicListPage from '../dynamic/DynamicListPage';

/** The list node that shows a commitment form node's records to administrators: `<form node>-list` (docs/credit.md). */
export const commitmentListOf = (formNodeId: string) => `${formNodeId}-list`;

/** The page of an enterprise's own commitment: its newest record, or a new one when it has none. */
export const commitmentDetailPath = (formNodeId: string, recordId?: string) => {
  const q = new URLSearchParams({ id: formNodeId });
  if (recordId) q.set('recordId', recordId);
  return `/credit/commitmentbookDetail?${q.toString()}`;
};

function OwnCommitment({ nodeId }: { nodeId: string }) {
  const [target, setTarget] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    post<{ id: string } | null>('/ks/monitor/record/latest', { nodeId })
      .then((latest) => live && setTarget(commitmentDetailPath(nodeId, latest?.id)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [nodeId, attempt]);
  if (failed) {
    return (
      <div className="ks-card">
        <Result status="warning" title="承诺书加载失败" extra={<Button onClick={() => setAttempt((n) => n + 1)}>重新加载</Button>} />
      </div>
    );
  }
  return target ? <Navigate to={target} replace /> : <PageLoading tip="正在打开本单位的信用承诺书…" />;
}

/**
 * /credit/commitmentbook?id=<form node> (spec 000 §2: administrators see the list, others the
 * detail): administrators and developers get the list of every enterprise's commitments (where
 * they audit them); an enterprise user is taken to its own commitment, or a new one.
 */
export default function CommitmentBookPage() {
  const [params] = useSearchParams();
  const { role } = useShell();
  const nodeId = params.get('id') ?? 'credit-commitment';
  if (role === 'U') return <OwnCommitment nodeId={nodeId} />;
  return <DynamicListPage node={commitmentListOf(nodeId)} />;
}
