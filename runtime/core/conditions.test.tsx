import './testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Field } from '@formily/core';
import { configOf, fieldItem, openDropdown, pickOption, renderForm } from './testing/render-form';

const input = (root: HTMLElement, label: string) => fieldItem(root, label).querySelector('input')!;
const type = (root: HTMLElement, label: string, value: string) => act(async () => void fireEvent.change(input(root, label), { target: { value } }));
const shown = (root: HTMLElement, label: string) => [...root.querySelectorAll('.ant-formily-item-label')].some((l) => l.textContent?.includes(label));

// The example, pure config: hide these two fields while that select's value is `hide`.
const hideWhen = { when: { field: 'mode', op: 'eq', value: 'hide' }, then: { display: 'hidden' } };
const example = configOf(
  { bianma: 'mode', name: '填报方式', type: 'select', options: { list: [{ label: '完整填报', value: 'full' }, { label: '简易填报', value: 'hide' }] } },
  { bianma: 'lxr', name: '联系人', type: 'text', required: 1, rules: [hideWhen] },
  { bianma: 'lxdh', name: '联系电话', type: 'text', required: 1, validator: 'mobile', rules: [hideWhen] },
);

describe('conditional rules in a live form', () => {
  it('hidden → not required → revealed → required, and a hidden value is not validated', async () => {
    const f = await renderForm(example, { initialValues: { mode: 'hide' } });
    expect(shown(f.container, '联系人')).toBe(false);
    expect(shown(f.container, '联系电话')).toBe(false);
    await act(async () => void f.form.setValuesIn('lxdh', '123')); // not a mobile number, but hidden
    await f.submit();
    expect(f.submitted).toHaveLength(1);

    await openDropdown(f.container, '填报方式');
    await pickOption('完整填报');
    expect(shown(f.container, '联系人')).toBe(true);
    await f.submit();
    expect(await screen.findByText('联系人必填')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(f.submitted).toHaveLength(1);

    await type(f.container, '联系人', '张三');
    await type(f.container, '联系电话', '13800138000');
    await f.submit();
    expect(f.submitted).toHaveLength(2);
  });

  it('a rule makes a field required and read-only; set-value fills it each time the condition starts to hold', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'je', name: '合同金额', type: 'text', validator: 'amount2' },
        {
          bianma: 'sm',
          name: '说明',
          type: 'text',
          rules: [{ when: { field: 'je', op: 'gte', value: 1000000 }, then: { required: true } }],
        },
        {
          bianma: 'dj',
          name: '审批等级',
          type: 'text',
          rules: [{ when: { field: 'je', op: 'gte', value: 1000000 }, then: { readOnly: true, value: '重大' } }],
        },
      ),
    );
    await type(f.container, '合同金额', '12.345');
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeTruthy();
    await type(f.container, '合同金额', '2000000');
    expect(f.form.values.dj).toBe('重大');
    expect((f.form.query('dj').take() as Field).pattern).toBe('readPretty');
    expect(fieldItem(f.container, '审批等级').textContent).toContain('重大');
    await f.submit();
    expect(await screen.findByText('说明必填')).toBeTruthy();

    await type(f.container, '合同金额', '10');
    expect((f.form.query('dj').take() as Field).pattern).toBe('editable');
    await type(f.container, '审批等级', '一般');
    await f.submit();
    expect(f.submitted.at(-1)).toMatchObject({ je: '10', dj: '一般' });
    await type(f.container, '合同金额', '3000000');
    expect(f.form.values.dj).toBe('重大');
  });

  it('all / any: shown only while every condition of all holds and one of any does', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'a', name: '甲', type: 'text' },
        { bianma: 'b', name: '乙', type: 'text' },
        {
          bianma: 'c',
          name: '丙',
          type: 'text',
          show: false,
          rules: [{ when: { all: [{ field: 'a', op: 'notEmpty' }, { any: [{ field: 'b', op: 'in', value: ['x', 'y'] }, { field: 'b', op: 'empty' }] }] }, then: { display: 'visible' } }],
        },
      ),
    );
    expect(shown(f.container, '丙')).toBe(false);
    await type(f.container, '甲', '1');
    expect(shown(f.container, '丙')).toBe(true); // b empty
    await type(f.container, '乙', 'z');
    expect(shown(f.container, '丙')).toBe(false);
    await type(f.container, '乙', 'y');
    expect(shown(f.container, '丙')).toBe(true);
    await type(f.container, '甲', '');
    expect(shown(f.container, '丙')).toBe(false);
  });

  it('a rule hiding a switch-1 child wins over the switch revealing it, whichever runs last', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'lx', name: '类型', type: 'text' },
        { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw' },
        { bianma: 'fbdw', name: '分包单位', type: 'text', required: 1, rules: [{ when: { field: 'lx', op: 'eq', value: '自营' }, then: { display: 'hidden' } }] },
      ),
      { initialValues: { lx: '自营' } },
    );
    const toggle = () => act(async () => void fireEvent.click(f.container.querySelector('.ant-switch')!));
    await toggle();
    expect(shown(f.container, '分包单位')).toBe(false);
    await type(f.container, '类型', '分包');
    expect(shown(f.container, '分包单位')).toBe(true);
    await toggle();
    await toggle();
    expect(shown(f.container, '分包单位')).toBe(true);
    await type(f.container, '类型', '自营');
    await toggle();
    await toggle();
    expect(shown(f.container, '分包单位')).toBe(false);
    await f.submit();
    expect(f.submitted).toHaveLength(1);
  });

  it('a switch nobody touched holds 否: a rule "等于 否" holds at once, and the record is submitted with 否', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'sflht', name: '是否联合体', type: 'switch-2', required: 1 },
        { bianma: 'fzr', name: '负责人', type: 'text', rules: [{ when: { field: 'sflht', op: 'eq', value: false }, then: { display: 'hidden' } }] },
        { bianma: 'qtdw', name: '牵头单位', type: 'text', required: 1, show: false, rules: [{ when: { field: 'sflht', op: 'eq', value: true }, then: { display: 'visible' } }] },
      ),
    );
    expect(shown(f.container, '负责人')).toBe(false);
    expect(shown(f.container, '牵头单位')).toBe(false);
    // a required switch at 否 is answered (否 is a value, as the server's check counts it)
    await f.submit();
    expect(f.submitted).toEqual([{ sflht: false }]);
    await act(async () => void fireEvent.click(f.container.querySelector('.ant-switch')!));
    expect(shown(f.container, '负责人')).toBe(true);
    expect(shown(f.container, '牵头单位')).toBe(true);
    await f.submit();
    expect(await screen.findByText('牵头单位必填')).toBeTruthy();
  });

  it('a record\'s own switch value is kept', async () => {
    const f = await renderForm(configOf({ bianma: 'sflht', name: '是否联合体', type: 'switch-2' }), { initialValues: { sflht: true } });
    await f.submit();
    expect(f.submitted).toEqual([{ sflht: true }]);
  });
});
