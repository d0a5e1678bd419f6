import { describe, expect, it } from 'vitest';
import type { AddMenuBody, CreateDisplayGroupBody, StructureMenu } from '../../schemas/designer';
import { FormConfig } from '../../schemas/form';
import { ListConfig } from '../../schemas/list';
import { check } from '../../schemas/validate';
import { formSemantics } from '../../schemas/page-kinds/form/problems';
import { listSemantics } from '../../schemas/page-kinds/list/problems';
import type { MenuApi } from '../menu/menu-api';
import { field } from '../test-kit';
import { createPagePair, pairTitleProblem } from './create-pair';
import { defaultChoice, filterFor, filterKindFor, listable, listConfigOf } from './plan';
import { fromTemplate } from './template';
import type { DictionaryPlan } from '../fields-fast/paste-dictionaries';

const items = [
  field('xmmc', { name: '项目名称' }),
  field('clrq', { name: '成立日期', type: 'datepicker' }),
  field('zbfs', { name: '招标方式', type: 'radio', options: { list: [{ label: '公开', value: 'gk' }] } }),
  field('fileList', { name: '附件', type: 'attachment' }),
];

describe('page pair configs', () => {
  it('ticks the listable fields, the first text field searchable, choice and day fields as conditions', () => {
    expect(defaultChoice(items)).toEqual({ columns: ['xmmc', 'clrq', 'zbfs'], headerSearch: ['xmmc'], filters: ['clrq', 'zbfs'] });
  });
  it('the list shows the ticked fields, opens the form and passes the server’s checks', () => {
    const config = listConfigOf({ title: '项目列表', listNodeId: 'l1', formNodeId: 'f1', items, choice: { columns: ['xmmc', 'zbfs', 'fileList'], headerSearch: ['xmmc'], filters: ['zbfs'] } });
    expect(config.formNodeId).toBe('f1');
    expect(config.columns.map((c) => c.code)).toEqual(['xmmc', 'zbfs', 'status', 'operations']);
    expect(config.columns[0].isSearch).toBe(true);
    // no copy of the field's choices: the list answer names them (docs/lists.md "Columns show names")
    expect(config.search).toEqual({ displayCode: 'l1', displayList: [{ name: '招标方式', code: 'zbfs', type: 'select' }] });
    expect(check(ListConfig, config).ok).toBe(true);
    expect(listSemantics('list', config)).toEqual([]);
  });
  it('conditions by field type', () => {
    expect(filterFor(field('a', { type: 'datepicker' })).type).toBe('daterange');
    expect(filterFor(field('a', { type: 'select-link', code: 'region', parentNode: 'p' }))).toEqual({ name: 'A', code: 'a', type: 'select-link' });
    expect(filterFor(field('a', { type: 'checkbox' })).type).toBe('select-multiple');
    expect(filterFor(field('a', { type: 'cascader' })).type).toBe('cascader');
    expect(filterKindFor(field('a', { type: 'switch-2' }))).toBeUndefined();
    expect(listable(field('a', { type: 'editor' }))).toBe(false);
  });
  it('a page name is required and short enough for 「name列表」', () => {
    expect(pairTitleProblem('  ')).toBe('请输入页面名称');
    expect(pairTitleProblem('甲'.repeat(61))).toBe('页面名称不能超过 60 个字符');
    expect(pairTitleProblem('项目登记')).toBeUndefined();
  });
});

/** Menu calls over an in-memory list; `failOn` refuses a config create. */
function fakes(failOn?: string) {
  const menus: StructureMenu[] = [];
  const nodes: CreateDisplayGroupBody[] = [];
  let n = 0;
  const menuApi: MenuApi = {
    list: async () => menus,
    async add(body: AddMenuBody) {
      const menu = { id: `m${++n}`, systemCoding: body.systemCoding, parentId: body.parentId ?? null, title: body.title, nodeProperties: body.nodeProperties ?? '' } as StructureMenu;
      menus.push(menu);
      return menu;
    },
    edit: async () => menus[0],
    async remove(id) {
      const gone = new Set([id, ...menus.filter((m) => m.parentId === id).map((m) => m.id)]);
      menus.splice(0, menus.length, ...menus.filter((m) => !gone.has(m.id)));
      return { kind: 'deleted', menus: gone.size, nodes: 0 };
    },
    move: async () => undefined,
    nodeLogos: async () => [],
  };
  const designerApi = {
    async createNode(body: CreateDisplayGroupBody) {
      if (body.kind === failOn) throw new Error('第 1 个字段: 配置无效');
      nodes.push(body);
      return { ...body, systemCoding: 's', menuTitle: body.title, version: 1, updatedAt: '', updatedBy: '' } as never;
    },
  };
  return { menus, nodes, menuApi, designerApi };
}

describe('createPagePair', () => {
  it('makes a folder, the list and detail menus, the form and the list over it', async () => {
    const f = fakes();
    const pair = await createPagePair(f.menuApi, f.designerApi, { systemCoding: 's', title: ' 项目登记 ', parentId: null, items, choice: defaultChoice(items) });
    expect(f.menus.map((m) => [m.title, m.parentId, m.nodeProperties])).toEqual([
      ['项目登记', null, ''],
      ['项目登记列表', 'm1', '列表'],
      ['项目登记详情', 'm1', '详情'],
    ]);
    expect(pair.form.id).toBe('m3');
    const [form, list] = f.nodes;
    expect(form).toMatchObject({ nodeId: 'm3', kind: 'form' });
    expect(check(FormConfig, form.config).ok).toBe(true);
    expect(formSemantics(form.config)).toEqual([]);
    expect(list).toMatchObject({ nodeId: 'm2', kind: 'list', config: { formNodeId: 'm3', search: { displayCode: 'm2' } } });
  });
  it('under a given menu, no folder; without fields an empty form and a list of the workflow columns', async () => {
    const f = fakes();
    await createPagePair(f.menuApi, f.designerApi, { systemCoding: 's', title: '年报', parentId: 'p1', items: [], choice: defaultChoice([]) });
    expect(f.menus.map((m) => m.parentId)).toEqual(['p1', 'p1']);
    expect((f.nodes[1].config as ListConfig).columns.map((c) => c.code)).toEqual(['status', 'operations']);
  });
  it('a refusal half-way removes the menus made and passes the reason on', async () => {
    const f = fakes('list');
    await expect(createPagePair(f.menuApi, f.designerApi, { systemCoding: 's', title: '项目', parentId: null, items, choice: defaultChoice(items) })).rejects.toThrow('配置无效');
    expect(f.menus).toEqual([]);
  });
});

describe('createPagePair with pasted choices', () => {
  const typeField = field('xmlx', { name: '项目类型', type: 'select', options: { list: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }] } });
  const plans: DictionaryPlan[] = [{ code: 'xmlx2', name: '项目类型', items: typeField.options!.list!, action: 'make', fields: ['xmlx'] }];
  const dictFakes = () => {
    const calls: string[] = [];
    const api = {
      create: async (body: { displayCode: string }) => (calls.push(`create ${body.displayCode}`), {}) as never,
      remove: async (ref: { displayCode: string }) => void calls.push(`remove ${ref.displayCode}`),
    };
    return { calls, api };
  };
  it('makes the dictionary first; the form field names it, the list condition takes its choices from the field', async () => {
    const f = fakes();
    const d = dictFakes();
    await createPagePair(f.menuApi, f.designerApi, { systemCoding: 's', title: '项目', parentId: null, items: [typeField], choice: { columns: ['xmlx'], headerSearch: [], filters: ['xmlx'] }, dictionaries: { api: d.api, plans } });
    expect(d.calls).toEqual(['create xmlx2']);
    const formItem = (f.nodes[0].config as FormConfig).groups[0].items[0];
    expect(formItem).toMatchObject({ bianma: 'xmlx', code: 'xmlx2' });
    expect(formItem.options).toBeUndefined();
    // the condition offers the dictionary the field now names, not a copy of the pasted choices
    expect((f.nodes[1].config as ListConfig).search?.displayList[0]).toEqual({ name: '项目类型', code: 'xmlx', type: 'select' });
  });
  it('a refusal after the dictionary was made deletes it again with the menus', async () => {
    const f = fakes('form');
    const d = dictFakes();
    await expect(
      createPagePair(f.menuApi, f.designerApi, { systemCoding: 's', title: '项目', parentId: null, items: [typeField], choice: defaultChoice([typeField]), dictionaries: { api: d.api, plans } }),
    ).rejects.toThrow('配置无效');
    expect(d.calls).toEqual(['create xmlx2', 'remove xmlx2']);
    expect(f.menus).toEqual([]);
  });
});

describe('fromTemplate', () => {
  it('copies the config with the new title and, for a list, its own search code', () => {
    const source = listConfigOf({ title: '旧', listNodeId: 'old', formNodeId: 'f1', items, choice: defaultChoice(items) });
    const copy = fromTemplate(source, 'new1', '新列表') as ListConfig;
    expect(copy).toEqual({ ...source, title: '新列表', search: { displayList: [], ...source.search, displayCode: 'new1' } });
    expect(source.search?.displayCode).toBe('old');
    expect(fromTemplate({ kind: 'form', groups: [] }, 'x', '表')).toEqual({ kind: 'form', title: '表', groups: [] });
  });
});
