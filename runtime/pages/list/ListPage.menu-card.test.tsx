import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, fakeListServices, queryButtonNamed, renderInList } from '../../blocks/table/test-kit';
import type { ListConfig, ListQuery, ListRecord, MenuCardNode } from '../../blocks/table/list-types';
import { ListPage } from './ListPage';

// The left menu card on a list page (docs/shell.md "左侧菜单卡片"): 信用公示's set-up.
const config: ListConfig = {
  kind: 'list',
  publicOf: 'credit-record-list',
  columns: [
    { code: 'qymc', name: '企业名称', type: 'menuCardLink' },
    { code: 'xwmc', name: '行为事项' },
    { code: 'pf', name: '评分' },
  ],
  typeCards: { cards: [{ key: 'all', label: '全部', filter: [], showCount: true }] },
  menuCard: { title: '信用档案', itemField: 'xwmc', groupField: 'xwlx', scoreField: 'pf' },
};
const node = { nodeId: 'credit-public', systemCoding: 'credit_eval', gnCoding: 'credit_eval', title: '信用公示' };

const card: MenuCardNode = {
  primaryKey: 'ent-002',
  nodeName: '秦川建设集团',
  score: 76.4,
  children: [
    { primaryKey: 'v:获得省级优质工程奖', nodeName: '获得省级优质工程奖', xxGrouping: '良好行为', badge: 2, score: 81.5 },
    { primaryKey: 'v:违规转包分包', nodeName: '违规转包分包', xxGrouping: '不良行为', badge: 1, score: 60 },
  ],
};

// Role queries are slow on antd trees in jsdom: the card's options are found by their markup.
const option = (name: string) => {
  const found = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]')).find((o) => o.textContent?.includes(name));
  if (!found) throw new Error(`no option ${name}`);
  return found;
};
const cardTitle = () => document.querySelector('.ks-menu-card-title')?.textContent ?? '';

const row = (id: string, qymc: string, xwmc: string, enterpriseId: string): ListRecord => ({ id, qymc, xwmc, pf: 80, enterpriseId, status: 'published', operations: [] });

function services() {
  const s = fakeListServices();
  s.fetchList.mockImplementation(async (q: ListQuery) => {
    const item = q.menuCard?.item;
    const records = item === 'v:违规转包分包' ? [row('r3', '秦川建设集团', '违规转包分包', 'ent-002')] : [row('r1', '秦川建设集团', '获得省级优质工程奖', 'ent-002'), row('r2', '华建工程有限公司', '获得市级文明工地', 'ent-001')];
    return { records, total: records.length, curPage: q.curPage, pageSize: q.pageSize };
  });
  s.fetchMenuCard.mockResolvedValue(card);
  return s;
}

describe('list page with a left menu card', () => {
  it("opens from the list: the enterprise's name is a link to its card", async () => {
    const s = services();
    const onOpenMenuCard = vi.fn();
    renderInList(<ListPage node={node} config={config} onOpenMenuCard={onOpenMenuCard} />, { services: s });
    fireEvent.click(await waitFor(() => buttonNamed('秦川建设集团')));
    expect(onOpenMenuCard).toHaveBeenCalledWith('ent-002', expect.objectContaining({ id: 'r1' }));
    expect(s.fetchMenuCard).not.toHaveBeenCalled();
    expect(s.fetchList.mock.calls.at(-1)![0].menuCard).toBeUndefined();
  });

  it("shows the enterprise's card and the first item's records beside it; another item shows its own", async () => {
    const s = services();
    renderInList(<ListPage node={node} config={config} menuCard={{ enterpriseId: 'ent-002' }} onOpenMenuCard={vi.fn()} />, { services: s });
    await waitFor(() => expect(cardTitle()).toBe('秦川建设集团76.4 分'));
    expect(s.fetchMenuCard).toHaveBeenCalledWith({ nodeId: 'credit-public', systemCoding: 'credit_eval', enterpriseId: 'ent-002' });
    // the list waited for the card: its first call already names the first item
    await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).toContain('获得省级优质工程奖'));
    expect(s.fetchList.mock.calls.map((c) => c[0].menuCard)).toEqual([{ enterpriseId: 'ent-002', item: 'v:获得省级优质工程奖' }]);
    expect(option('获得省级优质工程奖').getAttribute('aria-selected')).toBe('true');
    // on the card's own page the name is no link, and the type cards (of the whole list) are not shown
    expect(queryButtonNamed('秦川建设集团')).toBeNull();
    expect(document.querySelector('[role="radiogroup"]')).toBeNull();

    fireEvent.click(option('违规转包分包'));
    await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).toContain('违规转包分包'));
    expect(s.fetchList.mock.calls.at(-1)![0]).toMatchObject({ curPage: 1, menuCard: { enterpriseId: 'ent-002', item: 'v:违规转包分包' } });
    expect(option('违规转包分包').getAttribute('aria-selected')).toBe('true');
  });

  it('leaves the item choice to the caller that keeps it (the shell: in the URL)', async () => {
    const s = services();
    const onItem = vi.fn();
    renderInList(<ListPage node={node} config={config} menuCard={{ enterpriseId: 'ent-002', item: 'v:违规转包分包' }} onMenuCardItemChange={onItem} />, { services: s });
    await waitFor(() => expect(s.fetchList).toHaveBeenCalled());
    expect(s.fetchList.mock.calls[0]![0].menuCard).toEqual({ enterpriseId: 'ent-002', item: 'v:违规转包分包' });
    fireEvent.click(option('获得省级优质工程奖'));
    expect(onItem).toHaveBeenCalledWith('v:获得省级优质工程奖');
  });

  it('says why when the card cannot be read, and 重新加载 asks again', async () => {
    const s = services();
    s.fetchMenuCard.mockRejectedValueOnce(new Error('企业不存在'));
    renderInList(<ListPage node={node} config={config} menuCard={{ enterpriseId: 'ent-404' }} />, { services: s });
    expect(await screen.findByText('信用档案加载失败')).toBeTruthy();
    expect(screen.getByText('企业不存在')).toBeTruthy();
    expect(s.fetchList).not.toHaveBeenCalled();
    fireEvent.click(buttonNamed('重新加载'));
    await waitFor(() => expect(cardTitle()).toBe('秦川建设集团76.4 分'));
    await waitFor(() => expect(s.fetchList).toHaveBeenCalled());
  });
});
