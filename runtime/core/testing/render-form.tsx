/** Test helper: mounts a DynamicForm with a recording fake of the services. */
import { act, render } from '@testing-library/react';
import type { Form } from '@formily/core';
import { DynamicForm, type DynamicFormProps, type FormValues } from '../../blocks/form/DynamicForm';
import { createTestServices, type TestServicesInit } from '../../services.testing';

export interface RenderFormOptions extends Partial<Omit<DynamicFormProps, 'config' | 'services'>> {
  services?: TestServicesInit;
}

export async function renderForm(config: unknown, { services: init, ...options }: RenderFormOptions = {}) {
  const services = createTestServices(init);
  const submitted: FormValues[] = [];
  let form: Form | undefined;
  const view = render(
    <DynamicForm
      config={config}
      services={services}
      onSubmit={(v) => void submitted.push(v)}
      onFormReady={(f) => (form = f)}
      {...options}
    />,
  );
  await act(async () => {}); // let mount effects (option loads) settle
  return {
    ...view,
    services,
    submitted,
    get form(): Form {
      if (!form) throw new Error('form not ready');
      return form;
    },
    /** clicks 提交 and waits for validation */
    async submit() {
      await act(async () => {
        view.getByText('提 交', { exact: false }).closest('button')!.click();
      });
      await act(async () => {});
    },
  };
}

/** A one-group config of the given items. */
export const configOf = (...items: Record<string, unknown>[]) => ({ kind: 'form', groups: [{ key: 'g', title: '分组', items }] });
