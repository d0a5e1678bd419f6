import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilterItem } from '../../../schemas/form';
import { buttonNamed, queryButtonNamed, renderInList } from '../table/test-kit';
import { SearchBar } from './SearchBar';

const items: SearchFilterItem[] = [
  { code: 'xmmc', name: '项目名称', type: 'text' },
  { code: 'xmlx', name: '项目类型', type: 'select-multiple', dataList: [{ label: '房建', value: 'fj' }, { label: '市政', value: 'sz' }] },
  { code: 'qy', name: '所在区域', type: 'cascader', dataList: [{ label: '陕西', value: '61', children: [{ label: '西安', value: '6101' }] }] },
  { code: 'rq', name: '登记日期', type: 'daterange' },
  { code: 'wybh', name: '唯一编号', type: 'text' },
];

const col = (name: string) => screen.getByText(name).closest<HTMLElement>('.ant-col[data-filter-index]')!;
const isShown = (name: string) => col(name).style.display !== 'none';

describe('search bar', () => {
  it('shows three filters at width 8, all at width 6 after 更多..., three again after 收起', () => {
    renderInList(<SearchBar items={items} onSearch={() => undefined} />);
    expect(['项目名称', '项目类型', '所在区域'].every(isShown)).toBe(true);
    expect(isShown('登记日期')).toBe(false);
    expect(col('项目名称').className).toContain('ant-col-8');

    fireEvent.click(buttonNamed('更多...'));
    expect(items.every((i) => isShown(i.name))).toBe(true);
    expect(col('唯一编号').className).toContain('ant-col-6');

    fireEvent.click(buttonNamed('收起'));
    expect(isShown('登记日期')).toBe(false);
    expect(buttonNamed('更多...')).toBeTruthy();
  });

  it("labels every filter's own input: each <label for> names an element that exists", () => {
    const { container } = renderInList(<SearchBar items={items} onSearch={() => undefined} />);
    const labels = Array.from(container.querySelectorAll('label'));
    expect(labels.map((l) => l.textContent)).toEqual(items.map((i) => i.name));
    for (const label of labels) {
      const target = document.getElementById(label.htmlFor);
      expect(target?.tagName, `${label.textContent} → #${label.htmlFor}`).toBe('INPUT');
    }
    // a select's name reaches its combobox, the one element a screen reader lands on
    expect(screen.getByRole('combobox', { name: '项目类型' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '项目名称' })).toBeTruthy();
  });

  it('has no 更多... when three filters or fewer exist', () => {
    renderInList(<SearchBar items={items.slice(0, 3)} onSearch={() => undefined} />);
    expect(queryButtonNamed('更多...')).toBeNull();
  });

  it('搜索 sends arrays comma-joined, the cascader last value and the date range as yyyy-MM-dd', async () => {
    const onSearch = vi.fn();
    renderInList(
      <SearchBar
        items={items}
        initialValues={{ xmlx: ['fj', 'sz'], qy: ['61', '6101'], rq: [dayjs('2026-03-01'), dayjs('2026-03-31')] }}
        onSearch={onSearch}
      />,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入项目名称'), { target: { value: '城东' } });
    fireEvent.click(buttonNamed('搜 索'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ xmmc: '城东', xmlx: 'fj,sz', qy: '6101', rq: '2026-03-01,2026-03-31' }),
    );
  });

  it('重置 clears the form and searches without filters', async () => {
    const onSearch = vi.fn();
    renderInList(<SearchBar items={items} initialValues={{ xmlx: ['fj'] }} onSearch={onSearch} />);
    const input = screen.getByPlaceholderText('请输入项目名称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '城东' } });
    fireEvent.click(buttonNamed('重 置'));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.queryByText('房建')).toBeNull();
  });

  it('the unique serial number filter tells where to find the number', async () => {
    renderInList(<SearchBar items={items} onSearch={() => undefined} />);
    fireEvent.click(buttonNamed('更多...'));
    const label = screen.getByText('唯一编号').closest('label')!;
    const icon = label.querySelector('.anticon')!;
    fireEvent.mouseEnter(icon);
    expect(await screen.findByText('请到项目信息页面获取唯一编号')).toBeTruthy();
  });

  it('the search-tag list shows the conditions applied in their words; × removes one and searches again, 清空 all', async () => {
    const onSearch = vi.fn();
    renderInList(
      <SearchBar items={items} initialValues={{ xmlx: ['fj', 'sz'], qy: ['61', '6101'], rq: [dayjs('2026-03-01'), dayjs('2026-03-31')] }} onSearch={onSearch} />,
    );
    // nothing applied yet: no tags
    expect(document.querySelector('.ks-search-tags')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入项目名称'), { target: { value: '城东' } });
    fireEvent.click(buttonNamed('搜 索'));
    const tags = () => Array.from(document.querySelectorAll('.ks-search-tag')).map((t) => t.textContent);
    await waitFor(() => expect(tags()).toEqual(['项目名称：城东×', '项目类型：房建、市政×', '所在区域：陕西 / 西安×', '登记日期：2026-03-01 至 2026-03-31×']));
    expect(document.querySelector('[role="group"][aria-label="当前查询条件"]')).toBeTruthy();

    // (role queries are slow on antd trees in jsdom: the remove button is found by its name)
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[aria-label="移除条件 项目类型"]')!);
    expect(onSearch).toHaveBeenLastCalledWith({ xmmc: '城东', qy: '6101', rq: '2026-03-01,2026-03-31' });
    await waitFor(() => expect(tags()).toEqual(['项目名称：城东×', '所在区域：陕西 / 西安×', '登记日期：2026-03-01 至 2026-03-31×']));
    // the condition left the form too: 搜索 again does not bring it back
    fireEvent.click(buttonNamed('搜 索'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ xmmc: '城东', qy: '6101', rq: '2026-03-01,2026-03-31' }));

    fireEvent.click(buttonNamed('清空'));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(document.querySelector('.ks-search-tags')).toBeNull());
  });
});
