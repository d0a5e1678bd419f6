import { useState } from 'react';
import type { FormInstance } from 'antd';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import { useCaptcha } from './CaptchaField';

export const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
export const reject = (text: string | null) => (text ? Promise.reject(new Error(text)) : Promise.resolve());

export type Outcome = { ok: boolean; text: string } | null;

/** Runs `work` and shows its answer in the page's result (ok) or its refusal (not ok); the refusal is rethrown. */
export async function showAnswer(setResult: (o: Outcome) => void, work: () => Promise<string>, fallback: string): Promise<void> {
  setResult(null);
  try {
    setResult({ ok: true, text: await work() });
  } catch (e) {
    setResult({ ok: false, text: messageOf(e, fallback) });
    throw e;
  }
}

/**
 * An SMS code asked for the form's `phone` with its image captcha (`captcha` field), as
 * registration and the forgotten-password page ask it: both checked before anything is sent, the
 * server's answer shown in `result`, and a new captcha after every send, right or wrong (each
 * image is good for one try). `sendCode` rejects when nothing was sent, so SmsCodeField does not
 * start its countdown.
 */
export function usePhoneCode(form: FormInstance, send: (phone: string, captchaId: string, answer: string) => Promise<string>) {
  const captcha = useCaptcha();
  const [result, setResult] = useState<Outcome>(null);

  const sendCode = async () => {
    setResult(null);
    const phone = (form.getFieldValue('phone') as string | undefined) ?? '';
    const answer = ((form.getFieldValue('captcha') as string | undefined) ?? '').trim();
    const problem = !isPhone(phone) ? SMS_MESSAGES.phone : !answer || !captcha.captcha ? '请先输入图形验证码' : null;
    if (problem) {
      setResult({ ok: false, text: problem });
      throw new Error(problem);
    }
    try {
      await showAnswer(setResult, () => send(phone, captcha.captcha!.captchaId, answer), SMS_MESSAGES.sendFailed);
    } finally {
      form.setFieldValue('captcha', '');
      captcha.reload();
    }
  };

  return { captcha, result, setResult, sendCode };
}
