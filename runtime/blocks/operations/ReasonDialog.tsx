import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useReturnFocus } from '../../core/use-return-focus';

export interface ReasonDialogProps {
  /** the button's name: the dialog's title (取消预约) */
  title: string;
  /** what is asked (取消原因): the label, and 请填写… when it is left empty */
  ask: string;
  /** 确定 with the trimmed, non-empty text; resolves true when the call succeeded (the dialog closes) */
  onConfirm: (reason: string) => Promise<boolean>;
  onMissing: (message: string) => void;
  onCancel: () => void;
}

/** The dialog of a button that names its own call and asks a reason first (RowOperation `call`, `ask`). */
export function ReasonDialog({ title, ask, onConfirm, onMissing, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useReturnFocus(true);
  const confirm = async () => {
    const text = reason.trim();
    if (!text) return onMissing(`请填写${ask}`);
    setBusy(true);
    try {
      if (await onConfirm(text)) onCancel();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} destroyOnHidden okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void confirm()} onCancel={onCancel}>
      <label htmlFor="ks-operation-reason" style={{ display: 'block', marginBottom: 8 }}>
        {ask}
      </label>
      <Input.TextArea
        id="ks-operation-reason"
        rows={4}
        maxLength={500}
        showCount
        placeholder={`请填写${ask}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
