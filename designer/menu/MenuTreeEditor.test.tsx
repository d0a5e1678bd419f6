import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { EditMenuBody, StructureMenu } from '../../schemas/designer';
import type { IconChoice } from '../../schemas/config-calls';
import type { MenuApi } from './menu-api';
import { MenuTreeEditor } from './MenuTreeEditor';

afterEach(cleanup);

const menu: StructureMenu = {
  id: 'm1', parentId: null, sort: 0, systemCoding: 'trade', title: '项目管理', icon: '', itShows: '是', nodeProperties: '', style: '', nodeSetFlag: false, disabled: false, roles: ['M', 'D', 'U'], hasChildren: false, nodeKind: null,
};
const LOGOS: IconChoice[] = [
  { name: 'FileOutlined', label: '文件' },
  { name: 'BankOutlined', label: '机构' },
  { name: 'HomeOutlined', label: '首页' },
];

/** A menu api whose node-logos answers are released by the test, one per call. */
function fakeApi() {
  const edits: EditMenuBody[] = [];
  const logoCalls: Array<{ resolve: (l: IconChoice[]) => void; reject: (e: Error) => void }> = [];
  const api: MenuApi = {
    list: async () => [menu],
    add: async () => menu,
    edit: async (body) => (edits.push(body), { ...menu, ...body }),
    remove: async () => ({ kind: 'deleted', menus: 1, nodes: 0 }),
    move: async () => undefined,
    nodeLogos: () => new Promise((resolve, reject) => logoCalls.push({ resolve, reject })),
  };
  return { api, edits, logoCalls };
}

function renderEditor(api: MenuApi) {
  render(
    <App>
      <MenuTreeEditor systemCoding="trade" api={api} nodeProperties={['列表']} renderIcon={(name) => <i data-icon={name} />} />
    </App>,
  );
}

/** Selects the menu and answers its edit form (found by label: role queries are slow in jsdom). */
async function openEditForm() {
  fireEvent.click((await screen.findByText('项目管理')).closest('button')!);
  return screen.getByLabelText('编辑菜单：项目管理');
}

const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => ({ text: o.textContent, icon: o.querySelector('[data-icon]')?.getAttribute('data-icon') }));

async function openIconSelect(form: HTMLElement) {
  await act(async () => void fireEvent.mouseDown(within(form).getByLabelText('图标')));
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
}

describe('菜单配置: the icon picker offers GET /ks/config/node/node-logos', () => {
  it('says it is loading, then offers the server\'s icons by Chinese name, searchable, and saves the chosen name', async () => {
    const { api, edits, logoCalls } = fakeApi();
    renderEditor(api);
    const form = await openEditForm();
    expect(within(form).getByText('图标加载中…')).toBeTruthy();

    await act(async () => logoCalls[0].resolve(LOGOS));
    expect(within(form).queryByText('图标加载中…')).toBeNull();
    await openIconSelect(form);
    expect(shownOptions()).toEqual([
      { text: '文件', icon: 'FileOutlined' },
      { text: '机构', icon: 'BankOutlined' },
      { text: '首页', icon: 'HomeOutlined' },
    ]);
    // typing the Chinese name narrows the list
    fireEvent.change(within(form).getByLabelText('图标'), { target: { value: '机' } });
    await waitFor(() => expect(shownOptions().map((o) => o.text)).toEqual(['机构']));
    fireEvent.click(document.querySelector('.ant-select-item-option')!);

    fireEvent.click(within(form).getByText('保存修改').closest('button')!);
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ id: 'm1', title: '项目管理', icon: 'BankOutlined' });
    expect(logoCalls).toHaveLength(1);
  });

  it('a failed call shows the reason in Chinese with 重试, which asks again and then offers the icons', async () => {
    const { api, logoCalls } = fakeApi();
    renderEditor(api);
    const form = await openEditForm();
    await act(async () => logoCalls[0].reject(new Error('网络异常，请稍后重试')));
    expect(within(form).getByText('图标加载失败：网络异常，请稍后重试')).toBeTruthy();

    fireEvent.click(within(form).getByText('重试').closest('button')!);
    expect(logoCalls).toHaveLength(2);
    await act(async () => logoCalls[1].resolve(LOGOS.slice(0, 1)));
    expect(within(form).queryByText(/图标加载失败/)).toBeNull();
    await openIconSelect(form);
    expect(shownOptions()).toEqual([{ text: '文件', icon: 'FileOutlined' }]);
  });
});
