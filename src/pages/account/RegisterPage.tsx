import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { REGISTRATION_MESSAGES as M, usccProblem } from '../../../schemas/registration';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { AccountLayout } from './AccountLayout';
import { CaptchaField } from './CaptchaField';
import { messageOf, reject, showAnswer, usePhoneCode } from './use-phone-code';
import { SmsCodeField } from './SmsCodeField';
import { NewPasswordFields } from './NewPasswordFields';
import { useKeptForm } from '../../shared/use-kept-form';

// Kept in the browser while typed (docs/forms.md "草稿"): the enterprise's details only — never the
// password, the captcha or the SMS code. Nobody is logged in yet: the draft belongs to the browser.
const REGISTRATION_DRAFT = { user: '', node: 'register', record: null };
const KEPT: ReadonlyArray<keyof Values> = ['creditCode', 'entName', 'contactName', 'phone'];

interface Values {
  creditCode: string;
  entName: string;
  contactName: string;
  phone: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
}


/**
 * /register: an enterprise asks for an account (docs/accounts.md "Registration"): credit code
 * (check character checked here and by the server), name, contact, phone proved by an SMS code
 * (asked with the image captcha), password twice. Then it waits for an administrator's approval.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { captcha, result, setResult, sendCode } = usePhoneCode(form, registerApi.sendRegisterCode);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kept = useKeptForm(form, REGISTRATION_DRAFT, KEPT);

  const checkCode = async () => {
    const code = (form.getFieldValue('creditCode') as string | undefined) ?? '';
    if (usccProblem(code)) return;
    try {
      setResult({ ok: true, text: await registerApi.verifyEnterprise(code) });
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '校验失败，请稍后重试') });
    }
  };

  // The code is checked when it is typed (a wrong one counts as a try, a right one is not used up).
  const checkSmsCode = (code: string) => {
    const phone = (form.getFieldValue('phone') as string | undefined) ?? '';
    if (!isPhone(phone)) return;
    showAnswer(setResult, () => registerApi.checkRegisterCode(phone, code), '校验失败，请稍后重试').catch(() => undefined);
  };

  const submit = async (v: Values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await registerApi.register({ creditCode: v.creditCode, entName: v.entName.trim(), contactName: v.contactName.trim(), phone: v.phone, code: v.code, password: v.password });
      await kept.forget();
      setDone(answer);
    } catch (e) {
      setResult({ ok: false, text: messageOf(e, '提交失败，请稍后重试') });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AccountLayout title="企业注册">
        <Result
          status="success"
          title={done}
          subTitle="审核通过后，您会收到短信通知，届时请使用统一社会信用代码和注册手机号激活账号。"
          extra={[
            <Button type="primary" key="activate" onClick={() => navigate('/activate')}>
              查询进度 / 激活账号
            </Button>,
            <Button key="login" onClick={() => navigate('/login')}>
              返回登录
            </Button>,
          ]}
        />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="企业注册">
      {kept.bar}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={kept.onValuesChange} requiredMark>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          normalize={(v: string) => v.replace(/\s/g, '').toUpperCase()}
          rules={[{ required: true, message: M.usccEmpty }, { validator: (_, v: string) => reject(v ? usccProblem(v) : null) }]}
        >
          <Input placeholder="18位统一社会信用代码" maxLength={18} onBlur={() => void checkCode()} />
        </Form.Item>
        <Form.Item label="企业名称" name="entName" rules={[{ required: true, whitespace: true, message: M.entName }, { max: 100, message: M.entName }]}>
          <Input placeholder="与营业执照一致" maxLength={100} />
        </Form.Item>
        <Form.Item label="联系人" name="contactName" rules={[{ required: true, whitespace: true, message: M.contactName }, { max: 32, message: M.contactName }]}>
          <Input placeholder="联系人姓名" maxLength={32} />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={[{ required: true, message: '请输入手机号' }, { validator: (_, v: string) => reject(v && !isPhone(v) ? SMS_MESSAGES.phone : null) }]}>
          <Input placeholder="用于接收验证码和审核通知" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <CaptchaField {...captcha} id="register-captcha" />
        <SmsCodeField id="register-code" onSend={sendCode} onCheck={checkSmsCode} />
        <NewPasswordFields label="登录密码" confirmLabel="确认密码" what="登录密码" mismatch="两次输入的密码不一致" />
        <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginBottom: 16 }} /> : null}</div>
        <Button type="primary" htmlType="submit" block loading={busy}>
          提交注册
        </Button>
        <p className="ks-account-back">
          已提交过申请？<Link to="/activate">查询进度 / 激活账号</Link>
        </p>
      </Form>
    </AccountLayout>
  );
}
