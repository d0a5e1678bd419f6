import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DynamicDetailPage from './DynamicDetailPage';
import { ShellContext, type ShellState } from '../../layout/ShellContext';

const calls = vi.hoisted(() => ({ fetchNode: vi.fn(), fetchRecord: vi.fn(), fetchLatest: vi.fn(), fetchMine: vi.fn(), saveRecord: vi.fn(), submitRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);
const permissions = vi.hoisted(() => ({ formButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: permissions }));
const BOTH = [{ code: 'submit', name: '提交' }, { code: 'save', name: '保存' }];

const formNode = {
  nodeId: 'credit-apply',
  systemCoding: 'credit_eval',
  kind: 'form',
  title: '信用申报',
  version: 1,
  config: { kind: 'form', groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'qymc', name: '企业名称', type: 'text', required: 1 }] }] },
};

const SLOW = { timeout: 15_000 };

function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dynamicPage/dynamicDetail" element={<DynamicDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DynamicDetailPage states', () => {
  beforeEach(() => {
    permissions.formButtons.mockResolvedValue(BOTH);
    calls.fetchLatest.mockResolvedValue(null);
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('asks for a node when the address has none', () => {
    open('/dynamicPage/dynamicDetail');
    expect(screen.getByText('未指定页面节点，请从左侧菜单进入')).toBeTruthy();
  });

  it('shows the server message when loading fails, and loads again on 重新加载', async () => {
    calls.fetchNode.mockRejectedValueOnce(new Error('节点不存在或无权访问')).mockResolvedValueOnce(formNode);
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('节点不存在或无权访问')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('企业名称', {}, SLOW)).toBeTruthy();
    expect(calls.fetchNode).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('refuses a node that is not a form', async () => {
    calls.fetchNode.mockResolvedValue({ ...formNode, kind: 'list', config: { kind: 'list' } });
    open('/dynamicPage/dynamicDetail?id=credit-record-list');
    expect(await screen.findByText('该节点不是表单页面')).toBeTruthy();
  });

  it('opens a new record in edit mode with 保存 and 提交', async () => {
    calls.fetchNode.mockResolvedValue(formNode);
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    expect(await screen.findByText('新建', {}, SLOW)).toBeTruthy();
    // (getByRole trips over a selector of antd's CSS in jsdom's nwsapi; text queries do not.)
    expect(screen.getByPlaceholderText('请输入企业名称')).toBeTruthy();
    expect(screen.getByText(/^保\s*存$/)).toBeTruthy();
    expect(screen.getByText(/^提\s*交$/)).toBeTruthy();
    expect(calls.fetchRecord).not.toHaveBeenCalled();
    expect(permissions.formButtons).toHaveBeenCalledWith('credit-apply');
  }, 20_000);

  it('权限设置: draws only the form buttons the server answers for the caller', async () => {
    permissions.formButtons.mockResolvedValue([{ code: 'submit', name: '提交' }]);
    calls.fetchNode.mockResolvedValue(formNode);
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    expect(await screen.findByText(/^提\s*交$/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/^保\s*存$/)).toBeNull();
  }, 20_000);

  it('shows a submitted record read-only, without 编辑 or the buttons', async () => {
    calls.fetchNode.mockResolvedValue(formNode);
    calls.fetchRecord.mockResolvedValue({ id: 'r1', status: 'submitted', statusText: '待审核', statusColor: 'processing', version: 2, operations: [{ code: 'revoke', name: '撤回', color: '', show: true }], data: { qymc: '华建工程有限公司' } });
    open('/dynamicPage/dynamicDetail?id=credit-apply&recordId=r1');
    expect(await screen.findByText('华建工程有限公司', {}, SLOW)).toBeTruthy();
    // the tag (the progress says 审核中, not the tag's words again; its steps load with their own chunk)
    expect(await screen.findByText('审核中', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('待审核')).toHaveLength(1);
    expect(screen.queryByPlaceholderText('请输入企业名称')).toBeNull();
    expect(screen.queryByText(/^保\s*存$/)).toBeNull();
    expect(screen.queryByText(/^修\s*改$/)).toBeNull();
    expect(screen.getByTestId('record-progress').getAttribute('aria-label')).toBe('办理进度：待审核');
    expect(calls.fetchRecord).toHaveBeenCalledWith('credit-apply', 'r1');
  }, 20_000);

  it("the menu (no record id) opens the caller's newest record; new=1 opens a blank form", async () => {
    const rejected = { id: 'r2', status: 'rejected', statusText: '审核驳回', statusColor: 'error', version: 3, auditReason: '材料不全', operations: [{ code: 'edit', name: '编辑', color: '', show: true }, { code: 'submit', name: '提交', color: '', show: true }], data: { qymc: '华建工程有限公司' } };
    calls.fetchNode.mockResolvedValue(formNode);
    calls.fetchLatest.mockResolvedValue(rejected);
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    // read-only with the auditor's reason and 修改, which makes it editable
    expect(await screen.findByText('审核建议：材料不全', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('华建工程有限公司')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入企业名称')).toBeNull();
    fireEvent.click(screen.getByText(/^修\s*改$/));
    expect(await screen.findByPlaceholderText('请输入企业名称', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/^提\s*交$/)).toBeTruthy();
    expect(calls.fetchLatest).toHaveBeenCalledWith('credit-apply');
    cleanup();
    calls.fetchLatest.mockClear();
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
    expect(await screen.findByText('新建', {}, SLOW)).toBeTruthy();
    expect(calls.fetchLatest).not.toHaveBeenCalled();
  }, 20_000);

  it("a form whose mine.opens is 'new' opens blank from the menu", async () => {
    calls.fetchNode.mockResolvedValue({ ...formNode, config: { ...formNode.config, mine: { opens: 'new' } } });
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    expect(await screen.findByPlaceholderText('请输入企业名称', {}, SLOW)).toBeTruthy();
    expect(calls.fetchLatest).not.toHaveBeenCalled();
  }, 20_000);

  it("a record of a list without a form (信用记录) shows the list's columns read only, with its audit buttons and the way back", async () => {
    const listNode = {
      nodeId: 'credit-record-list',
      systemCoding: 'credit_eval',
      kind: 'list',
      title: '信用记录',
      version: 1,
      config: { kind: 'list', columns: [{ code: 'qymc', name: '企业名称' }, { code: 'xmmc', name: '项目名称' }, { code: 'rdjg', name: '认定机构', show: false }, { code: 'ops', name: '操作', type: 'operations' }] },
    };
    calls.fetchNode.mockResolvedValue(listNode);
    calls.fetchRecord.mockResolvedValue({
      id: 'r9', nodeId: 'credit-record-list', status: 'submitted', statusText: '待审核', statusColor: 'processing', version: 2, enterpriseId: 'ent-002',
      operations: [{ code: 'view', name: '查看', color: '', show: true }, { code: 'audit', name: '审核', color: '', show: true }],
      data: { qymc: '秦川建设集团', xmmc: '城南片区道路改造工程', rdjg: '区建设局' },
    });
    const menu = { id: 'credit-record-list', title: '信用记录', icon: '', children: [], itShows: '是', nodeProperties: '列表', disabled: false };
    const shell = { area: { systemCoding: 'credit_eval' }, user: null, role: 'M', menus: [menu], findMenu: (id: string | null | undefined) => (id === menu.id ? menu : null), refreshMenus: () => undefined } as unknown as ShellState;
    render(
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={['/dynamicPage/dynamicDetail?id=credit-record-list&recordId=r9']}>
          <Routes>
            <Route path="/dynamicPage/dynamicDetail" element={<DynamicDetailPage />} />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>,
    );
    expect(await screen.findByText('城南片区道路改造工程', {}, SLOW)).toBeTruthy();
    // every column, the hidden one too, but no buttons column
    expect(screen.getByText('区建设局')).toBeTruthy();
    expect(screen.queryByText('操作')).toBeNull();
    expect(screen.getByText('待审核')).toBeTruthy();
    // the detail page offers 审核 only (查看 is where it stands)
    const bar = screen.getByTestId('detail-audit-bar');
    expect(bar.textContent?.replace(/\s/g, '')).toBe('审核');
    expect(screen.getByText(/^返回列表$/)).toBeTruthy();
    expect(calls.fetchRecord).toHaveBeenCalledWith('credit-record-list', 'r9');
  }, 20_000);
});
