import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonNamed, fakeListServices, renderInList } from '../../blocks/table/test-kit';
import type { ListConfig, ListLabels, ListQuery, ListRecord } from '../../blocks/table/list-types';
import { listPageOf } from '..';
import type { ListPageProps } from './ListPage';

// A list over a form with coded fields (docs/lists.md "Columns show names"): its cells show the
// names the list answer carries, and its searches offer those names and send the codes.

function ListPage(props: ListPageProps) {
  const Page = listPageOf(props.config.kind);
  if (!Page) throw new Error(`no list page for ${props.config.kind}`);
  return <Page {...props} />;
}

const node = { nodeId: 'xm-list', systemCoding: 'trade_service', gnCoding: 'trade_service', title: '项目列表' };
const config: ListConfig = {
  kind: 'list',
  formNodeId: 'xm-form',
  columns: [
    { code: 'xmmc', name: '项目名称' },
    { code: 'city', name: '城市' },
    { code: 'xmlx', name: '项目类型', isSearch: true },
    { code: 'dq', name: '地区' },
  ],
  // the pair writes no choices of its own: they come from the form field, as the column's names
  search: { displayCode: 'xm-list', displayList: [{ code: 'city', name: '城市', type: 'select-link' }] },
};
const region = [
  { label: '浙江省', value: '330000', children: [{ label: '杭州市', value: '330100' }, { label: '宁波市', value: '330200' }] },
  { label: '江苏省', value: '320000', children: [{ label: '南京市', value: '320100' }] },
];
const labels: ListLabels = {
  city: { values: { '330100': '杭州市' }, displayCode: 'region', level: 1 },
  xmlx: { values: { fwjz: '房屋建筑' }, options: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }] },
  dq: { values: { '330000': '浙江省', '330100': '杭州市' }, displayCode: 'region', path: true },
};
const rows: ListRecord[] = [{ id: 'r1', xmmc: '一号楼', city: '330100', xmlx: 'fwjz', dq: ['330000', '330100'], status: 'draft', statusText: '草稿', operations: [] }];

function services() {
  const s = fakeListServices();
  s.fetchList.mockImplementation(async (q: ListQuery) => ({ records: rows, total: 1, curPage: q.curPage, pageSize: q.pageSize, labels }));
  s.fetchOptions.mockImplementation(async () => region);
  return s;
}

const optionsShown = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).map((o) => o.textContent);

describe('a list of coded values', () => {
  it('shows the names, not the codes, and a path as its names joined', async () => {
    renderInList(<ListPage node={node} config={config} />, { services: services() });
    const row = (await screen.findByText('一号楼')).closest('tr')!;
    expect(within(row).getByText('杭州市')).toBeTruthy();
    expect(within(row).getByText('房屋建筑')).toBeTruthy();
    expect(within(row).getByText('浙江省/杭州市')).toBeTruthy();
    expect(row.textContent).not.toContain('330100');
    expect(row.textContent).not.toContain('fwjz');
  });

  it("the search bar offers the linked field's level of the dictionary, and sends the chosen code", async () => {
    const s = services();
    renderInList(<ListPage node={node} config={config} />, { services: s });
    await screen.findByText('一号楼');
    await waitFor(() => expect(s.fetchOptions).toHaveBeenCalledWith({ displayCode: 'region', systemCoding: 'trade_service', gnCoding: 'trade_service' }));
    // one dropdown call for the dictionary, however many columns read it
    expect(s.fetchOptions).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(document.querySelector('.ks-search-bar .ant-select-selector')!);
    await waitFor(() => expect(optionsShown()).toEqual(['杭州市', '宁波市', '南京市']));
    fireEvent.click(Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === '杭州市')!);
    fireEvent.click(buttonNamed('搜索'));
    await waitFor(() => expect(s.fetchList.mock.calls.at(-1)![0].filters).toEqual({ city: '330100' }));
  });

  it("a searchable column's header popover offers the inline names", async () => {
    const s = services();
    renderInList(<ListPage node={node} config={config} />, { services: s });
    await screen.findByText('一号楼');
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    const popover = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ks-header-filter');
      if (!found) throw new Error('no popover');
      return found;
    });
    fireEvent.mouseDown(popover.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(optionsShown()).toEqual(['房屋建筑', '市政']));
    fireEvent.click(Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === '市政')!);
    fireEvent.click(buttonNamed('确定', popover));
    await waitFor(() => expect(s.fetchList.mock.calls.at(-1)![0].filters).toEqual({ xmlx: 'sz' }));
  });
});
