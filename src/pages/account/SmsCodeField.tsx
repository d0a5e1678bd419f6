import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SMS_RULES } from '../../../schemas/sms';

/**
 * The SMS code input with its 获取验证码 button: `onSend` sends (rejecting with the refusal);
 * after a sent code the button counts the 60 seconds down. `onCheck` gets a complete code when the
 * input is left (a page that checks it before the form is sent).
 */
export function SmsCodeField({
  id,
  onSend,
  onCheck,
  label = '短信验证码',
  name = 'code',
}: {
  id: string;
  onSend: () => Promise<void>;
  onCheck?: (code: string) => void;
  label?: string;
  /** The form field (a page with two codes names the second). */
  name?: string;
}) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  const send = async () => {
    setSending(true);
    try {
      await onSend();
      setLeft(SMS_RULES.resendSeconds);
    } catch {
      // the page shows the refusal
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item label={label} htmlFor={id} required>
      <div className="ks-account-row">
        <Form.Item name={name} noStyle rules={[{ required: true, message: '请输入短信验证码' }, { pattern: /^\d{6}$/, message: '请输入6位数字验证码' }]}>
          <Input id={id} placeholder="6位数字" autoComplete="one-time-code" inputMode="numeric" maxLength={6} onBlur={(e) => /^\d{6}$/.test(e.target.value) && onCheck?.(e.target.value)} />
        </Form.Item>
        <Button onClick={() => void send()} loading={sending} disabled={left > 0}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
