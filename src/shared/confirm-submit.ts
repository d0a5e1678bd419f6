import { feedback } from '../app/feedback';

/** The question 提交 of a form asks first: a submitted record waits for its audit and cannot be edited meanwhile. */
export const SUBMIT_QUESTION = { title: '确认提交？', content: '提交后不可修改，请确认所填信息无误。' } as const;

/** Asks {@link SUBMIT_QUESTION}; true when the person confirms (确定), false on 取消, Esc or ✕. */
export function confirmSubmit(): Promise<boolean> {
  return new Promise((resolve) => {
    feedback.modal().confirm({ ...SUBMIT_QUESTION, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
