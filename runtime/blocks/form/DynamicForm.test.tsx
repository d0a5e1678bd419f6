import '../../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DynamicForm } from './DynamicForm';
import { createTestServices } from '../../services.testing';
import { defineFieldType } from '../../fields/define';
import { createDefaultFieldRegistry } from '../../fields';
import { allTypesConfig, allTypesRemoteOptions, allTypesValues } from '../../fields/__fixtures__/all-types';
import { configOf, renderForm } from '../../core/testing/render-form';

const inputOf = (container: HTMLElement, label: string) => {
  const item = [...container.querySelectorAll('.ant-formily-item')].find((el) => el.querySelector('.ant-formily-item-label')?.textContent?.includes(label));
  if (!item) throw new Error(`no field ${label}`);
  return item.querySelector('input, textarea') as HTMLInputElement;
};

describe('DynamicForm: required', () => {
  it("an empty required field shows '<name>必填' on submit and nothing is submitted", async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }));
    await f.submit();
    expect(await screen.findByText('项目名称必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('whitespace-only text counts as empty', async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 2 }), { initialValues: { xmmc: '   ' } });
    await f.submit();
    expect(await screen.findByText('项目名称必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('an empty array counts as empty', async () => {
    const f = await renderForm(configOf({ bianma: 'zydm', name: '专业代码', type: 'select-multiple', required: 1, options: { list: [{ label: 'A', value: 'a' }] } }), {
      initialValues: { zydm: [] },
    });
    await f.submit();
    expect(await screen.findByText('专业代码必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('a filled required field submits', async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }), { initialValues: { xmmc: '道路' } });
    await f.submit();
    expect(f.submitted).toEqual([{ xmmc: '道路' }]);
    expect(screen.queryByText('项目名称必填')).toBeNull();
  });
});

describe('DynamicForm: regex and max length', () => {
  const config = configOf({ bianma: 'dh', name: '电话', type: 'text', regex: '^\\d{11}$', regexMessage: '请输入11位手机号' });

  it('while typing, a failing value shows the regex prompt; a passing one removes it', async () => {
    const f = await renderForm(config);
    fireEvent.change(inputOf(f.container, '电话'), { target: { value: '123' } });
    expect(await screen.findByText('请输入11位手机号')).toBeTruthy();
    fireEvent.change(inputOf(f.container, '电话'), { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.queryByText('请输入11位手机号')).toBeNull());
  });

  it("without regexMessage the prompt is '格式不正确'", async () => {
    const f = await renderForm(configOf({ bianma: 'dh', name: '电话', type: 'text', regex: '^\\d+$' }));
    fireEvent.change(inputOf(f.container, '电话'), { target: { value: 'abc' } });
    expect(await screen.findByText('格式不正确')).toBeTruthy();
  });

  it('on blur a failing value is cleared; a passing value stays', async () => {
    const f = await renderForm(config);
    const input = inputOf(f.container, '电话');
    fireEvent.change(input, { target: { value: '123' } });
    await act(async () => void fireEvent.blur(input));
    expect(f.form.values.dh).toBe('');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '13800138000' } });
    await act(async () => void fireEvent.blur(input));
    expect(f.form.values.dh).toBe('13800138000');
  });

  it('a regex written as a literal with flags (/^ab\\d+$/i) works live: a passing value stays on blur', async () => {
    // Issue 11: the server accepted the literal form while the runtime compiled it as a plain
    // pattern, so every value failed and was cleared on blur.
    const f = await renderForm(configOf({ bianma: 'bh', name: '编号', type: 'text', regex: '/^ab\\d+$/i', regexMessage: '编号为 AB 加数字' }));
    const input = inputOf(f.container, '编号');
    fireEvent.change(input, { target: { value: 'AB123' } });
    await act(async () => void fireEvent.blur(input));
    expect(f.form.values.bh).toBe('AB123');
    expect(screen.queryByText('编号为 AB 加数字')).toBeNull();
    fireEvent.change(input, { target: { value: 'AB12x' } });
    expect(await screen.findByText('编号为 AB 加数字')).toBeTruthy();
    await act(async () => void fireEvent.blur(input));
    expect(f.form.values.bh).toBe('');
  });

  it('maxLength limits the input and is checked on submit', async () => {
    const f = await renderForm(configOf({ bianma: 'mc', name: '名称', type: 'text', maxLength: 4 }), { initialValues: { mc: '超过四个字了' } });
    expect(inputOf(f.container, '名称').getAttribute('maxlength')).toBe('4');
    await f.submit();
    expect(await screen.findByText('名称最多4个字符')).toBeTruthy();
  });
});

describe('DynamicForm: values and config errors', () => {
  it('submits every type in the documented shape, keyed by bianma', async () => {
    const f = await renderForm(allTypesConfig, { initialValues: allTypesValues, services: { options: allTypesRemoteOptions } });
    await f.submit();
    expect(f.submitted).toEqual([allTypesValues]);
  });

  it('an invalid config shows the problem panel instead of a form', async () => {
    const f = await renderForm({ kind: 'form', groups: [{ key: 'g', title: 'x', items: [{ name: '无编码', type: 'text' }] }] });
    expect(screen.getByText('第 1 个字段「无编码」: 缺少必填项 bianma')).toBeTruthy();
    expect(f.container.querySelector('input')).toBeNull();
  });

  it('a config that is not an object still shows the panel', async () => {
    await renderForm(null);
    expect(screen.getByText(/表单配置有误/)).toBeTruthy();
  });

  it('read mode shows text and no submit button', async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text' }), { mode: 'read', initialValues: { xmmc: '道路' } });
    expect(screen.getByText('道路')).toBeTruthy();
    expect(f.container.querySelector('input')).toBeNull();
    expect(f.container.querySelector('button')).toBeNull();
  });

  it('config text written as {{ }} is shown literally, never evaluated', async () => {
    await renderForm(configOf({ bianma: 'a', name: '{{window.__pwned = 1}}', type: 'text' }));
    expect(screen.getByText('{{window.__pwned = 1}}')).toBeTruthy();
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('a host re-render with a new services object keeps the form and what was typed', async () => {
    const config = configOf({ bianma: 'xmmc', name: '项目名称', type: 'text' });
    const f = await renderForm(config);
    fireEvent.change(inputOf(f.container, '项目名称'), { target: { value: '已输入' } });
    f.rerender(<DynamicForm config={config} services={createTestServices()} onSubmit={() => undefined} />);
    expect(inputOf(f.container, '项目名称').value).toBe('已输入');
  });

  it('typing in one field re-renders neither the other fields nor the form', async () => {
    let renders = 0;
    const Probe = () => {
      renders += 1;
      return <span>探针</span>;
    };
    const probe = defineFieldType({
      type: 'probe', component: Probe, readPretty: Probe, traits: { label: '探针', valueType: 'string' },
    });
    const items = [{ bianma: 'xmmc', name: '项目名称', type: 'text' }, ...Array.from({ length: 50 }, (_, i) => ({ bianma: `p${i}`, name: `探针${i}`, type: 'probe' }))];
    const f = await renderForm(configOf(...items), { registry: createDefaultFieldRegistry([probe]) });
    const before = renders;
    expect(before).toBeGreaterThanOrEqual(50);
    for (const text of ['道', '道路', '道路改']) fireEvent.change(inputOf(f.container, '项目名称'), { target: { value: text } });
    await act(async () => {});
    expect(f.form.values.xmmc).toBe('道路改');
    expect(renders).toBe(before);
  });
});
