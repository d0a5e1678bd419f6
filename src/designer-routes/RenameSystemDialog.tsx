import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { SystemSummary } from '../../schemas/system';
import { systemApi } from './structure-api';
import { SYSTEM_RULES } from './system-form';

/** Renames a system (full and short name); the code is shown and cannot change. */
export function RenameSystemDialog({ system, onClose, onRenamed }: { system: SystemSummary | null; onClose: () => void; onRenamed: (s: SystemSummary) => void }) {
  const [form] = Form.useForm<{ systemName: string; title: string; gnCoding: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (system) form.setFieldsValue({ systemName: system.systemName, title: system.title, gnCoding: system.systemCoding });
    setError(null);
  }, [system, form]);
  const submit = async () => {
    if (!system) return;
    let v;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      onRenamed(await systemApi.rename({ systemCoding: system.systemCoding, systemName: v.systemName.trim(), title: v.title.trim() }));
    } catch (e) {
      setError(e instanceof Error ? e.message : '修改失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!system} title="修改系统名称" okText="保存" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} forceRender>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} name="renameSystem" layout="vertical">
        <Form.Item name="systemName" label="系统全称" rules={SYSTEM_RULES.systemName}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="title" label="系统简称" rules={SYSTEM_RULES.title}>
          <Input />
        </Form.Item>
        <Form.Item name="gnCoding" label="系统编码" extra="系统编码生成后不可修改">
          <Input disabled />
        </Form.Item>
      </Form>
    </Modal>
  );
}
