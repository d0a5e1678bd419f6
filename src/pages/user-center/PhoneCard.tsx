import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { SmsCodeField } from '../account/SmsCodeField';
import '../account/account.css';

export interface PhoneApi {
  sendPhoneCode(phone: string): Promise<string>;
  updatePhone(phone: string, code: string): Promise<string>;
}

interface Values {
  phone: string;
  code: string;
}

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** 更换手机号 in the user centre (docs/accounts.md "Phone"): a code goes to the NEW number and proves it. */
export function PhoneCard({ api, current, onChanged }: { api: PhoneApi; current: string; onChanged: () => void }) {
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setResult(null);
    const { phone } = await form.validateFields(['phone']);
    try {
      setResult({ ok: true, text: await api.sendPhoneCode(phone) });
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, SMS_MESSAGES.sendFailed) });
      throw e;
    }
  };

  const submit = async (v: Values) => {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await api.updatePhone(v.phone, v.code) });
      form.resetFields();
      onChanged();
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '修改失败，请稍后重试') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="更换手机号" style={{ marginTop: 24 }}>
      <p style={{ color: 'var(--ks-text-muted)' }}>当前手机号：{current || '未绑定'}</p>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item
          label="新手机号"
          name="phone"
          rules={[{ required: true, message: '请输入新手机号' }, { validator: (_, v: string) => (v && !isPhone(v) ? Promise.reject(new Error(SMS_MESSAGES.phone)) : Promise.resolve()) }]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <SmsCodeField id="phone-code" onSend={send} />
        <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
        <Button type="primary" htmlType="submit" loading={busy}>
          确认更换
        </Button>
      </Form>
    </Card>
  );
}
