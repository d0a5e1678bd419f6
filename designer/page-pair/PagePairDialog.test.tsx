import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { AddMenuBody, CreateDisplayGroupBody, StructureMenu } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import type { FormConfig } from '../../schemas/form';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import type { MenuApi } from '../menu/menu-api';
import { PagePairDialog } from './PagePairDialog';

function setup() {
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
      <PagePairDialog open systemCoding="s" menuApi={menuApi} designerApi={designerApi} registry={createDefaultFieldRegistry()} onCreated={onCreated} onClose={() => undefined} />
    </App>,
  );
  return { added, nodes, onCreated };
}

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
});
