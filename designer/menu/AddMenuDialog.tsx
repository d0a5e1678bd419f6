import { useState } from 'react';
import { Form, Modal } from 'antd';
import { MenuFields, type IconChoices } from './menu-fields';

export interface NewMenuValues {
  title: string;
  nodeProperties?: string;
  icon?: string;
}

interface Props {
  /** title of the parent, or null for a root menu; the dialog is open while not undefined */
  parentTitle: string | null | undefined;
  icons: IconChoices;
  nodeProperties: readonly string[];
  onAdd: (values: NewMenuValues) => Promise<boolean>;
  onClose: () => void;
}

/** Adds a root menu or a child menu. */
export function AddMenuDialog({ parentTitle, icons, nodeProperties, onAdd, onClose }: Props) {
  const [form] = Form.useForm<NewMenuValues>();
  const [busy, setBusy] = useState(false);
  const open = parentTitle !== undefined;
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      if (await onAdd({ ...values, title: values.title.trim() })) {
        form.resetFields();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={parentTitle ? `添加「${parentTitle}」的子菜单` : '新增菜单'}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="addMenu" layout="vertical" preserve={false}>
        <MenuFields icons={icons} nodeProperties={nodeProperties} full={false} />
      </Form>
    </Modal>
  );
}
