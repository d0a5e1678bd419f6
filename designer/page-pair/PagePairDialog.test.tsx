import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { AddMenuBody, CreateDisplayGroupBody, StructureMenu } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import type { FormConfig } from '../../schemas/form';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import type { MenuApi } from '../menu/menu-api';
import { PagePairDialog } from './PagePairDialog';
import type { DictionaryApi } from '../dictionaries/api';
import type { DictionaryDetail } from '../../schemas/dictionary-manager';

type DictFake = Pick<DictionaryApi, 'list' | 'detail' | 'create' | 'remove'>;

function setup(dictionaryApi?: DictFake) {
  const added: AddMenuBody[] = [];
  const nodes: CreateDisplayGroupBody[] = [];
  const menuApi: MenuApi = {
    list: async () => [],
    add: async (body) => {
      added.push(body);
      return { id: `m${added.length}`, title: body.title } as StructureMenu;
    },
    edit: async () => ({}) as StructureMenu,
    remove: async () => ({ kind: 'deleted', menus: 1, nodes: 0 }),
    move: async () => undefined,
    nodeLogos: async () => [],
  };
  const designerApi = { createNode: async (body: CreateDisplayGroupBody) => (nodes.push(body), body as never) };
  const onCreated = vi.fn();
  render(
    <App>
      <PagePairDialog open systemCoding="s" menuApi={menuApi} designerApi={designerApi} registry={createDefaultFieldRegistry()} dictionaryApi={dictionaryApi} onCreated={onCreated} onClose={() => undefined} />
    </App>,
  );
  return { added, nodes, onCreated };
}

afterEach(cleanup);

const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('新建列表 + 详情', { timeout: 120_000 }, () => {
  it('asks for a name, previews the pasted fields, creates the menus, the form and the list over it', async () => {
    const fake = setup();
    press(/下一步/);
    expect(await screen.findByText('请输入页面名称')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('页面名称'), { target: { value: '项目登记' } });
    fireEvent.change(screen.getByLabelText('粘贴字段名称'), { target: { value: '*企业名称\n成立日期\n是否联合体' } });
    const preview = screen.getByRole('table', { name: '字段预览' });
    expect(within(preview).getByTestId('paste-code-0').textContent).toBe('qymc');
    expect(within(preview).getByTestId('paste-code-1').textContent).toBe('clrq');
    press(/下一步/);

    // the checklist: a yes/no field is no search condition; the name is searched in its header
    expect((screen.getByLabelText('查询条件：是否联合体') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('表头搜索：企业名称') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('列表列：是否联合体'));
    press(/创\s*建/);
    await waitFor(() => expect(fake.onCreated).toHaveBeenCalled());

    expect(fake.added.map((m) => [m.title, m.parentId, m.nodeProperties])).toEqual([
      ['项目登记', null, undefined],
      ['项目登记列表', 'm1', '列表'],
      ['项目登记详情', 'm1', '详情'],
    ]);
    const form = fake.nodes[0].config as FormConfig;
    expect(form.groups[0].items.map((i) => [i.bianma, i.type, i.required])).toEqual([
      ['qymc', 'text', 1],
      ['clrq', 'datepicker', 0],
      ['sflht', 'switch-2', 0],
    ]);
    const list = fake.nodes[1].config as ListConfig;
    expect(list.formNodeId).toBe('m3');
    expect(list.columns.map((c) => c.code)).toEqual(['qymc', 'clrq', 'status', 'operations']);
    expect(list.search?.displayList.map((f) => [f.code, f.type])).toEqual([['clrq', 'daterange']]);
  });

  it('one paste with hints makes the fields: types, choices, a regex, a conditional rule; a wrong line names itself and adds nothing', async () => {
    const fake = setup();
    fireEvent.change(screen.getByLabelText('页面名称'), { target: { value: '项目登记' } });
    const box = screen.getByLabelText('粘贴字段名称');
    fireEvent.change(box, { target: { value: '项目名称\n注册资本 金额\n*项目类型：房屋建筑/市政/水利\n联合体牵头单位：当 是否联合体=是 时显示并必填' } });
    expect((await screen.findByRole('alert')).textContent).toContain('第4行：条件中的字段「是否联合体」不存在');
    press(/下一步/);
    // still on the first step: nothing is made until the paste is fixed
    expect(screen.getByLabelText('粘贴字段名称')).toBeTruthy();
    expect(screen.queryByLabelText('列表列：项目名称')).toBeNull();

    fireEvent.change(box, {
      target: { value: '项目名称\n注册资本 金额\n*项目类型：房屋建筑/市政/水利\n编号 /^[A-Z]{2}\\d{6}$/ 请输入两位大写字母加六位数字\n是否联合体\n联合体牵头单位：当 是否联合体=是 时显示并必填\n所在省\n所在市\n所在区县' },
    });
    await waitFor(() => expect(screen.queryByText(/第4行/)).toBeNull());
    const preview = screen.getByRole('table', { name: '字段预览' });
    expect(within(preview).getByText('选项 房屋建筑/市政/水利')).toBeTruthy();
    press(/下一步/);
    press(/创\s*建/);
    await waitFor(() => expect(fake.onCreated).toHaveBeenCalled());

    const items = (fake.nodes[0].config as FormConfig).groups[0].items;
    expect(items.map((i) => [i.name, i.type, i.required])).toEqual([
      ['项目名称', 'text', 0],
      ['注册资本', 'number', 0],
      ['项目类型', 'select', 1],
      ['编号', 'text', 0],
      ['是否联合体', 'switch-2', 0],
      ['联合体牵头单位', 'text', 0],
      ['所在省', 'select', 0],
      ['所在市', 'select-link', 0],
      ['所在区县', 'select-link', 0],
    ]);
    expect(items[1].precision).toBe(2);
    expect(items[2].options?.list).toEqual([
      { label: '房屋建筑', value: 'fwjz' },
      { label: '市政', value: 'sz' },
      { label: '水利', value: 'sl' },
    ]);
    expect(items[3]).toMatchObject({ regex: '^[A-Z]{2}\\d{6}$', regexMessage: '请输入两位大写字母加六位数字' });
    expect(items[5]).toMatchObject({ show: false, rules: [{ when: { field: 'sflht', op: 'eq', value: true }, then: { display: 'visible', required: true } }] });
    expect(items.slice(6).map((i) => [i.code, i.parentNode ?? '', i.childNode ?? ''])).toEqual([
      ['region', '', 'szs2'],
      ['region', 'szs', 'szqx'],
      ['region', 'szs2', ''],
    ]);
  });

  it('pasted choices make a dictionary in place: the second step names it, the field loads it', async () => {
    const made: DictionaryDetail[] = [];
    const api: DictFake = {
      list: async () => [{ systemCoding: '', displayCode: 'xmlx', name: '别人的', itemCount: 1, version: 1, usageCount: 1, updatedAt: '', updatedBy: '' }],
      detail: async () => ({ systemCoding: '', displayCode: 'xmlx', name: '别人的', version: 1, items: [{ label: '甲', value: 'j' }] }),
      create: async (body) => {
        const d = { ...body, version: 1 };
        made.push(d);
        return d;
      },
      remove: async () => undefined,
    };
    const fake = setup(api);
    fireEvent.change(screen.getByLabelText('页面名称'), { target: { value: '项目登记' } });
    fireEvent.change(screen.getByLabelText('粘贴字段名称'), { target: { value: '项目名称\n*项目类型：房屋建筑/市政/水利' } });
    expect(within(screen.getByRole('table', { name: '字段预览' })).getByText('字典 房屋建筑/市政/水利')).toBeTruthy();
    press(/下一步/);
    // xmlx holds someone else's items: the new one takes xmlx2
    expect((await screen.findByText('将新建字典 「项目类型」（xmlx2：房屋建筑/市政/水利）')).textContent).toBeTruthy();
    press(/创\s*建/);
    await waitFor(() => expect(fake.onCreated).toHaveBeenCalled());
    expect(made).toEqual([{ displayCode: 'xmlx2', systemCoding: '', name: '项目类型', version: 1, items: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }, { label: '水利', value: 'sl' }] }]);
    const item = (fake.nodes[0].config as FormConfig).groups[0].items[1];
    expect(item).toMatchObject({ bianma: 'xmlx', type: 'select', required: 1, code: 'xmlx2' });
    expect(item.options).toBeUndefined();
  });

  it('a refused dictionary shows its Chinese message and makes no menu', async () => {
    const api: DictFake = {
      list: async () => [],
      detail: async () => Promise.reject(new Error('不该读取')),
      create: async () => Promise.reject(new Error('无权修改全局设置')),
      remove: async () => undefined,
    };
    const fake = setup(api);
    fireEvent.change(screen.getByLabelText('页面名称'), { target: { value: '项目登记' } });
    fireEvent.change(screen.getByLabelText('粘贴字段名称'), { target: { value: '项目类型：房屋建筑/市政' } });
    press(/下一步/);
    await screen.findByText('将新建字典 「项目类型」（xmlx：房屋建筑/市政）');
    press(/创\s*建/);
    expect(await screen.findByText('新建字典「项目类型」（xmlx）失败：无权修改全局设置')).toBeTruthy();
    expect(fake.added).toEqual([]);
    expect(fake.onCreated).not.toHaveBeenCalled();
  });
});
