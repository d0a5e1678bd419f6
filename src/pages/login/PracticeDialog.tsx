import { useState } from 'react';
import { Button, Modal, Table, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getUser, markPracticeShown, wasPracticeShown } from '../../session/session';
import { needsPracticeDialog, PRACTICE_STATUS_TEXT, PRACTICE_TARGET, truncateReason } from './practice';

const STATUS_COLOR: Record<string, string> = { '0': 'default', '1': 'red', '2': 'green' };

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
      <Table
        size="small"
        rowKey={(r) => `${r.region}-${r.status}-${r.reason}`}
        pagination={false}
        dataSource={user.practicingStatus.practiceDetails}
        locale={{ emptyText: '暂无数据' }}
        columns={[
          { title: '地区', dataIndex: 'region' },
          { title: '状态', dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLOR[s]}>{PRACTICE_STATUS_TEXT[s] ?? s}</Tag> },
          { title: '原因', dataIndex: 'reason', render: (r: string) => (r ? <Tooltip title={r}>{truncateReason(r)}</Tooltip> : '—') },
        ]}
      />
    </Modal>
  );
}
