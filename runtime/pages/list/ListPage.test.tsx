import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, fakeListServices, queryButtonNamed, renderInList } from '../../blocks/table/test-kit';
import type { ListConfig, ListQuery, ListRecord } from '../../blocks/table/list-types';
import type { ListPageProps } from './ListPage';
import { listPageOf } from '..';

/** The page of the config's kind, as the app picks it (runtime/pages/index.ts). */
function ListPage(props: ListPageProps) {
  const Page = listPageOf(props.config.kind);
  if (!Page) throw new Error(`no list page for ${props.config.kind}`);
  return <Page {...props} />;
}

const config: ListConfig = {
  kind: 'list',
  formNodeId: 'credit-apply',
  columns: [
    { code: 'xmmc', name: '项目名称' },
    { code: 'jsdw', name: '建设单位' },
    { code: 'status', name: '状态', type: 'status', isStatus: true },
  ],
  search: { displayCode: 'credit-record-list', displayList: [{ code: 'xmmc', name: '项目名称', type: 'text' }] },
};
const node = { nodeId: 'credit-record-list', systemCoding: 'credit_eval', gnCoding: 'credit_eval', title: '信用记录' };

/** A server of `total` generated records answering pages like the real one. */
function server(total: number) {
  const all: ListRecord[] = Array.from({ length: total }, (_, i) => ({
    id: `r${i + 1}`,
    xmmc: `项目${i + 1}`,
    jsdw: '市住建局',
    status: 'draft',
    statusText: '草稿',
    statusColor: 'default',
    version: 1,
    operations: [{ code: 'view', name: '查看', color: '#1677ff', show: true }],
  }));
  const services = fakeListServices();
  services.fetchList.mockImplementation(async (q: ListQuery) => ({
    records: all.slice((q.curPage - 1) * q.pageSize, q.curPage * q.pageSize),
    total,
    curPage: q.curPage,
    pageSize: q.pageSize,
  }));
  return services;
}

const lastQuery = (services: ReturnType<typeof server>) => services.fetchList.mock.calls.at(-1)![0];

async function choosePageSize(size: number) {
  fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent?.replace(/\D/g, '') === String(size));
    if (!found) throw new Error('no option');
    return found;
  });
  fireEvent.click(option);
}

describe('list page', () => {
  it('asks for page 1 of 10 for the node, then the page size chosen, remembered after a reload', async () => {
    localStorage.clear();
    const services = server(25);
    const first = renderInList(<ListPage node={node} config={config} />, { services });
    expect(await screen.findByText('项目10')).toBeTruthy();
    expect(lastQuery(services)).toMatchObject({ nodeId: 'credit-record-list', systemCoding: 'credit_eval', curPage: 1, pageSize: 10, filters: {} });

    await choosePageSize(20);
    expect(await screen.findByText('项目20')).toBeTruthy();
    expect(lastQuery(services)).toMatchObject({ curPage: 1, pageSize: 20 });
    first.unmount();

    services.fetchList.mockClear();
    renderInList(<ListPage node={node} config={config} />, { services });
    expect(await screen.findByText('项目20')).toBeTruthy();
    expect(services.fetchList.mock.calls[0]![0]).toMatchObject({ pageSize: 20 });

    // Another node keeps its own size.
    services.fetchList.mockClear();
    renderInList(<ListPage node={{ ...node, nodeId: 'other-node' }} config={config} />, { services });
    await waitFor(() => expect(services.fetchList.mock.calls[0]![0]).toMatchObject({ nodeId: 'other-node', pageSize: 10 }));
  }, 90_000);

  it('a sortable header sorts on the server: descending, ascending, then the default order, each from page 1', async () => {
    localStorage.clear();
    const services = server(25);
    const sorted: ListConfig = { ...config, columns: [{ code: 'xmmc', name: '项目名称', sortable: true }, ...config.columns.slice(1)] };
    renderInList(<ListPage node={node} config={sorted} />, { services });
    expect(await screen.findByText('项目10')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(services)).toMatchObject({ curPage: 2 }));
    expect(lastQuery(services).sortField).toBeUndefined();
    const header = () => screen.getAllByText('项目名称').find((el) => el.closest('th'))!.closest('th')!;
    // The column of plain config (建设单位) offers no sorting.
    expect(screen.getAllByText('建设单位').find((el) => el.closest('th'))!.closest('th')!.querySelector('.ant-table-column-sorter')).toBeNull();
    fireEvent.click(header());
    await waitFor(() => expect(lastQuery(services)).toMatchObject({ curPage: 1, sortField: 'xmmc', sortOrder: 'desc' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    await waitFor(() => expect(lastQuery(services)).toMatchObject({ curPage: 1, sortField: 'xmmc', sortOrder: 'asc' }));
    fireEvent.click(header());
    await waitFor(() => expect(lastQuery(services).sortField).toBeUndefined());
  });

  it('搜索 sends the filters from page 1; 导出 downloads with the same filters', async () => {
    localStorage.clear();
    const services = server(3);
    renderInList(<ListPage node={node} config={config} />, { services });
    await screen.findByText('项目1');
    fireEvent.change(screen.getByPlaceholderText('请输入项目名称'), { target: { value: '项目2' } });
    fireEvent.click(buttonNamed('搜索'));
    await waitFor(() => expect(lastQuery(services)).toMatchObject({ curPage: 1, filters: { xmmc: '项目2' } }));
    fireEvent.click(buttonNamed('导出'));
    await waitFor(() => expect(services.exportList).toHaveBeenCalled());
    expect(services.exportList.mock.calls[0]![0]).toMatchObject({ nodeId: 'credit-record-list', filters: { xmmc: '项目2' } });
    expect(services.exportList.mock.calls[0]![1]).toBe('信用记录.xlsx');
  });

  it('新增 opens the detail node for a new record; 查看 opens it for the record', async () => {
    localStorage.clear();
    const onOpenDetail = vi.fn();
    renderInList(<ListPage node={node} config={config} onOpenDetail={onOpenDetail} />, { services: server(1) });
    await screen.findByText('项目1');
    // The icon is decoration: the name is the words a person sees, not "plus 新增" (docs/accessibility.md).
    expect(screen.getByRole('button', { name: /^新\s*增$/ })).toBe(buttonNamed('新增'));
    expect(screen.getByRole('button', { name: /^导\s*出$/ })).toBeTruthy();
    fireEvent.click(buttonNamed('新增'));
    expect(onOpenDetail).toHaveBeenLastCalledWith('credit-apply');
    fireEvent.click(buttonNamed('查看'));
    expect(onOpenDetail).toHaveBeenLastCalledWith('credit-apply', 'r1');
  });

  it('权限设置: the toolbar draws only the buttons the server answers for the caller', async () => {
    localStorage.clear();
    const services = server(1);
    services.fetchTableButtons.mockResolvedValue([{ code: 'export', name: '导出' }]);
    renderInList(<ListPage node={node} config={config} onOpenDetail={vi.fn()} />, { services });
    await screen.findByText('项目1');
    await waitFor(() => expect(queryButtonNamed('导出')).not.toBeNull());
    expect(services.fetchTableButtons).toHaveBeenCalledWith({ nodeId: 'credit-record-list' });
    expect(queryButtonNamed('新增')).toBeNull();
  });

  it('without a detail node, 查看 shows the record in a drawer', async () => {
    localStorage.clear();
    const { formNodeId: _none, ...noDetail } = config;
    renderInList(<ListPage node={node} config={noDetail} onOpenDetail={vi.fn()} />, { services: server(1) });
    await screen.findByText('项目1');
    expect(queryButtonNamed('新增')).toBeNull();
    fireEvent.click(buttonNamed('查看'));
    const drawer = (await screen.findByText('市住建局', { selector: '.ant-descriptions *' })).closest<HTMLElement>('.ant-drawer')!;
    expect(drawer.textContent).toContain('建设单位');
    expect(drawer.textContent).toContain('草稿');
  });

  it('日志 opens the operation log of the record', async () => {
    localStorage.clear();
    const services = server(1);
    renderInList(<ListPage node={node} config={config} />, { services });
    await screen.findByText('项目1');
    fireEvent.click(buttonNamed('日志'));
    await waitFor(() => expect(services.fetchLog).toHaveBeenCalledWith({ gnCoding: 'credit_eval', id: 'r1' }));
    expect(await screen.findByText('操作日志')).toBeTruthy();
  });

  it('the column chooser hides a column, and the choice survives a reload', async () => {
    localStorage.clear();
    const services = server(1);
    const first = renderInList(<ListPage node={node} config={config} />, { services });
    await screen.findByText('项目1');
    expect(screen.getAllByText('建设单位').length).toBeGreaterThan(0);
    fireEvent.click(buttonNamed('列设置'));
    const box = await waitFor(() => {
      const label = Array.from(document.querySelectorAll<HTMLElement>('.ant-popover .ant-checkbox-wrapper')).find((l) => l.textContent === '建设单位');
      if (!label) throw new Error('no checkbox');
      return label.querySelector('input')!;
    });
    fireEvent.click(box);
    await waitFor(() => expect(document.querySelector('.ks-data-table')!.textContent).not.toContain('建设单位'));
    first.unmount();
    renderInList(<ListPage node={node} config={config} />, { services });
    await screen.findByText('项目1');
    expect(document.querySelector('.ks-data-table')!.textContent).not.toContain('建设单位');
    expect(document.querySelector('.ks-data-table')!.textContent).toContain('项目名称');
  });

  it('a card list appends the next page at the bottom and ends with 没有更多了~', async () => {
    localStorage.clear();
    let reach: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          reach = () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    const services = server(15);
    const cards: ListConfig = { ...config, kind: 'card', cardStyle: { titleKey: 'xmmc', width: '50%', contents: [{ contentKey: 'jsdw' }] } };
    renderInList(<ListPage node={node} config={cards} />, { services });
    expect(await screen.findByText('项目10')).toBeTruthy();
    expect(screen.queryByText('没有更多了~')).toBeNull();
    act(() => reach());
    expect(await screen.findByText('项目15')).toBeTruthy();
    expect(screen.getByText('项目1')).toBeTruthy();
    expect(lastQuery(services)).toMatchObject({ curPage: 2, pageSize: 10 });
    expect(await screen.findByText('没有更多了~')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
