import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Descriptions, Form, Input, Result } from 'antd';
import { REGISTRATION_MESSAGES as M, usccProblem, type RegistrationState } from '../../../schemas/registration';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { localTime } from '../../../runtime/core/local-time';
import { AccountLayout } from './AccountLayout';
import { SmsCodeField } from './SmsCodeField';
import { CaptchaField } from './CaptchaField';
import { messageOf, reject, usePhoneCode } from './use-phone-code';

interface Values {
  creditCode: string;
  phone: string;
  captcha?: string;
  /** The 查询进度 code. */
  progressCode?: string;
  /** The activation code. */
  code: string;
}

/**
 * /activate: the progress of a registration, and once approved the activation (docs/accounts.md
 * "Activation" and "Lookups without login"). The progress is shown only with the SMS code sent to
 * the registered phone (asked with the image captcha): the credit code and the phone, then the
 * code, then the state. The activation checks the credit code and the phone, sends an activation
 * code to the phone, and the code makes the account.
 */
export default function ActivatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<RegistrationState | null>(null);
  const { captcha, result, setResult, sendCode: sendProgressCode } = usePhoneCode(form, registerApi.sendProgressCode);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async () => {
    setResult(null);
    setState(null);
    try {
      const v = await form.validateFields(['creditCode', 'phone', 'progressCode']);
      setState(await registerApi.progress(v.creditCode, v.phone, v.progressCode ?? ''));
      form.setFieldValue('progressCode', '');
    } catch (e) {
      if (e instanceof Error) setResult({ ok: false, text: messageOf(e, '查询失败，请稍后重试') });
    }
  };

  const sendCode = async () => {
    setResult(null);
    const { creditCode, phone } = await form.validateFields(['creditCode', 'phone']);
    try {
      setResult({ ok: true, text: await registerApi.sendActivateCode(creditCode, phone) });
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, SMS_MESSAGES.sendFailed) });
      throw e;
    }
  };

  const submit = async () => {
    setResult(null);
    // Only the activation's fields: the progress code is not needed to activate.
    const v = await form.validateFields(['creditCode', 'phone', 'code']).catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      setDone(await registerApi.activate(v.creditCode, v.code));
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '激活失败，请稍后重试') });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AccountLayout title="激活账号">
        <Result status="success" title={done} extra={<Button type="primary" onClick={() => navigate('/login')}>去登录</Button>} />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="查询进度 / 激活账号">
      {/* Two actions over shared fields, so no form submit: each validates only its own fields. */}
      <Form<Values> form={form} layout="vertical" requiredMark>
        <Form.Item label="统一社会信用代码" htmlFor="activate-code" required>
          <div className="ks-account-row">
            <Form.Item
              name="creditCode"
              noStyle
              normalize={(v: string) => v.replace(/\s/g, '').toUpperCase()}
              rules={[{ required: true, message: M.usccEmpty }, { validator: (_, v: string) => reject(v ? usccProblem(v) : null) }]}
            >
              <Input id="activate-code" placeholder="注册时填写的统一社会信用代码" maxLength={18} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label="注册手机号" name="phone" rules={[{ required: true, message: '请输入注册时填写的手机号' }, { validator: (_, v: string) => reject(v && !isPhone(v) ? SMS_MESSAGES.phone : null) }]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <CaptchaField {...captcha} id="progress-captcha" />
        <SmsCodeField id="progress-sms" name="progressCode" label="查询验证码" onSend={sendProgressCode} />
        <Button onClick={() => void lookUp()} block style={{ marginBottom: 16 }}>
          查询进度
        </Button>
        {state ? (
          <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }} title="注册申请">
            <Descriptions.Item label="企业名称">{state.entName}</Descriptions.Item>
            <Descriptions.Item label="审核状态">{state.statusText}</Descriptions.Item>
            {state.suggestion ? <Descriptions.Item label="审核建议">{state.suggestion}</Descriptions.Item> : null}
            <Descriptions.Item label="提交时间">{localTime(state.createdAt)}</Descriptions.Item>
          </Descriptions>
        ) : null}
        <SmsCodeField id="activate-sms" label="激活码" onSend={sendCode} />
        <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
        <Button type="primary" block loading={busy} onClick={() => void submit()}>
          激活账号
        </Button>
      </Form>
    </AccountLayout>
  );
}
