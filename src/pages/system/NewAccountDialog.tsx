import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { ROLE_LABELS, type Role } from '../../../schemas/roles';
import { MANAGEMENT_MESSAGES as M, usernameProblem, type TemporarySecret } from '../../../schemas/management';
import type { EnterpriseOption } from '../../../schemas/enterprises';
import { managementApi } from '../../api/management';

interface Values {
  username: string;
  userName: string;
  role: Role;
  enterpriseId?: string;
}

/** 新建账号: an administrator, a developer, or a user of an existing enterprise; a refusal shows beside the form. */
export function NewAccountDialog({ open, enterprises, onClose, onCreated }: { open: boolean; enterprises: EnterpriseOption[]; onClose: () => void; onCreated: (s: TemporarySecret) => void }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const role = Form.useWatch('role', form);

  const submit = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await managementApi.create({ username: v.username.trim(), userName: v.userName.trim(), role: v.role, ...(v.role === 'U' && v.enterpriseId ? { enterpriseId: v.enterpriseId } : {}) }));
      form.resetFields();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '创建失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="新建账号" open={open} okText="创建" cancelText="取消" okButtonProps={{ loading: busy }} onCancel={onClose} onOk={() => form.submit()} destroyOnClose>
      <Form form={form} layout="vertical" initialValues={{ role: 'D' }} onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item label="登录名" name="username" rules={[{ required: true, message: '请输入登录名' }, { validator: async (_, v: string) => (v && usernameProblem(v.trim()) ? Promise.reject(new Error(M.usernameRule)) : undefined) }]}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" name="userName" rules={[{ required: true, whitespace: true, message: M.userNameRule }]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true }]}>
          <Select options={(['M', 'D', 'U'] as const).map((r) => ({ label: ROLE_LABELS[r], value: r }))} />
        </Form.Item>
        {role === 'U' && (
          <Form.Item label="所属企业" name="enterpriseId" rules={[{ required: true, message: M.enterpriseNeeded }]}>
            <Select showSearch optionFilterProp="label" placeholder="选择已注册的企业" options={enterprises.map((e) => ({ label: e.label, value: e.value }))} />
          </Form.Item>
        )}
        <p style={{ color: 'var(--ks-text-muted)' }}>创建后显示一次临时密码，本人登录后须修改密码。企业账号一般由企业注册产生。</p>
        <div role="status" aria-live="polite">
          {error && <Alert type="error" showIcon message={error} />}
        </div>
      </Form>
    </Modal>
  );
}
