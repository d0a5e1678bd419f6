import './testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Field } from '@formily/core';
import type { FieldOption, FormItem } from '../../schemas/form';
import { buildLinkModel, linkValue, optionsRequest } from './linkage';
import { configOf, fieldItem, openDropdown, pickOption, renderForm } from './testing/render-form';

const ctx = { gnCoding: 'gn', systemCoding: 'sys' };
const item = (x: Partial<FormItem> & { bianma: string }): FormItem => ({ name: x.bianma, type: 'select', ...x });

describe('linkage: requests (pure)', () => {
  const items = [
    item({ bianma: 'province', groupNumber: 'g_x' }),
    item({ bianma: 'area', type: 'cascader' }),
    item({ bianma: 'city', code: 'city', parentNode: 'province,area' }),
  ];
  const model = buildLinkModel(items);

  it('key is the changed parent value; whereStr holds every filled parent (cascader → last element)', () => {
    const values: Record<string, unknown> = { province: '32', area: ['32', '3201'] };
    expect(optionsRequest(model, items[2], (b) => values[b], ctx, 'province')).toEqual({
      displayCode: 'city', gnCoding: 'gn', systemCoding: 'sys', key: '32', whereStr: JSON.stringify({ province: '32', area: '3201' }),
    });
  });

  it('an empty condition parent (groupNumber with _x) means no request', () => {
    expect(optionsRequest(model, items[2], () => undefined, ctx)).toBeNull();
  });

  it('multi-values are joined with ; (or / when selectMode is /)', () => {
    expect(linkValue(item({ bianma: 'a', type: 'select-multiple' }), ['x', 'y'])).toBe('x;y');
    expect(linkValue(item({ bianma: 'a', type: 'select-multiple', selectMode: '/' }), ['x', 'y'])).toBe('x/y');
  });
});

const cities: Record<string, FieldOption[]> = {
  '32': [{ label: '南京市', value: '3201' }, { label: '苏州市', value: '3205' }],
  '33': [{ label: '杭州市', value: '3301' }],
};
const chain = configOf(
  { bianma: 'province', name: '省', type: 'select-link', groupNumber: 'g1_x', childNode: 'city', options: { list: [{ label: '江苏省', value: '32' }, { label: '浙江省', value: '33' }] } },
  { bianma: 'city', name: '市', type: 'select-link', code: 'city', parentNode: 'province' },
);

describe('linkage: parent and child selects', () => {
  it('a parent change clears the child and reloads its options with key and whereStr', async () => {
    const f = await renderForm(chain, {
      initialValues: { province: '33', city: '3301' },
      services: { options: (req) => cities[req.key ?? ''] ?? [] },
    });
    expect(f.form.values.city).toBe('3301'); // initial values are not cleared
    expect(f.services.calls.fetchOptions).toEqual([
      { displayCode: 'city', gnCoding: 'gn-test', systemCoding: 'credit_eval', key: '33', whereStr: '{"province":"33"}' },
    ]);
    await openDropdown(f.container, '省');
    await pickOption('江苏省');
    expect(f.form.values.city).toBeUndefined();
    expect(f.services.calls.fetchOptions.at(-1)).toEqual({
      displayCode: 'city', gnCoding: 'gn-test', systemCoding: 'credit_eval', key: '32', whereStr: '{"province":"32"}',
    });
    await openDropdown(f.container, '市');
    await pickOption('苏州市');
    expect(f.form.values.city).toBe('3205');
  });

  it("opening a child whose '_x' parent is empty warns 请先输入或选择上级条件后查询！ and loads nothing", async () => {
    const f = await renderForm(chain, { services: { options: (req) => cities[req.key ?? ''] ?? [] } });
    expect(f.services.calls.fetchOptions).toEqual([]);
    await openDropdown(f.container, '市');
    expect(await screen.findByText('请先输入或选择上级条件后查询！')).toBeTruthy();
  });

  it("'_x' on the child's own groupNumber counts too: opened with an empty parent it warns and lists nothing (not the parent's top level)", async () => {
    const provinces: FieldOption[] = [{ label: '江苏省', value: '32' }, { label: '浙江省', value: '33' }];
    const region = configOf(
      { bianma: 'province', name: '省', type: 'select', code: 'region', groupNumber: 'zc', childNode: 'city' },
      { bianma: 'city', name: '市', type: 'select-link', code: 'region', groupNumber: 'zc_x', parentNode: 'province' },
    );
    // The dictionary answers its top level (the provinces) to a call without a key.
    const f = await renderForm(region, { services: { options: (req) => (req.key ? cities[req.key] ?? [] : provinces) } });
    await waitFor(() => expect(f.services.calls.fetchOptions.map((c) => c.key)).toEqual([undefined])); // the province list only
    await openDropdown(f.container, '市');
    // generous: on a loaded machine the first select of the file loads its antd component slowly
    expect(await screen.findByText('请先输入或选择上级条件后查询！', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    expect(f.services.calls.fetchOptions).toHaveLength(1);
    await act(async () => void f.form.setValuesIn('province', '32'));
    expect(f.services.calls.fetchOptions.at(-1)).toMatchObject({ displayCode: 'region', key: '32' });
  });

  it('no warning once the parent has a value', async () => {
    const f = await renderForm(chain, { initialValues: { province: '32' }, services: { options: (req) => cities[req.key ?? ''] ?? [] } });
    await openDropdown(f.container, '市');
    expect(document.body.textContent).not.toContain('请先输入或选择上级条件后查询！');
    expect(document.body.textContent).toContain('南京市');
  });

  it('a failed option load only stops the loading indicator (no error dialog)', async () => {
    let fail: (e: Error) => void = () => undefined;
    const f = await renderForm(chain, {
      services: { options: () => new Promise<FieldOption[]>((_resolve, reject) => (fail = reject)) },
    });
    await act(async () => void f.form.setValuesIn('province', '32'));
    const city = f.form.query('city').take() as Field;
    expect(city.loading).toBe(true);
    expect(fieldItem(f.container, '市').querySelector('.ant-select-arrow-loading, .anticon-loading')).not.toBeNull();
    await act(async () => fail(new Error('网络错误')));
    expect(city.loading).toBe(false);
    expect(fieldItem(f.container, '市').querySelector('.anticon-loading')).toBeNull();
    expect(document.querySelector('.ant-modal, .ant-message-notice')).toBeNull();
  });

  it('curInfo of the chosen option fills the named fields', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'qy', name: '企业', type: 'select', curInfo: ['tyshxydm'], options: { list: [{ label: '甲公司', value: 'a', curInfo: { tyshxydm: '91320000AAAA' } }] } },
        { bianma: 'tyshxydm', name: '统一社会信用代码', type: 'text' },
      ),
    );
    await openDropdown(f.container, '企业');
    await pickOption('甲公司');
    expect(f.form.values.tyshxydm).toBe('91320000AAAA');
  });
});

describe('linkage: selection limit (zypsfw, zydm)', () => {
  const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((v) => ({ label: `专业${v}`, value: v }));

  it('once 5 are chosen the other options are disabled', async () => {
    const f = await renderForm(configOf({ bianma: 'zydm', name: '专业代码', type: 'select-multiple', options: { list: seven } }), {
      initialValues: { zydm: ['A', 'B', 'C', 'D', 'E'] },
    });
    await openDropdown(f.container, '专业代码');
    const disabled = [...document.querySelectorAll('.ant-select-item-option-disabled')].map((o) => o.textContent);
    expect(disabled).toEqual(['专业F', '专业G']);
  });

  it('below 5, or for other bianma, nothing is disabled', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'zydm', name: '专业代码', type: 'checkbox', options: { list: seven } },
        { bianma: 'qt', name: '其他', type: 'checkbox', options: { list: seven } },
      ),
      { initialValues: { zydm: ['A', 'B', 'C', 'D'], qt: ['A', 'B', 'C', 'D', 'E'] } },
    );
    expect(f.container.querySelectorAll('input[type=checkbox]:disabled')).toHaveLength(0);
    fireEvent.click(fieldItem(f.container, '专业代码').querySelector('input[value=E]')!);
    await waitFor(() => expect(fieldItem(f.container, '专业代码').querySelectorAll('input:disabled')).toHaveLength(2));
    expect(fieldItem(f.container, '其他').querySelectorAll('input:disabled')).toHaveLength(0);
  });

  it('the tree select (select-m) disables the other leaves of zypsfw', async () => {
    const tree = [{ label: '房建', value: '01', children: seven.map((o) => ({ ...o, value: `01${o.value}` })) }];
    const f = await renderForm(configOf({ bianma: 'zypsfw', name: '专业评审范围', type: 'select-m', options: { list: tree } }), {
      initialValues: { zypsfw: ['01A', '01B', '01C', '01D', '01E'] },
    });
    await openDropdown(f.container, '专业评审范围');
    await act(async () => void fireEvent.click(document.querySelector('.ant-select-tree-switcher')!));
    const disabled = [...document.querySelectorAll('.ant-select-tree-treenode-disabled')].map((n) => n.textContent);
    expect(disabled).toEqual(['专业F', '专业G']);
  });
});

describe('linkage: switch-1 reveals its children', () => {
  const config = configOf(
    { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw' },
    { bianma: 'fbdw', name: '分包单位', type: 'text', required: 1 },
  );

  it('children are hidden and not required while off; shown and required when on; cleared when switched off', async () => {
    const f = await renderForm(config);
    expect(f.container.textContent).not.toContain('分包单位');
    await f.submit();
    expect(f.submitted).toHaveLength(1); // hidden child not required
    const toggle = () => act(async () => void fireEvent.click(f.container.querySelector('.ant-switch')!));
    await toggle();
    expect(f.container.textContent).toContain('分包单位');
    await f.submit();
    expect(await screen.findByText('分包单位必填')).toBeTruthy();
    expect(f.submitted).toHaveLength(1);
    fireEvent.change(fieldItem(f.container, '分包单位').querySelector('input')!, { target: { value: '某劳务公司' } });
    expect(f.form.values.fbdw).toBe('某劳务公司');
    await toggle();
    expect(f.container.textContent).not.toContain('分包单位');
    expect(f.form.values.fbdw).toBeUndefined();
  });
});

describe('linkage: a switch-1 child written with show: false (hidden until switched on, the spec\'s shape)', () => {
  const config = configOf(
    { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw' },
    { bianma: 'fbdw', name: '分包单位', type: 'text', required: 1, show: false },
  );

  it('appears when switched on and is then required; hides, unrequired and cleared, when switched off', async () => {
    const f = await renderForm(config);
    expect(f.container.textContent).not.toContain('分包单位');
    const toggle = () => act(async () => void fireEvent.click(f.container.querySelector('.ant-switch')!));
    await toggle();
    expect(fieldItem(f.container, '分包单位')).toBeTruthy();
    await f.submit();
    expect(await screen.findByText('分包单位必填')).toBeTruthy();
    expect(f.submitted).toHaveLength(0);
    fireEvent.change(fieldItem(f.container, '分包单位').querySelector('input')!, { target: { value: '某劳务公司' } });
    await toggle();
    expect(f.container.textContent).not.toContain('分包单位');
    expect(f.form.values.fbdw).toBeUndefined();
    await f.submit();
    expect(f.submitted).toHaveLength(1);
  });

  it('a plain field with show: false (no switch parent) stays hidden', async () => {
    const f = await renderForm(configOf({ bianma: 'bz', name: '备注', type: 'text', show: false }, { bianma: 'mc', name: '名称', type: 'text' }));
    expect(f.container.textContent).toContain('名称');
    expect(f.container.textContent).not.toContain('备注');
  });
});
