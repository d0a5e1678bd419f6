import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useReturnFocus } from '../../core/use-return-focus';

export interface AuditDialogProps {
  open: boolean;
  /** 审核 offers 通过 and 驳回; a 驳回 button offers 驳回 only. */
  allowPass: boolean;
  /** 通过, with the suggestion if one was written. */
  onPass: (reason: string) => void;
  /** 驳回, with the trimmed, non-empty suggestion. */
  onReject: (reason: string) => void;
  /** 驳回 with an empty suggestion (the caller warns 请填写审核建议). */
  onMissingReason: () => void;
  onCancel: () => void;
}

/** 审核: the audit suggestion and the verdict; a rejection must carry a suggestion (spec 002 §4, §5). */
export function AuditDialog({ open, allowPass, onPass, onReject, onMissingReason, onCancel }: AuditDialogProps) {
  const [reason, setReason] = useState('');
  // to the row's 审核/驳回 button, which the click throttle disables and a reload re-renders
  useReturnFocus(open);
  const reject = () => {
    const text = reason.trim();
    if (text) onReject(text);
    else onMissingReason();
  };
  return (
    <Modal
      open={open}
      title={allowPass ? '审核' : '驳回'}
      destroyOnHidden
      afterClose={() => setReason('')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="reject" danger onClick={reject}>
          驳回
        </Button>,
        ...(allowPass
          ? [
              <Button key="pass" type="primary" onClick={() => onPass(reason.trim())}>
                通过
              </Button>,
            ]
          : []),
      ]}
    >
      <label htmlFor="ks-audit-reason" style={{ display: 'block', marginBottom: 8 }}>
        审核建议
      </label>
      <Input.TextArea
        id="ks-audit-reason"
        rows={4}
        maxLength={500}
        showCount
        placeholder="请填写审核建议（驳回时必填）"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
