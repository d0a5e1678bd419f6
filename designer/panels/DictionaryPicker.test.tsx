import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { FieldOption, FormConfig } from '../../schemas/form';
import type { DictionaryDetail, DictionarySummary } from '../../schemas/dictionary-manager';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { formProblems } from '../model/issues';
import type { DesignerStore } from '../store/store';
import { DesignerStoreContext, useDesignerState, useDesignerStore } from '../store/use-designer';
import { commands } from '../commands';
import { field, form, storeOf } from '../test-kit';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import { DictionaryApiContext, type DictionaryApi } from '../dictionaries/api';
import { FieldPanel } from './FieldPanel';
import { DictionaryPicker } from './DictionaryPicker';

tolerateFormilyStyles();
afterEach(cleanup);

const registry = createDefaultFieldRegistry();

/** An in-memory dictionary API holding `region`; `created` records every create call. */
function fakeApi() {
  const lists: DictionarySummary[] = [{ systemCoding: '', displayCode: 'region', name: '行政区划', itemCount: 3, version: 1, usageCount: 2, updatedAt: '', updatedBy: '' }];
  const created: Array<{ displayCode: string; name: string; items: FieldOption[] }> = [];
  const fail = () => Promise.reject(new Error('未实现'));
  const api: DictionaryApi = {
    list: async () => [...lists],
    create: async (body) => {
      created.push(body);
      lists.push({ systemCoding: '', displayCode: body.displayCode, name: body.name, itemCount: body.items.length, version: 1, usageCount: 0, updatedAt: '', updatedBy: '' });
      return { ...body, version: 1 } satisfies DictionaryDetail;
    },
    detail: fail, save: fail, remove: fail, usage: fail, versions: fail, version: fail, rollback: fail, importXlsx: fail, template: fail,
  };
  return { api, created };
}

function Panel() {
  const current = useDesignerState((s) => s.config);
  return <FieldPanel group={0} index={0} registry={registry} problems={formProblems(current, registry)} />;
}

/** The picker of the first field as the field panel mounts it (alone: the dialog tests need no other section). */
function Picker() {
  const store = useDesignerStore();
  const item = useDesignerState((s) => (s.config as FormConfig).groups[0]!.items[0]!);
  return <DictionaryPicker code={item.code} fieldName={item.name} bianma={item.bianma} onChange={(v) => store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'code', value: v })} />;
}

function renderWith(store: DesignerStore, api: DictionaryApi, content: JSX.Element) {
  return render(
    <App>
      <DictionaryApiContext.Provider value={api}>
        <DesignerStoreContext.Provider value={store}>{content}</DesignerStoreContext.Provider>
      </DictionaryApiContext.Provider>
    </App>,
  );
}
const itemOf = (store: DesignerStore) => (store.getState().config as FormConfig).groups[0]!.items[0]!;

// Generous: antd's dialog in jsdom takes seconds, and the machine is shared.
describe('DictionaryPicker', { timeout: 120_000 }, () => {
  it('says a code has no dictionary, and creates it in a dialog without leaving the designer', async () => {
    const store = storeOf(form([field('xmlx', { name: '项目类型', type: 'select', code: 'xmlx' })]));
    const { api, created } = fakeApi();
    renderWith(store, api, <Picker />);
    expect(await screen.findByText('字典 xmlx 不存在，下拉没有选项：请新建此字典或选择已有字典')).toBeTruthy();
    const before = store.getState().config;

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /新建字典/ })));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('字典编码') as HTMLInputElement).value).toBe('xmlx');
    expect((within(dialog).getByLabelText('字典名称') as HTMLInputElement).value).toBe('项目类型');
    const first = within(dialog).getByRole('group', { name: '字典项 1' });
    act(() => void fireEvent.change(within(first).getByLabelText('名称'), { target: { value: '房建' } }));
    act(() => void fireEvent.change(within(first).getByLabelText('取值'), { target: { value: 'fj' } }));
    await act(async () => void fireEvent.click(within(dialog.closest('.ant-modal')!).getByRole('button', { name: /保\s*存/ })));

    expect(created).toEqual([{ displayCode: 'xmlx', systemCoding: '', name: '项目类型', items: [{ label: '房建', value: 'fj' }] }]);
    await waitFor(() => expect(screen.queryByText(/字典 xmlx 不存在/)).toBeNull());
    expect(itemOf(store).code).toBe('xmlx');
    // A new config object: the preview builds its form again and loads the new options.
    expect(store.getState().config).not.toBe(before);
  });

  it('takes pasted options, one a line, the name as the value unless a tab gives one', async () => {
    const store = storeOf(form([field('zbfs', { name: '招标方式', type: 'select', code: 'zbfs' })]));
    const { api, created } = fakeApi();
    renderWith(store, api, <Picker />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /新建字典/ })));
    const dialog = await screen.findByRole('dialog');
    act(() => void fireEvent.change(within(dialog).getByLabelText('粘贴字典项'), { target: { value: '公开招标\n\n邀请招标\tyq\n' } }));
    // the rows below show what was pasted, to edit before saving
    expect((within(within(dialog).getByRole('group', { name: '字典项 2' })).getByLabelText('名称') as HTMLInputElement).value).toBe('邀请招标');
    await act(async () => void fireEvent.click(within(dialog.closest('.ant-modal')!).getByRole('button', { name: /保\s*存/ })));
    expect(created).toEqual([{ displayCode: 'zbfs', systemCoding: '', name: '招标方式', items: [{ label: '公开招标', value: '公开招标' }, { label: '邀请招标', value: 'yq' }] }]);
    await waitFor(() => expect(itemOf(store).code).toBe('zbfs'));
  });

  it('opens without a problem shown; refuses an empty option on 保存, saying why', async () => {
    const store = storeOf(form([field('xmlx', { name: '项目类型', type: 'select', code: 'xmlx' })]));
    const { api, created } = fakeApi();
    renderWith(store, api, <Picker />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /新建字典/ })));
    const dialog = await screen.findByRole('dialog');
    // nothing typed yet: no problem is shown, neither under the options nor on the empty name
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByLabelText('字典项问题')).toBeNull();
    expect(dialog.querySelector('.ant-input-status-error')).toBeNull();
    await act(async () => void fireEvent.click(within(dialog.closest('.ant-modal')!).getByRole('button', { name: /保\s*存/ })));
    expect(within(dialog).getByRole('alert').textContent).toBe('第 1 级「第 1 项」：名称不能为空');
    expect(created).toEqual([]);
    // after 保存 the empty name is marked where it is
    expect(within(dialog).getByLabelText('字典项问题').textContent).toContain('名称不能为空');
    expect(dialog.querySelector('.ant-input-status-error')).not.toBeNull();
  });

  it('is what the field panel shows for a dictionary-sourced field, and picks an existing dictionary', async () => {
    const store = storeOf(form([field('dq', { name: '地区', type: 'select', code: 'dq' })]));
    renderWith(store, fakeApi().api, <Panel />);
    const input = await screen.findByLabelText('字典编码（displayCode）');
    await waitFor(() => expect(screen.queryByText(/字典 dq 不存在/)).not.toBeNull());
    await act(async () => void fireEvent.change(input, { target: { value: '行政' } }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '行政区划（region）');
      if (!found) throw new Error('no option 行政区划（region）');
      return found;
    });
    await act(async () => void fireEvent.click(option));
    expect(itemOf(store).code).toBe('region');
  });
});
