import { Alert, Button, Empty, Modal, Radio, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useReturnFocus } from '../../core/use-return-focus';
import type { Assignee } from '../../../schemas/record';

export const ASSIGN_TITLE = '任务指派';
export const NO_ASSIGNEES = '暂无可指派的审核人';
export const ASSIGNEES_FAILED = '审核人列表加载失败';

export interface AssignDialogProps {
  /** Reads the candidates (the assignable-list call) when the dialog opens. */
  load: () => Promise<Assignee[]>;
  /** 确定 with the chosen administrator; resolves true when the assign call succeeded. */
  onConfirm: (assignee: Assignee) => Promise<boolean>;
  onClose: () => void;
}

type Candidates = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; list: Assignee[] };

/**
 * 任务指派 (spec 002 "Task assignment dialog"): the administrators a record may go to, 关闭 and
 * 确定. The spec's dialog shows placeholder data and does nothing on 确定; this one lists the
 * server's candidates and 确定 (enabled once one is chosen) assigns the record.
 */
export function AssignDialog({ load, onConfirm, onClose }: AssignDialogProps) {
  const [candidates, setCandidates] = useState<Candidates>({ phase: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // mounted only while open: back to the row's 指派 button when it closes
  useReturnFocus(true);

  useEffect(() => {
    let alive = true;
    load().then(
      (list) => alive && setCandidates({ phase: 'ready', list }),
      () => alive && setCandidates({ phase: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [load]);

  const list = candidates.phase === 'ready' ? candidates.list : [];
  const confirm = async () => {
    const assignee = list.find((a) => a.id === chosen);
    if (!assignee) return;
    setSending(true);
    const done = await onConfirm(assignee);
    setSending(false);
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={ASSIGN_TITLE}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="ok" type="primary" disabled={!chosen} loading={sending} onClick={() => void confirm()}>
          确定
        </Button>,
      ]}
    >
      {candidates.phase === 'loading' && (
        <Spin tip="加载审核人…">
          <div style={{ height: 80 }} />
        </Spin>
      )}
      {candidates.phase === 'failed' && <Alert type="error" showIcon message={ASSIGNEES_FAILED} />}
      {candidates.phase === 'ready' && !list.length && <Empty description={NO_ASSIGNEES} />}
      {list.length > 0 && (
        <Radio.Group aria-label="审核人" value={chosen} onChange={(e) => setChosen(e.target.value as string)}>
          <Space direction="vertical">
            {list.map((a) => (
              <Radio key={a.id} value={a.id}>
                {a.userName}（{a.username}）
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
