import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTONS, buttonApplies, type FunctionsData, type NodeButtonsData, type PermissionRole } from '../../../schemas/permissions';

const api = vi.hoisted(() => ({ functions: vi.fn(), saveFunctions: vi.fn(), buttons: vi.fn(), saveButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: api }));
vi.mock('../../api/menu', () => ({
  fetchSystems: async () => [{ id: 's1', systemName: '信用评价管理系统', title: '信用评价', systemCoding: 'credit_eval', gnCode: 'credit_eval', levels: 0 }],
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('../../app/feedback', () => ({ feedback: { message: () => toast } }));

const { default: PermissionsSetPage } = await import('./PermissionsSetPage');
const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;

const functionsOf = (role: PermissionRole): FunctionsData => ({
  role,
  systemCoding: 'credit_eval',
  editable: role === 'U',
  menus: [
    {
      id: 'credit-records',
      title: '信用信息',
      nodeProperties: '',
      checked: true,
      children: [
        { id: 'credit-record-list', title: '信用记录', nodeProperties: '列表', checked: true, children: [] },
        { id: 'credit-public', title: '信用公示', nodeProperties: '信用列表', checked: false, children: [] },
      ],
    },
  ],
});
const buttonsOf = (role: PermissionRole, nodeId: string, kept?: string[]): NodeButtonsData => ({
  role,
  nodeId,
  isDefault: kept === undefined,
  buttons: BUTTONS.map((b) => {
    const applies = buttonApplies(role, b.code);
    return { code: b.code, name: b.name, areas: [...b.areas], applies, permitted: applies && (kept === undefined || kept.includes(b.code)) };
  }),
});

function open() {
  return render(
    <App>
      <PermissionsSetPage />
    </App>,
  );
}

describe('权限设置 page', () => {
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('saves the ticked menus of 企业用户 as its functions, with 保存成功', async () => {
    api.functions.mockImplementation(async (role: PermissionRole) => functionsOf(role));
    api.saveFunctions.mockResolvedValue({ changed: 1 });
    open();
    expect(await screen.findByText('信用公示')).toBeTruthy();
    expect(screen.getByText('请在左侧选择一个页面节点，设置它的按钮权限')).toBeTruthy();
    // tick 信用公示 (unticked): its checkbox is the one in the same tree row
    const row = screen.getByText('信用公示').closest('.ant-tree-treenode')!;
    fireEvent.click(row.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(buttonNamed('保存功能权限'));
    await waitFor(() => expect(api.saveFunctions).toHaveBeenCalledWith('U', 'credit_eval', ['credit-records', 'credit-record-list', 'credit-public']));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('保存成功'));
  }, 30_000);

  it('a directory has no buttons; a page shows its buttons and saves the ticked ones', async () => {
    api.functions.mockImplementation(async (role: PermissionRole) => functionsOf(role));
    api.buttons.mockImplementation(async (role: PermissionRole, nodeId: string) => buttonsOf(role, nodeId));
    api.saveButtons.mockImplementation(async (role: PermissionRole, nodeId: string, codes: string[]) => buttonsOf(role, nodeId, codes));
    open();
    fireEvent.click(await screen.findByText('信用信息'));
    expect(await screen.findByText('目录没有按钮，请选择其下的页面节点')).toBeTruthy();
    fireEvent.click(screen.getByText('信用记录'));
    expect(await screen.findByText('默认：全部按钮')).toBeTruthy();
    expect(screen.getByText('列表按钮')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '删除' }));
    fireEvent.click(buttonNamed('保存按钮权限'));
    await waitFor(() => expect(api.saveButtons).toHaveBeenCalledWith('U', 'credit-record-list', BUTTONS.map((b) => b.code).filter((c) => c !== 'delete' && buttonApplies('U', c))));
    expect(await screen.findByText('已自定义')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('保存成功');
  }, 30_000);

  it('管理员: the functions are shown fixed, with the reason', async () => {
    api.functions.mockImplementation(async (role: PermissionRole) => functionsOf(role));
    open();
    await screen.findByText('信用公示');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('管理员'));
    expect(await screen.findByText('管理员可使用全部功能，只能设置按钮权限')).toBeTruthy();
    expect(api.functions).toHaveBeenLastCalledWith('M', 'credit_eval');
    expect(document.querySelectorAll('.ant-tree-checkbox-disabled').length).toBe(3);
    expect(screen.queryByText(/保存功能权限/)).toBeNull();
  }, 30_000);

  it('shows the server message when the functions cannot be read', async () => {
    api.functions.mockRejectedValue(new Error('无权访问该资源'));
    open();
    expect(await screen.findByText('无权访问该资源')).toBeTruthy();
  }, 30_000);
});
