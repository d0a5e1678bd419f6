import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DynamicDetailPage from './DynamicDetailPage';
import { ShellContext, type ShellState } from '../../layout/ShellContext';

// The page with the form config's `prefill` (docs/forms.md "Filled in from a call").
const calls = vi.hoisted(() => ({ fetchNode: vi.fn(), fetchRecord: vi.fn(), fetchLatest: vi.fn(), fetchMine: vi.fn(), saveRecord: vi.fn(), submitRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);
const permissions = vi.hoisted(() => ({ formButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: permissions }));
const client = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/client')>()), post: client.post }));

const URL = '/ks/credit/record/auto-retrieve';
const node = {
  nodeId: 'credit-apply',
  systemCoding: 'credit_eval',
  kind: 'form',
  title: '信用申报',
  version: 1,
  config: {
    kind: 'form',
    prefill: { url: URL, fields: { qymc: 'qymc', tyshxydm: 'tyshxydm' }, roles: ['U'] },
    groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'qymc', name: '企业名称', type: 'text', required: 1 }, { bianma: 'tyshxydm', name: '统一社会信用代码', type: 'text', required: 1 }] }],
  },
};
const ANSWER = { enterpriseId: 'ent-001', qymc: '华建工程有限公司', tyshxydm: '91330100MA2XXXXX0A' };
const SLOW = { timeout: 15_000 };

function open(url: string, role: 'U' | 'M' = 'U') {
  const shell = { area: { systemCoding: 'credit_eval' }, user: null, role, menus: [], findMenu: () => null, refreshMenus: () => undefined } as unknown as ShellState;
  return render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dynamicPage/dynamicDetail" element={<DynamicDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}

const input = (placeholder: string) => screen.findByPlaceholderText<HTMLInputElement>(placeholder, {}, SLOW);

describe('DynamicDetailPage: a new record filled in from the prefill call', () => {
  beforeEach(() => {
    permissions.formButtons.mockResolvedValue([{ code: 'submit', name: '提交' }, { code: 'save', name: '保存' }]);
    calls.fetchNode.mockResolvedValue(node);
    calls.fetchLatest.mockResolvedValue(null);
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it("an enterprise's new 信用申报 starts with its 企业名称 and 统一社会信用代码, still editable", async () => {
    client.post.mockResolvedValue(ANSWER);
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    const name = await input('请输入企业名称');
    await waitFor(() => expect(name.value).toBe('华建工程有限公司'), SLOW);
    expect((await input('请输入统一社会信用代码')).value).toBe('91330100MA2XXXXX0A');
    expect(name.readOnly || name.disabled).toBe(false);
    expect(client.post).toHaveBeenCalledWith(URL, {}, { quiet: true });
  }, 20_000);

  it('a stored record (the menu opens the newest) is shown as stored: no call, nothing filled', async () => {
    client.post.mockResolvedValue(ANSWER);
    calls.fetchLatest.mockResolvedValue({ id: 'r1', status: 'draft', statusText: '草稿', statusColor: '', version: 1, operations: [{ code: 'edit', name: '编辑', color: '', show: true }], data: { qymc: '改过的名称' } });
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    expect((await input('请输入企业名称')).value).toBe('改过的名称');
    expect((await input('请输入统一社会信用代码')).value).toBe('');
    expect(client.post).not.toHaveBeenCalledWith(URL, expect.anything(), expect.anything());
  }, 20_000);

  it('an administrator (not among the roles) gets a blank form and no call', async () => {
    client.post.mockResolvedValue(ANSWER);
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1', 'M');
    expect((await input('请输入企业名称')).value).toBe('');
    expect(client.post).not.toHaveBeenCalledWith(URL, expect.anything(), expect.anything());
  }, 20_000);

  it('a failing call leaves the form blank and usable', async () => {
    client.post.mockRejectedValue(new Error('请指定企业'));
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
    const name = await input('请输入企业名称');
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(URL, {}, { quiet: true }), SLOW);
    expect(name.value).toBe('');
    expect(screen.getByText('新建')).toBeTruthy();
  }, 20_000);
});
