import { Form, Input } from 'antd';
import { ACCOUNT_MESSAGES, passwordProblem } from '../../../schemas/account';
import { reject } from './use-phone-code';

/**
 * A new password and its repetition, checked before anything is sent: the strength rule of
 * schemas/account.ts (shown under the field) and the two being equal. One home for every form that
 * sets a password: 修改密码, 忘记原密码, 找回密码, 企业注册.
 */
export function NewPasswordFields({
  name = 'password',
  label = '新密码',
  confirmLabel = '确认新密码',
  what = '新密码',
  mismatch = ACCOUNT_MESSAGES.mismatch,
}: {
  /** The form field of the password (the repetition is `confirm`). */
  name?: string;
  label?: string;
  confirmLabel?: string;
  /** How the messages name it: 请输入{what} / 请再次输入{what}. */
  what?: string;
  mismatch?: string;
}) {
  return (
    <>
      <Form.Item label={label} name={name} extra={ACCOUNT_MESSAGES.rule} rules={[{ required: true, message: `请输入${what}` }, { validator: (_, v: string) => reject(v ? passwordProblem(v) : null) }]}>
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirm"
        dependencies={[name]}
        rules={[{ required: true, message: `请再次输入${what}` }, ({ getFieldValue }) => ({ validator: (_, v: string) => reject(v && v !== getFieldValue(name) ? mismatch : null) })]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  );
}
