import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import type { LegalPhone } from '../../../schemas/registration';
import { SMS_MESSAGES } from '../../../schemas/sms';
import { SmsCodeField } from '../account/SmsCodeField';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { showAnswer, type Outcome } from '../account/use-phone-code';
import '../account/account.css';

export interface SecretResetApi {
  sendBoundCode(purpose: 'secret'): Promise<string>;
  resetSecretBySms(code: string, password: string): Promise<string>;
}

interface Values {
  code: string;
  password: string;
  confirm: string;
}

/** The form, mounted only for a bound phone (so its form instance is never left unconnected). */
function SecretResetForm({ api, phone, setResult }: { api: SecretResetApi; phone: string; setResult: (o: Outcome) => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await showAnswer(setResult, () => api.resetSecretBySms(v.code, v.password), '重置失败，请稍后重试');
      form.resetFields();
    } catch {
      // shown in the card; what was typed stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form name="secret-reset" form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(v)} requiredMark>
      <p>不记得原密码时，可用发送至 {phone} 的验证码设置新密码；其他设备上的登录将退出。</p>
      <SmsCodeField id="secret-reset-code" onSend={() => showAnswer(setResult, () => api.sendBoundCode('secret'), SMS_MESSAGES.sendFailed)} />
      <NewPasswordFields label="设置新密码" confirmLabel="再次输入新密码" />
      <Button type="primary" htmlType="submit" loading={busy}>
        重置密码
      </Button>
    </Form>
  );
}

/**
 * 忘记原密码 in the user centre (docs/accounts.md "Password"): a signed-in user who no longer knows
 * the current password sets a new one with a code sent to the bound phone
 * (`POST /ks/individual/login/reset-secret`); other devices are logged out, this one stays.
 */
export function SecretResetCard({ api, legal }: { api: SecretResetApi; legal: LegalPhone | null }) {
  const [result, setResult] = useState<Outcome>(null);
  return (
    <Card title="忘记原密码" style={{ marginTop: 24 }}>
      {legal && !legal.bound ? <p>当前账号未绑定手机号，请先在「更换手机号」中绑定手机号，再用短信验证码重置密码。</p> : null}
      {legal?.bound ? <SecretResetForm api={api} phone={legal.phone} setResult={setResult} /> : null}
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} /> : null}
      </div>
    </Card>
  );
}
