import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import type { LockedEnterprise } from '../../../schemas/locks';
import { LOCK_MESSAGES } from '../../../schemas/locks';
import { lockApi } from '../../api/locks';

export interface LockDialogProps {
  enterprise: LockedEnterprise;
  onClose: () => void;
  onDone: (e: LockedEnterprise) => void;
}

/** 锁定 or 解锁 one enterprise, with the reason (required); a refusal shows in the dialog and the text stays. */
export function LockDialog({ enterprise, onClose, onDone }: LockDialogProps) {
  const locking = !enterprise.locked;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = locking ? '锁定原因' : '解锁原因';
  const confirm = async () => {
    if (!reason.trim()) return setProblem(locking ? LOCK_MESSAGES.lockReason : LOCK_MESSAGES.unlockReason);
    setBusy(true);
    try {
      onDone(await lockApi.refresh({ enterpriseId: enterprise.enterpriseId, locked: locking, reason: reason.trim() }));
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${locking ? '锁定' : '解锁'}企业：${enterprise.qymc}`}
      okText={locking ? '锁定' : '解锁'}
      okButtonProps={{ danger: locking }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      {locking ? (
        <p>锁定后，该企业的提交将被拒绝并显示锁定原因，直至解锁；已保存的草稿不受影响。</p>
      ) : (
        <p>
          当前锁定原因：{enterprise.lock?.reason}
        </p>
      )}
      <label htmlFor="ks-lock-reason" style={{ display: 'block', margin: '8px 0' }}>
        {label}
      </label>
      <Input.TextArea id="ks-lock-reason" rows={4} maxLength={500} showCount placeholder={`请填写${label}`} value={reason} onChange={(e) => setReason(e.target.value)} />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} role="alert" />}
    </Modal>
  );
}
