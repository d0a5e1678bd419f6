import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditPlan } from '../../../../schemas/audit-levels';
import type { Role } from '../../../../schemas/roles';

const api = vi.hoisted(() => ({ detail: vi.fn(), overview: vi.fn(), auditors: vi.fn(), save: vi.fn(), saveWay: vi.fn() }));
const shell = vi.hoisted(() => ({ role: 'M' as Role }));
vi.mock('./audit-levels-api', () => ({ auditLevelsApi: api, messageOf: (e: unknown) => (e instanceof Error ? e.message : '操作失败，请稍后重试') }));
vi.mock('../../../api/menu', () => ({
  fetchSystems: async () => [{ id: 's', systemName: '信用评价管理系统', title: '信用评价', systemCoding: 'credit_eval', gnCode: 'credit_eval', levels: 0 }],
  fetchMainMenus: async () => [
    { id: 'g', title: '招标文件', icon: '', itShows: '是', nodeProperties: '', style: '', nodeSetFlag: false, disabled: false, children: [
      { id: 'files', title: '文件列表', icon: '', itShows: '是', nodeProperties: '列表', style: '', nodeSetFlag: false, disabled: false, children: [] },
      { id: 'chart', title: '分析', icon: '', itShows: '是', nodeProperties: '分析台', style: '', nodeSetFlag: false, disabled: false, children: [] },
    ] },
  ],
}));
vi.mock('../../../layout/ShellContext', () => ({ useShell: () => ({ role: shell.role, area: { systemCoding: 'credit_eval' } }) }));

const { default: AuditWayPage } = await import('./AuditWayPage');
const { default: PermissConfigPage } = await import('./PermissConfigPage');
const { default: AdminInfoPage } = await import('./AdminInfoPage');
const { default: AuditLevelPage } = await import('./AuditLevelPage');

const plan: AuditPlan = {
  nodeId: 'credit-record-list',
  nodeTitle: '信用记录',
  systemCoding: 'credit_eval',
  configured: true,
  sign: 'any',
  levels: [
    { name: '初审', kind: 'role', userIds: [], userNames: [] },
    { name: '复审', kind: 'user', userIds: ['u-2'], userNames: ['复审管理员'] },
  ],
  updatedBy: '平台管理员',
  updatedAt: '2026-11-27T04:00:00.000Z',
};

const show = (page: JSX.Element) =>
  render(
    <App>
      <MemoryRouter>{page}</MemoryRouter>
    </App>,
  );

describe('审核方式 / 审核权限 / 管理员审核 / 审核级别 pages', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    shell.role = 'M';
  });

  it('empty: the way page points to the level page, the overview says who audits then', async () => {
    api.overview.mockResolvedValue([]);
    show(<AuditWayPage />);
    expect(await screen.findByText('尚未为任何节点设置审核级别')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去设置审核级别' })).toBeTruthy();
    cleanup();
    show(<PermissConfigPage />);
    expect(await screen.findByText('暂无设置了审核级别的节点（其记录由任一管理员一级审核）')).toBeTruthy();
  }, 60_000);

  it('the way page saves 会签 for a node, and shows a refusal', async () => {
    api.overview.mockResolvedValue([plan]);
    api.saveWay.mockResolvedValueOnce({ ...plan, sign: 'all' }).mockRejectedValueOnce(new Error('该节点尚未设置审核级别，请先在「审核级别」中设置'));
    show(<AuditWayPage />);
    expect(await screen.findByText('初审 → 复审')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('会签（全部指定人通过）'));
    fireEvent.click(screen.getByRole('button', { name: '保存「信用记录」的审核方式' }));
    await waitFor(() => expect(api.saveWay).toHaveBeenCalledWith('credit-record-list', 'all'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('会签（全部指定人通过）'));
    fireEvent.click(screen.getByRole('button', { name: '保存「信用记录」的审核方式' }));
    expect(await screen.findByText('该节点尚未设置审核级别，请先在「审核级别」中设置')).toBeTruthy();
  }, 60_000);

  it('管理员审核 lists what each administrator audits', async () => {
    api.overview.mockResolvedValue([plan]);
    api.auditors.mockResolvedValue([
      { id: 'u-1', userName: '平台管理员', username: 'admin', disabled: false },
      { id: 'u-2', userName: '复审管理员', username: 'auditor2', disabled: true },
    ]);
    show(<AdminInfoPage />);
    expect(await screen.findByText('信用评价管理系统 › 信用记录 · 复审（指定）')).toBeTruthy();
    expect(screen.getAllByText('信用评价管理系统 › 信用记录 · 初审（任一管理员）')).toHaveLength(2);
    expect(screen.getByText('已停用')).toBeTruthy();
    api.overview.mockResolvedValue([]);
    cleanup();
    show(<AdminInfoPage />);
    expect(await screen.findAllByText('未设置审核级别的节点均可审核')).toHaveLength(2);
  }, 60_000);

  it('审核级别 asks for a node first; developers read only', async () => {
    api.auditors.mockResolvedValue([]);
    shell.role = 'D';
    show(<AuditLevelPage />);
    expect(await screen.findByText('请选择系统和功能节点，设置其记录的审核级别')).toBeTruthy();
    // a list whose records its detail page saves: the plan is the detail page's
    api.detail.mockResolvedValue({ ...plan, nodeId: 'file', nodeTitle: '招标文件登记' });
    const picker = screen.getByRole('combobox', { name: '功能节点' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('招标文件 › 文件列表'));
    expect(screen.queryByTitle('招标文件 › 分析')).toBeNull();
    expect(await screen.findByText('该列表的记录由「招标文件登记」保存，审核级别设置在该节点上')).toBeTruthy();
    expect(api.detail).toHaveBeenCalledWith('files');
    expect(screen.getByText('仅管理员可修改审核级别')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '第 1 级名称' }) as HTMLInputElement).disabled).toBe(true);
    shell.role = 'U';
    cleanup();
    show(<AuditLevelPage />);
    expect(await screen.findByText(/此页面仅对管理员和开发者开放/)).toBeTruthy();
  }, 60_000);
});
