import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { ACCOUNT_MESSAGES, passwordProblem } from '../../../schemas/account';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { AccountLayout } from './AccountLayout';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';

interface Values {
  phone: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
}

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
const reject = (text: string | null) => (text ? Promise.reject(new Error(text)) : Promise.resolve());

/**
 * /forgetPassword (docs/accounts.md "Forgotten password"): the bound phone, the image captcha, the
 * SMS code, the new password twice. A reset ends every session of the account.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setResult(null);
    const { phone, captcha: answer } = form.getFieldsValue(['phone', 'captcha']) as Pick<Values, 'phone' | 'captcha'>;
    const problem = !isPhone(phone ?? '') ? SMS_MESSAGES.phone : !answer?.trim() || !captcha.captcha ? '请先输入图形验证码' : null;
    if (problem) {
      setResult({ ok: false, text: problem });
      throw new Error(problem);
    }
    try {
      setResult({ ok: true, text: await registerApi.sendResetCode(phone, captcha.captcha!.captchaId, answer.trim()) });
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, SMS_MESSAGES.sendFailed) });
      throw e;
    } finally {
      form.setFieldValue('captcha', '');
      captcha.reload();
    }
  };

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
        <Form.Item label="新密码" name="password" extra={ACCOUNT_MESSAGES.rule} rules={[{ required: true, message: '请输入新密码' }, { validator: (_, v: string) => reject(v ? passwordProblem(v) : null) }]}>
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['password']}
          rules={[{ required: true, message: '请再次输入新密码' }, ({ getFieldValue }) => ({ validator: (_, v: string) => reject(v && v !== getFieldValue('password') ? ACCOUNT_MESSAGES.mismatch : null) })]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
        <Button type="primary" htmlType="submit" block loading={busy}>
          重置密码
        </Button>
      </Form>
    </AccountLayout>
  );
}
