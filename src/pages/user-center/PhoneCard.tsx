import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import type { LegalPhone } from '../../../schemas/registration';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { localTime } from '../../../runtime/core/local-time';
import { SmsCodeField } from '../account/SmsCodeField';
import { reject, showAnswer, type Outcome } from '../account/use-phone-code';
import '../account/account.css';

export interface PhoneApi {
  sendPhoneCode(phone: string): Promise<string>;
  updatePhone(phone: string, code: string): Promise<string>;
  sendBoundCode(purpose: 'verify'): Promise<string>;
  verifyPhone(code: string): Promise<string>;
}

interface Values {
  phone: string;
  code: string;
}

type Run = (work: () => Promise<string>, fallback: string) => Promise<void>;
type Submit = (work: () => Promise<string>, reset: () => void) => Promise<void>;

/** 第一步: a code to the bound phone proves this login still holds it. */
function VerifyStep({ api, phone, run, submit, busy }: { api: PhoneApi; phone: string; run: Run; submit: Submit; busy: boolean }) {
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Form name="phone-verify" form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(() => api.verifyPhone(v.code), () => form.resetFields())} requiredMark>
      <p>第一步：验证原手机号。验证码将发送至 {phone}。</p>
      <SmsCodeField id="phone-verify-code" label="原手机号验证码" onSend={() => run(() => api.sendBoundCode('verify'), SMS_MESSAGES.sendFailed)} />
      <Button type="primary" htmlType="submit" loading={busy}>
        验证原手机号
      </Button>
    </Form>
  );
}

/** 第二步 (or the only step without a bound phone): a code to the NEW phone proves it. */
function ChangeStep({ api, verifiedUntil, run, submit, busy }: { api: PhoneApi; verifiedUntil: string | null; run: Run; submit: Submit; busy: boolean }) {
  const [form] = Form.useForm<Values>();
  const sendNewCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    await run(() => api.sendPhoneCode(phone), SMS_MESSAGES.sendFailed);
  };
  return (
    <Form name="phone-change" form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(() => api.updatePhone(v.phone, v.code), () => form.resetFields())} requiredMark>
      {verifiedUntil ? <p>第二步：原手机号已验证，请在 {localTime(verifiedUntil)} 前完成更换。</p> : null}
      <Form.Item label="新手机号" name="phone" rules={[{ required: true, message: '请输入新手机号' }, { validator: (_, v: string) => reject(v && !isPhone(v) ? SMS_MESSAGES.phone : null) }]}>
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <SmsCodeField id="phone-code" onSend={sendNewCode} />
      <Button type="primary" htmlType="submit" loading={busy}>
        确认更换
      </Button>
    </Form>
  );
}

/**
 * 更换手机号 in the user centre (docs/accounts.md "Phone"). An account bound to a phone first
 * verifies it (第一步：验证原手机号, a code to the bound phone), then a code to the NEW number proves
 * that one (第二步). An account without a phone goes straight to the second step. `legal` is the
 * server's `GET /ks/individual/info/legal-phone`; `onChanged` reads it (and the user) again.
 */
export function PhoneCard({ api, legal, onChanged }: { api: PhoneApi; legal: LegalPhone | null; onChanged: () => void }) {
  const [result, setResult] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  /** Shows a call's answer; a refusal may mean the verification ran out, so the state is read again. */
  const run: Run = (work, fallback) =>
    showAnswer(setResult, work, fallback).catch((e: unknown) => {
      onChanged();
      throw e;
    });
  const submit: Submit = async (work, reset) => {
    setBusy(true);
    try {
      await run(work, '操作失败，请稍后重试');
      reset();
      onChanged();
    } catch {
      // shown in the card
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="更换手机号" style={{ marginTop: 24 }}>
      <p style={{ color: 'var(--ks-text-muted)' }}>当前手机号：{legal?.phone || '未绑定'}</p>
      {legal === null ? null : legal.bound && !legal.verifiedUntil ? (
        <VerifyStep api={api} phone={legal.phone} run={run} submit={submit} busy={busy} />
      ) : (
        <ChangeStep api={api} verifiedUntil={legal.verifiedUntil} run={run} submit={submit} busy={busy} />
      )}
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} /> : null}
      </div>
    </Card>
  );
}
