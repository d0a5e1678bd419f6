import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import type { LoginData } from '../../../schemas/auth';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { CaptchaField } from '../account/CaptchaField';
import { SmsCodeField } from '../account/SmsCodeField';
import { messageOf, reject, usePhoneCode } from '../account/use-phone-code';
import '../account/account.css';

interface Values {
  phone: string;
  captcha: string;
  code: string;
}

/**
 * The 短信登录 tab of the login page (docs/accounts.md "SMS login"): the bound phone, the image
 * captcha, the code sent to the phone. The session is the one a password login opens; `onSession`
 * stores it and leaves the page exactly as after a password login. Its own chunk: the login page
 * loads it only when the tab is chosen.
 */
export default function SmsLoginForm({ onSession }: { onSession: (session: LoginData) => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  const { captcha, result, setResult, sendCode } = usePhoneCode(form, registerApi.sendLoginCode);
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    setResult(null);
    try {
      await onSession(await registerApi.smsLogin(v.phone, v.code));
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '登录失败，请稍后重试') });
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} requiredMark={false}>
      <Form.Item label="手机号" name="phone" rules={[{ required: true, message: '请输入手机号' }, { validator: (_, v: string) => reject(v && !isPhone(v) ? SMS_MESSAGES.phone : null) }]}>
        <Input prefix={<MobileOutlined />} placeholder="账号绑定的手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <CaptchaField {...captcha} id="sms-login-captcha" />
      <SmsCodeField id="sms-login-code" onSend={sendCode} />
      <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? '登录中' : '登 录'}
      </Button>
    </Form>
  );
}
