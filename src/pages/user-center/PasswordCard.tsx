import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES as M, type SecretTime } from '../../../schemas/account';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { MANAGEMENT_MESSAGES } from '../../../schemas/management';
import { localTime } from '../../../runtime/core/local-time';

export interface PasswordApi {
  updateSecret(oldPassword: string, newPassword: string): Promise<string>;
  secretTime(): Promise<SecretTime>;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * 修改密码 in the user centre (docs/accounts.md "Password"): the current password, the new one
 * twice (the rule shown under it and checked before sending), the server's refusal beside the
 * button; after 90 days a notice asks for a new password.
 */
export function PasswordCard({ api }: { api: PasswordApi }) {
  const [form] = Form.useForm<Values>();
  const [time, setTime] = useState<SecretTime | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.secretTime().then(setTime, () => undefined);
  }, [api]);

  const submit = async (v: Values) => {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await api.updateSecret(v.oldPassword, v.newPassword) });
      form.resetFields();
      setTime((t) => (t ? { ...t, days: 0, due: false, temporary: false, changedAt: new Date().toISOString() } : t));
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error && e.message ? e.message : '修改失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="修改密码" style={{ marginTop: 24 }}>
      {time?.due && <Alert type="warning" showIcon message={time.temporary ? MANAGEMENT_MESSAGES.mustChange : M.due} style={{ marginBottom: 16 }} />}
      {time && <p style={{ color: 'var(--ks-text-muted)' }}>上次修改密码：{localTime(time.changedAt)}（{time.days} 天前）</p>}
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Button type="primary" htmlType="submit" loading={busy}>
          确认修改
        </Button>
        <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
          {result && <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} />}
        </div>
      </Form>
    </Card>
  );
}
