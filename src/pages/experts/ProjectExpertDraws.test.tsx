import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExpertDraw } from '../../../schemas/experts';
import type { Role } from '../../../schemas/roles';

const api = vi.hoisted(() => ({ project: vi.fn(), replace: vi.fn(), recheck: vi.fn(), options: vi.fn(), add: vi.fn() }));
const shell = vi.hoisted(() => ({ role: 'M' as Role }));
vi.mock('../../api/experts', () => ({ expertApi: api }));
vi.mock('../../layout/ShellContext', () => ({ useShell: () => ({ role: shell.role, area: { systemCoding: 'trade_service' } }) }));

const { default: ProjectExpertDraws } = await import('./ProjectExpertDraws');

const base: ExpertDraw = {
  id: 'd1',
  projectId: 'p1',
  projectName: '城南片区道路改造工程（1标段）',
  sessionStart: '2030-01-01T01:00:00.000Z',
  sessionEnd: '2030-01-01T04:00:00.000Z',
  specialty: 'fj',
  specialtyName: '房建',
  region: '',
  regionName: '不限',
  count: 2,
  bidders: [{ id: 'ent-001', name: '华建工程有限公司' }],
  createdAt: '2026-12-06T01:00:00.000Z',
  createdBy: '平台管理员',
  visible: true,
  notice: '',
  experts: [
    { expertId: 'e1', name: '王建国', specialty: '房建', region: '浙江省 杭州市', workUnit: '市政工程设计院', phone: '13900000001', state: 'drawn', step: 1 },
    { expertId: 'e2', name: '李海燕', specialty: '房建', region: '江苏省 南京市', workUnit: '东南大学', phone: '13900000002', state: 'drawn', step: 1 },
  ],
  steps: [{ step: 1, kind: 'draw', seed: '0a1b2c3d', pool: ['e1', 'e2', 'e3'], picked: ['e1', 'e2'], replaces: null, at: '2026-12-06T01:00:00.000Z', by: '平台管理员' }],
};

const show = () =>
  render(
    <App>
      <ProjectExpertDraws projectId="p1" />
    </App>,
  );

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ProjectExpertDraws (专家抽取 tab)', () => {
  it('says it is loading, then that there is no draw yet', async () => {
    let answer: (v: ExpertDraw[]) => void = () => undefined;
    api.project.mockReturnValue(new Promise<ExpertDraw[]>((r) => (answer = r)));
    show();
    expect(screen.getByRole('status').textContent).toContain('加载中');
    answer([]);
    expect(await screen.findByText('暂无专家抽取记录')).toBeTruthy();
    expect(api.project).toHaveBeenCalledWith('p1');
  });

  it('shows only the notice where the server hid the names', async () => {
    shell.role = 'U';
    api.project.mockResolvedValue([{ ...base, visible: false, notice: '已抽取 2 名专家（开标前不公开）', experts: [], steps: [], bidders: [] }]);
    show();
    expect(await screen.findByText('已抽取 2 名专家（开标前不公开）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^复\s?核$/ })).toBeNull();
    expect(screen.queryByText('王建国')).toBeNull();
    expect(screen.queryByRole('button', { name: /^新建抽取$/ })).toBeNull();
  });

  it('lets administrators draw for this project: 新建抽取 with the project fixed', async () => {
    shell.role = 'M';
    api.project.mockResolvedValue([]);
    api.options.mockResolvedValue({ projects: [{ id: 'p1', name: '城南片区道路改造工程', number: 'XM-1', enterpriseId: 'ent-001' }], specialties: [], regions: [], enterprises: [] });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^新建抽取$/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('XM-1 城南片区道路改造工程'));
    expect(dialog.querySelector('.ant-select-disabled')).not.toBeNull();
  });

  it('gives administrators the names, 替换 per expert and 复核', async () => {
    shell.role = 'M';
    api.project.mockResolvedValue([base]);
    api.recheck.mockResolvedValue({ consistent: true, message: '一致', steps: [] });
    api.replace.mockResolvedValue({
      ...base,
      experts: [{ ...base.experts[0], state: 'declined' }, base.experts[1], { expertId: 'e3', name: '张振宇', specialty: '房建', region: '安徽省 合肥市', workUnit: '城建监理有限公司', phone: '13900000003', state: 'drawn', step: 2 }],
    });
    show();
    expect(await screen.findByText('王建国')).toBeTruthy();
    expect(screen.getByText('13900000001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^复\s?核$/ }));
    expect(await screen.findByText('复核结果：一致')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '替换 王建国' }));
    fireEvent.click(await screen.findByRole('button', { name: /^替\s?换$/ }));
    await waitFor(() => expect(api.replace).toHaveBeenCalledWith('d1', 'e1'));
    expect(await screen.findByText('张振宇')).toBeTruthy();
    expect(screen.getByText('已拒绝（已替换）')).toBeTruthy();
  });
});
