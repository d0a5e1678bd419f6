import '../../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { allTypesConfig, allTypesRemoteOptions } from '../../fields/__fixtures__/all-types';
import { configOf, fieldItem, renderForm } from '../../core/testing/render-form';

/**
 * The accessibility wiring of every field (fields/shared/a11y.ts, placed by fields/define.ts and
 * GridFormItem): the label points at the input, the message describes it, invalid and required
 * are said, and a refused submit is announced and focused (error-focus.ts). Issue 12.
 */

/** The element the item's <label for> points at. */
function labelled(item: HTMLElement): HTMLElement | null {
  const id = item.querySelector('.ant-formily-item-label label')?.getAttribute('for');
  return id ? document.getElementById(id) : null;
}

describe('field wiring: label, message, invalid, required', () => {
  it('every field type: the label points at an element of the field, which is named by it', async () => {
    const f = await renderForm(allTypesConfig, { services: { options: allTypesRemoteOptions } });
    const items = [...f.container.querySelectorAll<HTMLElement>('.ant-formily-item')];
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      const name = item.querySelector('.ant-formily-item-label label')?.textContent;
      const target = labelled(item);
      expect(target, `label ${name} points at nothing`).not.toBeNull();
      expect(item.contains(target), `label ${name} points outside its field`).toBe(true);
      // Native inputs and buttons are named by <label for>; the others by aria-labelledby / aria-label.
      const named =
        target!.matches('input, textarea, button') ||
        target!.getAttribute('aria-labelledby') === item.querySelector('label')!.id ||
        target!.getAttribute('aria-label') === name;
      expect(named, `${name} (${target!.tagName} ${target!.getAttribute('role') ?? ''}) has no name from its label`).toBe(true);
    }
    // the ids are unique on the page
    const ids = items.map((i) => i.querySelector('label')?.getAttribute('for'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a select, a cascader and a date picker put the id on their input', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'lx', name: '类型', type: 'select', options: { list: [{ label: '施工', value: 'sg' }] } },
        { bianma: 'dz', name: '地址', type: 'cascader', options: { list: [{ label: '浙江省', value: '33' }] } },
        { bianma: 'rq', name: '日期', type: 'datepicker' },
      ),
    );
    for (const name of ['类型', '地址', '日期']) expect(labelled(fieldItem(f.container, name))?.tagName).toBe('INPUT');
    expect(labelled(fieldItem(f.container, '类型'))?.getAttribute('role')).toBe('combobox');
  });

  it('a required field says so; an optional one does not; read mode drops the label target', async () => {
    const config = configOf({ bianma: 'mc', name: '名称', type: 'text', required: 1 }, { bianma: 'bz', name: '备注', type: 'text' });
    const f = await renderForm(config);
    expect(labelled(fieldItem(f.container, '名称'))?.getAttribute('aria-required')).toBe('true');
    expect(labelled(fieldItem(f.container, '备注'))?.hasAttribute('aria-required')).toBe(false);
    f.unmount();
    const read = await renderForm(config, { mode: 'read', initialValues: { mc: '道路' } });
    expect(fieldItem(read.container, '名称').querySelector('label')?.hasAttribute('for')).toBe(false);
  });

  it('an error sets aria-invalid and describes the input by the message element; fixing it clears both', async () => {
    const f = await renderForm(configOf({ bianma: 'mc', name: '名称', type: 'text', required: 1 }));
    const input = labelled(fieldItem(f.container, '名称')) as HTMLInputElement;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await f.submit();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(help?.textContent).toBe('名称必填');
    expect(help?.classList.contains('ant-formily-item-error-help')).toBe(true);
    fireEvent.change(input, { target: { value: '道路' } });
    await waitFor(() => expect(input.hasAttribute('aria-invalid')).toBe(false));
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('the rich-text editor is a named, multi-line textbox carrying the same wiring', async () => {
    const f = await renderForm(configOf({ bianma: 'sm', name: '承诺说明', type: 'editor', required: 1 }));
    const editor = await waitFor(() => {
      const el = fieldItem(f.container, '承诺说明').querySelector<HTMLElement>('[contenteditable="true"]');
      if (!el) throw new Error('editor not loaded');
      return el;
    });
    expect(editor.getAttribute('role')).toBe('textbox');
    expect(editor.getAttribute('aria-label')).toBe('承诺说明');
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(labelled(fieldItem(f.container, '承诺说明'))).toBe(editor);
  });
});

describe('a refused submit: announced, and the focus on the first invalid input', () => {
  it('the live region reads every message and the first invalid field (in screen order) has the focus', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'bz', name: '备注', type: 'text' },
        { bianma: 'mc', name: '企业名称', type: 'text', required: 1 },
        { bianma: 'dm', name: '信用代码', type: 'text', required: 1 },
      ),
      { initialValues: { bz: '已有' } },
    );
    const status = f.container.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await f.submit();
    await waitFor(() => expect(status.textContent).toBe('有 2 项需要修改：企业名称必填，信用代码必填'));
    expect(document.activeElement).toBe(labelled(fieldItem(f.container, '企业名称')));
    // one fixed: the summary stays while a message is left; both fixed: it is emptied at once
    fireEvent.change(labelled(fieldItem(f.container, '企业名称'))!, { target: { value: '华建' } });
    expect(status.textContent).not.toBe('');
    fireEvent.change(labelled(fieldItem(f.container, '信用代码'))!, { target: { value: '9133' } });
    await waitFor(() => expect(status.textContent).toBe(''));
    await f.submit();
    await waitFor(() => expect(f.submitted).toHaveLength(1));
    expect(status.textContent).toBe('');
  });

  it("a message that does not name its field is prefixed by the field's name", async () => {
    const f = await renderForm(configOf({ bianma: 'dm', name: '信用代码', type: 'text', regex: '^\\d{18}$', regexMessage: '请输入18位数字' }), {
      initialValues: { dm: '12' },
    });
    await f.submit();
    const status = f.container.querySelector('[role="status"]')!;
    await waitFor(() => expect(status.textContent).toMatch(/^有 1 项需要修改：信用代码：/));
  });
});
