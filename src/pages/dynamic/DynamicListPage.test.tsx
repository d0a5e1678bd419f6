import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListQuery } from '../../../runtime/blocks/table/list-types';
import { buttonNamed } from '../../../runtime/blocks/table/test-kit';
import DynamicListPage from './DynamicListPage';

const calls = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), get: calls.get }));

const services = vi.hoisted(() => ({
  fetchList: vi.fn(),
  exportList: vi.fn(),
  runAction: vi.fn(),
  fetchLog: vi.fn(),
  fetchAssignees: vi.fn(),
}));
vi.mock('../../api/list-services', () => ({ listServices: services }));

const listNode = {
  nodeId: 'credit-record-list',
  systemCoding: 'credit_eval',
  kind: 'list',
  title: '信用记录',
  version: 1,
  config: {
    kind: 'list',
    formNodeId: 'credit-apply',
    columns: [{ code: 'xmmc', name: '项目名称' }],
    search: { displayCode: 'credit-record-list', displayList: [] },
  },
};

// Mounting antd's table in jsdom takes seconds on the shared machine.
const SLOW = { timeout: 15_000 };

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dynamicPage/dynamicIndex" element={<DynamicListPage />} />
        <Route path="/dynamicPage/dynamicDetail" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('dynamic list page', () => {
  it('reads the node config, lists its records and opens 查看 on the detail page of the form node', async () => {
    calls.get.mockResolvedValue(listNode);
    services.fetchList.mockImplementation(async (q: ListQuery) => ({
      records: [{ id: 'rec-1', xmmc: '城东安置房', operations: [{ code: 'view', name: '查看', color: '', show: true }] }],
      total: 1,
      curPage: q.curPage,
      pageSize: q.pageSize,
      columns: [{ code: 'xmmc', name: '项目名称' }],
    }));
    renderAt('/dynamicPage/dynamicIndex?id=credit-record-list');
    expect(await screen.findByText('城东安置房', {}, SLOW)).toBeTruthy();
    expect(calls.get).toHaveBeenCalledWith('/ks/config/node/previews', expect.objectContaining({ params: { nodeId: 'credit-record-list' } }));
    expect(services.fetchList).toHaveBeenCalledWith(
      expect.objectContaining({ nodeId: 'credit-record-list', systemCoding: 'credit_eval', curPage: 1, pageSize: 10 }),
      { dynamic: true },
    );
    fireEvent.click(buttonNamed('查看'));
    expect((await screen.findByTestId('where', {}, SLOW)).textContent).toBe('/dynamicPage/dynamicDetail?id=credit-apply&recordId=rec-1');
  }, 60_000);

  it('新增 opens the detail page on a blank form (new=1: not the newest record the menu opens)', async () => {
    calls.get.mockResolvedValue(listNode);
    services.fetchList.mockResolvedValue({ records: [], total: 0, curPage: 1, pageSize: 10 });
    renderAt('/dynamicPage/dynamicIndex?id=credit-record-list');
    await waitFor(() => buttonNamed('新增'), SLOW);
    fireEvent.click(buttonNamed('新增'));
    expect((await screen.findByTestId('where', {}, SLOW)).textContent).toBe('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
  }, 60_000);

  it('reports a config that does not match the list schema instead of drawing it', async () => {
    calls.get.mockResolvedValue({ ...listNode, config: { kind: 'list', columns: 'oops' } });
    renderAt('/dynamicPage/dynamicIndex?id=credit-record-list');
    expect(await screen.findByText('页面加载失败', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/列表配置有误/)).toBeTruthy();
    expect(services.fetchList).not.toHaveBeenCalled();
  }, 60_000);

  it('says so when the node is a form, not a list', async () => {
    calls.get.mockResolvedValue({ ...listNode, kind: 'form', title: '信用申请' });
    renderAt('/dynamicPage/dynamicIndex?id=credit-apply');
    expect(await screen.findByText('「信用申请」不是列表页面', {}, SLOW)).toBeTruthy();
  }, 60_000);

  it('keeps the chosen type card in the URL (?card=), so a reload opens the same card', async () => {
    const cards = {
      cards: [
        { key: 'all', label: '全部', filter: [] },
        { key: 'submitted', label: '待审核', filter: [{ field: 'status', op: 'eq', value: 'submitted' }] },
        { key: 'rejected', label: '已驳回', filter: [{ field: 'status', op: 'eq', value: 'rejected' }] },
      ],
    };
    calls.get.mockResolvedValue({ ...listNode, config: { ...listNode.config, typeCards: cards } });
    services.fetchList.mockImplementation(async (q: ListQuery) => ({ records: [], total: 0, curPage: q.curPage, pageSize: q.pageSize }));
    function Here() {
      const l = useLocation();
      return <div data-testid="here">{l.search}</div>;
    }
    const { unmount } = render(
      <MemoryRouter initialEntries={['/dynamicPage/dynamicIndex?id=credit-record-list&card=submitted']}>
        <Routes>
          <Route path="/dynamicPage/dynamicIndex" element={<><DynamicListPage /><Here /></>} />
        </Routes>
      </MemoryRouter>,
    );
    const pending = await screen.findByRole('radio', { name: '待审核' }, SLOW);
    expect(pending.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(services.fetchList.mock.calls.at(-1)![0]).toMatchObject({ typeCard: 'submitted' }));
    fireEvent.click(screen.getByRole('radio', { name: '已驳回' }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('?id=credit-record-list&card=rejected'));
    await waitFor(() => expect(services.fetchList.mock.calls.at(-1)![0]).toMatchObject({ typeCard: 'rejected', curPage: 1 }));
    unmount();
    // a reload: the same URL opens on the same card
    renderAt('/dynamicPage/dynamicIndex?id=credit-record-list&card=rejected');
    expect((await screen.findByRole('radio', { name: '已驳回' }, SLOW)).getAttribute('aria-checked')).toBe('true');
  }, 60_000);
});
