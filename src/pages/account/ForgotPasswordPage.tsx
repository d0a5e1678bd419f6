import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { AccountLayout } from './AccountLayout';
import { CaptchaField } from './CaptchaField';
import { messageOf, reject, usePhoneCode } from './use-phone-code';
import { SmsCodeField } from './SmsCodeField';
import { NewPasswordFields } from './NewPasswordFields';

interface Values {
  phone: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
}


/**
 * /forgetPassword (docs/accounts.md "Forgotten password"): the bound phone, the image captcha, the
 * SMS code, the new password twice. A reset ends every session of the account.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { captcha, result, setResult, sendCode } = usePhoneCode(form, registerApi.sendResetCode);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    setResult(null);
    try {
      setDone(await registerApi.resetSecret(v.phone, v.code, v.password));
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '重置失败，请稍后重试') });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AccountLayout title="找回密码">
        <Result status="success" title={done} subTitle="其他设备上的登录已全部退出。" extra={<Button type="primary" onClick={() => navigate('/login')}>去登录</Button>} />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="找回密码">
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item label="绑定手机号" name="phone" rules={[{ required: true, message: '请输入账号绑定的手机号' }, { validator: (_, v: string) => reject(v && !isPhone(v) ? SMS_MESSAGES.phone : null) }]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <CaptchaField {...captcha} id="forgot-captcha" />
        <SmsCodeField id="forgot-code" onSend={sendCode} />
        <NewPasswordFields />
        <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
        <Button type="primary" htmlType="submit" block loading={busy}>
          重置密码
        </Button>
      </Form>
    </AccountLayout>
  );
}
