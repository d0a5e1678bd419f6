import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { FormConfig } from '../../schemas/form';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { formProblems } from '../model/issues';
import type { DesignerStore } from '../store/store';
import { DesignerStoreContext, useDesignerState } from '../store/use-designer';
import { commands } from '../commands';
import { field, form, storeOf } from '../test-kit';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import { FieldPanel } from './FieldPanel';
import { DictionaryApiContext, type DictionaryApi } from '../dictionaries/api';

tolerateFormilyStyles();
afterEach(cleanup);

const config = form([
  field('tbfs', { name: '填报方式', type: 'select', options: { list: [{ label: '完整填报', value: 'full' }, { label: '简易填报', value: 'hide' }] } }),
  field('lxr', { name: '联系人', required: 1 }),
  field('tyshxydm', { name: '统一社会信用代码' }),
]);
const registry = createDefaultFieldRegistry();

/** The property panel of field `index`, with the problems the designer would hand it. */
function Panel({ index }: { index: number }) {
  const current = useDesignerState((s) => s.config);
  return <FieldPanel group={0} index={index} registry={registry} problems={formProblems(current, registry)} />;
}

function renderPanel(store: DesignerStore, index: number, api: DictionaryApi | null = null) {
  return render(
    <App>
      <DictionaryApiContext.Provider value={api}>
        <DesignerStoreContext.Provider value={store}>
          <Panel index={index} />
        </DesignerStoreContext.Provider>
      </DictionaryApiContext.Provider>
    </App>,
  );
}
const itemsOf = (store: DesignerStore) => (store.getState().config as FormConfig).groups[0]!.items;

/** Opens an antd select by its accessible name and clicks the option with `text`. */
async function choose(root: HTMLElement, name: string, text: string) {
  const input = within(root).getAllByLabelText(name)[0]!;
  const select = input.closest('.ant-select')!;
  await act(async () => void fireEvent.mouseDown(select.querySelector('.ant-select-selector')!));
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((o) => o.textContent === text).at(-1);
  if (!option) throw new Error(`no option ${text}`);
  await act(async () => void fireEvent.click(option));
}

describe('条件规则 and 校验规则 in the field panel', { timeout: 120_000 }, () => {
  it('builds "hide 联系人 while 填报方式 is 简易填报" by picking, shows a rule problem beside it, and stores it as data', async () => {
    const store = storeOf(config);
    renderPanel(store, 1);
    const rules = screen.getByLabelText('条件规则');
    fireEvent.click(within(rules).getByRole('button', { name: '添加条件规则' }));
    // the first other field is proposed; pick the operator and the value from its own choices
    await choose(rules, '条件 1.1 比较方式', '属于其中之一');
    expect(within(rules).getByRole('alert').textContent).toBe('第 1 条条件规则：「属于其中之一」需要一组取值（文字或数字的列表）');
    await choose(rules, '条件 1.1 比较方式', '等于');
    await choose(rules, '条件 1.1 取值', '简易填报');
    expect(within(rules).queryByRole('alert')).toBeNull();
    expect(itemsOf(store)[1]).toMatchObject({
      bianma: 'lxr',
      rules: [{ when: { all: [{ field: 'tbfs', op: 'eq', value: 'hide' }] }, then: { display: 'hidden' } }],
    });
  });

  it('proposes the nearest choice field above for a new rule, not simply the first field', () => {
    const store = storeOf(form([
      field('xmmc', { name: '项目名称' }),
      field('zbfs', { name: '招标方式', type: 'select', options: { list: [{ label: '公开招标', value: 'gk' }] } }),
      field('yqly', { name: '邀请理由' }),
    ]));
    renderPanel(store, 2);
    fireEvent.click(within(screen.getByLabelText('条件规则')).getByRole('button', { name: '添加条件规则' }));
    expect(itemsOf(store)[2]!.rules).toEqual([{ when: { all: [{ field: 'zbfs', op: 'eq', value: '' }] }, then: { display: 'hidden' } }]);
  });

  it('picks a named validator beside the regex and tells its message', async () => {
    const store = storeOf(config);
    renderPanel(store, 2);
    await choose(document.body, '校验规则', '统一社会信用代码');
    expect(screen.getByText('不符合时提示：请输入正确的统一社会信用代码')).toBeTruthy();
    expect(itemsOf(store)[2]).toMatchObject({ bianma: 'tyshxydm', validator: 'uscc' });
  });

  it('nests an any-group, sets required and a value, and removes the rule again', async () => {
    const store = storeOf(config);
    renderPanel(store, 2);
    const rules = () => screen.getByLabelText('条件规则');
    fireEvent.click(within(rules()).getByRole('button', { name: '添加条件规则' }));
    await choose(rules(), '条件 1.1 取值', '完整填报');
    fireEvent.click(within(rules()).getByRole('button', { name: '添加条件组' }));
    fireEvent.click(within(within(rules()).getByLabelText('条件组 1.2')).getByRole('button', { name: '添加条件' }));
    await choose(rules(), '条件 1.2.1 字段', '联系人（lxr）');
    await choose(rules(), '条件 1.2.1 比较方式', '不为空');
    await choose(rules(), '规则 1 显示', '显示不变');
    await choose(rules(), '规则 1 必填', '必填');
    fireEvent.click(within(rules()).getByLabelText('规则 1 赋值'));
    fireEvent.change(within(rules()).getByLabelText('规则 1 赋值内容'), { target: { value: '待补充' } });
    expect(itemsOf(store)[2]!.rules).toEqual([
      { when: { all: [{ field: 'tbfs', op: 'eq', value: 'full' }, { any: [{ field: 'lxr', op: 'notEmpty' }] }] }, then: { required: true, value: '待补充' } },
    ]);

    fireEvent.click(within(rules()).getByRole('button', { name: '删除规则' }));
    expect(within(rules()).queryByLabelText('规则 1')).toBeNull();
    expect(itemsOf(store)[2]).not.toHaveProperty('rules');
  });

  it('renaming a field\'s code renames it in the rules that name it', () => {
    const rule = { when: { any: [{ field: 'tbfs', op: 'eq' as const, value: 'hide' }] }, then: { display: 'hidden' as const } };
    const store = storeOf(form([config.groups[0]!.items[0]!, field('lxr', { name: '联系人', rules: [rule] })]));
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'bianma', value: 'fs' });
    expect(itemsOf(store)[1]!.rules).toEqual([{ when: { any: [{ field: 'fs', op: 'eq', value: 'hide' }] }, then: { display: 'hidden' } }]);
  });
});

/** The options of the dropdown open now (the one a click picks from without opening it first). */
const openOptions = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
async function pickOpen(text: string) {
  const option = openOptions().find((o) => o.textContent === text);
  if (!option) throw new Error(`no open option ${text}: ${openOptions().map((o) => o.textContent).join('/')}`);
  await act(async () => void fireEvent.click(option));
}

describe('a conditional rule in three actions', { timeout: 120_000 }, () => {
  const pair = form([
    field('xmmc', { name: '项目名称' }),
    field('sflht', { name: '是否联合体', type: 'switch-2' }),
    field('lhtqtdw', { name: '联合体牵头单位' }),
  ]);

  it('添加条件规则 opens the proposed switch\'s 是/否, one click picks 是, one click on 显示: the field is hidden until the rule holds', async () => {
    const store = storeOf(pair);
    renderPanel(store, 2);
    const rules = screen.getByLabelText('条件规则');
    fireEvent.click(within(rules).getByRole('button', { name: '添加条件规则' }));
    expect(within(rules).getByRole('group', { name: '条件 1.1' }).textContent).toContain('是否联合体（sflht）');
    expect(openOptions().map((o) => o.textContent)).toEqual(['是', '否']);
    await pickOpen('是');
    await act(async () => void fireEvent.click(within(rules).getByRole('radio', { name: '显示' })));
    expect(itemsOf(store)[2]).toMatchObject({ show: false, rules: [{ when: { all: [{ field: 'sflht', op: 'eq', value: true }] }, then: { display: 'visible' } }] });
    expect(within(rules).queryByRole('alert')).toBeNull();
    // 显示 undone in one step, rule and hidden start together
    store.undo();
    expect(itemsOf(store)[2]).not.toHaveProperty('show');
    expect(itemsOf(store)[2]!.rules![0]!.then).toEqual({ display: 'hidden' });
  });

  it('leaving 显示 for 必填 gives the field its place back; 只读 and 隐藏 are one click each', async () => {
    const store = storeOf(pair);
    renderPanel(store, 2);
    const rules = () => screen.getByLabelText('条件规则');
    fireEvent.click(within(rules()).getByRole('button', { name: '添加条件规则' }));
    await pickOpen('否');
    const effect = async (name: string) => act(async () => void fireEvent.click(within(rules()).getByRole('radio', { name })));
    await effect('显示');
    await effect('必填');
    expect(itemsOf(store)[2]).not.toHaveProperty('show');
    expect(itemsOf(store)[2]!.rules).toEqual([{ when: { all: [{ field: 'sflht', op: 'eq', value: false }] }, then: { required: true } }]);
    await effect('只读');
    expect(itemsOf(store)[2]!.rules![0]!.then).toEqual({ readOnly: true });
    await effect('隐藏');
    expect(itemsOf(store)[2]!.rules![0]!.then).toEqual({ display: 'hidden' });
  });

  it('a dictionary field\'s value is a dropdown of the dictionary\'s names, storing the value', async () => {
    const fail = () => Promise.reject(new Error('未实现'));
    const items = [{ label: '公开招标', value: 'gkzb' }, { label: '邀请招标', value: 'yqzb' }];
    const api: DictionaryApi = {
      list: async () => [],
      detail: async (ref) => (ref.displayCode === 'zbfs' ? { ...ref, name: '招标方式', version: 1, items } : fail()),
      create: fail, save: fail, remove: fail, usage: fail, versions: fail, version: fail, rollback: fail, importXlsx: fail, template: fail,
    };
    const store = storeOf(form([field('zbfs', { name: '招标方式', type: 'select', code: 'zbfs' }), field('yqly', { name: '邀请理由' })]));
    renderPanel(store, 1, api);
    fireEvent.click(within(screen.getByLabelText('条件规则')).getByRole('button', { name: '添加条件规则' }));
    await waitFor(() => expect(openOptions().map((o) => o.textContent)).toEqual(['公开招标', '邀请招标']));
    expect(within(screen.getByLabelText('条件规则')).queryByRole('textbox', { name: '条件 1.1 取值' })).toBeNull();
    await pickOpen('邀请招标');
    expect(itemsOf(store)[1]!.rules![0]!.when).toEqual({ all: [{ field: 'zbfs', op: 'eq', value: 'yqzb' }] });
  });

  it('proposes a 是/否单选 (y_n_ent) above, whose 是/否 are its stored text', async () => {
    const store = storeOf(form([field('sfdl', { name: '是否代理', type: 'y_n_ent' }), field('xmmc', { name: '项目名称' }), field('dljg', { name: '代理机构' })]));
    renderPanel(store, 2);
    fireEvent.click(within(screen.getByLabelText('条件规则')).getByRole('button', { name: '添加条件规则' }));
    expect(openOptions().map((o) => o.textContent)).toEqual(['是', '否']);
    await pickOpen('否');
    expect(itemsOf(store)[2]!.rules![0]!.when).toEqual({ all: [{ field: 'sfdl', op: 'eq', value: '否' }] });
  });
});
