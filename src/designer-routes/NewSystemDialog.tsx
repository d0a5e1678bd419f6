import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { SYSTEM_MESSAGES, type NewSystemAnswer } from '../../schemas/designer';
import { systemApi } from './structure-api';
import { SYSTEM_RULES } from './system-form';

interface Values {
  systemName: string;
  title: string;
  gnCoding: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** after 系统已生成 */
  onCreated: (answer: NewSystemAnswer) => void;
  /** go on to the menus of the new system */
  onConfigureMenus: (gnCoding: string) => void;
}

/**
 * The new-system dialog (spec 000 §2 "Other screens" 1): full name, short name and code; 取消 and
 * 生成系统. Once generated the code is locked: the dialog shows it read-only with 系统已生成.
 */
export function NewSystemDialog({ open, onClose, onCreated, onConfigureMenus }: Props) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<NewSystemAnswer | null>(null);

  const close = () => {
    form.resetFields();
    setCreated(null);
    setError(null);
    onClose();
  };
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the messages are under the inputs
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await systemApi.create({ systemName: values.systemName.trim(), title: values.title.trim(), gnCoding: values.gnCoding, levels: 0 });
      setCreated(answer);
      onCreated(answer);
    } catch (e) {
      setError(e instanceof Error ? e.message : '生成失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="新建系统"
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        created
          ? [
              <Button key="close" onClick={close}>
                关闭
              </Button>,
              <Button key="menus" type="primary" onClick={() => { const code = created.gnCoding; close(); onConfigureMenus(code); }}>
                配置菜单
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                取消
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>
                生成系统
              </Button>,
            ]
      }
    >
      {created && <Alert type="success" showIcon message={SYSTEM_MESSAGES.created} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} name="newSystem" layout="vertical" disabled={!!created} preserve={false}>
        <Form.Item name="systemName" label="系统全称" rules={SYSTEM_RULES.systemName}>
          <Input placeholder="例如 工程建设交易系统" maxLength={64} />
        </Form.Item>
        <Form.Item name="title" label="系统简称" rules={SYSTEM_RULES.title}>
          <Input placeholder="1 到 8 个字符" />
        </Form.Item>
        <Form.Item name="gnCoding" label="系统编码" rules={SYSTEM_RULES.gnCoding} extra="字母开头，可含数字和下划线；生成后不可修改">
          <Input placeholder="例如 trade_build" maxLength={64} disabled={!!created} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
