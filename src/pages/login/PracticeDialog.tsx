import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getUser, markPracticeShown, wasPracticeShown } from '../../session/session';
import { needsPracticeDialog, PRACTICE_TARGET } from './practice';

// The table (antd Table = rc-table, ~35 KB gzip) loads only when the dialog opens: the back office
// mounts this dialog on every page, and most sessions never show it.
const PracticeTable = lazy(() => import('./PracticeTable'));

/** Practice-status dialog (spec 000 §2 item 6), once per session after login. */
export function PracticeDialog() {
  const navigate = useNavigate();
  const user = getUser();
  const [open, setOpen] = useState(() => needsPracticeDialog(user) && !wasPracticeShown());
  if (!open || !user) return null;
  const close = () => {
    markPracticeShown();
    setOpen(false);
  };
  return (
    <Modal
      open
      title="执业状态提醒"
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button
          key="go"
          type="primary"
          onClick={() => {
            close();
            navigate(PRACTICE_TARGET);
          }}
        >
          去查看
        </Button>,
      ]}
    >
      <p>您的执业状态存在异常，请核实以下信息：</p>
      <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
        <PracticeTable details={user.practicingStatus.practiceDetails} />
      </Suspense>
    </Modal>
  );
}
