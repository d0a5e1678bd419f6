import type { Form } from '@formily/core';
import { swapsSettled } from '../../fields/shared/stand-in-pending';

/**
 * Every host's 提交 and 保存 go through `form.submit` or `form.validate` (the detail page, the
 * form's own button, dialogs): both first wait until text typed into a stand-in whose code was
 * still loading is the field's value (fields/shared/stand-in-pending.ts). Without a pending swap
 * they run at once, as before.
 */
export function waitForSwaps(form: Form): void {
  const submit = form.submit;
  const validate = form.validate;
  form.submit = ((onSubmit) => swapsSettled(form).then(() => submit(onSubmit))) as Form['submit'];
  form.validate = ((pattern) => swapsSettled(form).then(() => validate(pattern))) as Form['validate'];
}
