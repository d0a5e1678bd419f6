/** Test helper: mounts a DynamicForm with a recording fake of the services. */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { Form } from '@formily/core';
import { DynamicForm, type DynamicFormProps, type FormValues } from '../../blocks/form/DynamicForm';
import { createTestServices, type TestServicesInit } from '../../services.testing';
import { LAZY_FALLBACK_ATTR } from '../../fields/shared/lazy-field';

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
  await lazyFieldsLoaded(view.container);
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
        buttonByText(view.container, '提交').click();
      });
      await act(async () => {});
    },
  };
}

/**
 * Waits until no field shows its loading placeholder: heavy field types (dates, cascaders,
 * transfer, tree select) load their component lazily (fields/shared/lazy-field.tsx), and a user
 * works with the form once they are there. The first load transforms the antd modules, which
 * takes seconds on a busy machine, hence the long timeout.
 */
export async function lazyFieldsLoaded(root: ParentNode) {
  await waitFor(
    () => {
      if (root.querySelector(`[${LAZY_FALLBACK_ATTR}]`)) throw new Error('a field component is still loading');
    },
    { timeout: 15000 },
  );
}

/** A button by its text (antd spaces two-character Chinese labels: '提 交'). */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);
  if (!button) throw new Error(`no button ${text}`);
  return button;
}

/** A one-group config of the given items. */
export const configOf = (...items: Record<string, unknown>[]) => ({ kind: 'form', groups: [{ key: 'g', title: '分组', items }] });

/** The form item (label + control) whose label contains `label`. */
export function fieldItem(root: ParentNode, label: string): HTMLElement {
  const item = [...root.querySelectorAll<HTMLElement>('.ant-formily-item')].find((el) =>
    el.querySelector('.ant-formily-item-label')?.textContent?.includes(label),
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
}

/** Opens an antd Select/Cascader/TreeSelect/AutoComplete the way a mouse does. */
export async function openDropdown(root: ParentNode, label: string) {
  const item = fieldItem(root, label);
  const trigger = ['.ant-select-selector', '.ant-picker input'].map((s) => item.querySelector<HTMLElement>(s)).find(Boolean);
  if (!trigger) throw new Error(`no dropdown in ${label}`);
  await act(async () => {
    fireEvent.mouseDown(trigger);
    if (trigger.matches('.ant-picker input')) fireEvent.click(trigger);
  });
}

/** Clicks an option (by its text) in the open dropdown. */
export async function pickOption(text: string) {
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-cascader-menu-item')].find(
    (o) => o.textContent === text,
  );
  if (!option) throw new Error(`no option ${text}`);
  await act(async () => void fireEvent.click(option));
}
