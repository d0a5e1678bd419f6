import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonNamed, fakeListServices, renderInList } from '../table/test-kit';
import type { ListConfig, ListQuery } from '../table/list-types';
import { ListPage } from '../../pages/list/ListPage';

const config: ListConfig = {
  kind: 'list',
  columns: [{ code: 'qymc', name: '企业名称' }, { code: 'status', name: '状态', type: 'status', isStatus: true }],
  search: { displayCode: 'credit-record-list', displayList: [{ code: 'qymc', name: '企业名称', type: 'text' }] },
  typeCards: {
    cards: [
      { key: 'all', label: '全部', icon: 'AppstoreOutlined', filter: [], showCount: true },
      { key: 'submitted', label: '待审核', filter: [{ field: 'status', op: 'eq', value: 'submitted' }], showCount: true },
      { key: 'rejected', label: '已驳回', filter: [{ field: 'status', op: 'eq', value: 'rejected' }] },
    ],
  },
};
const node = { nodeId: 'credit-record-list', systemCoding: 'credit_eval', gnCoding: 'credit_eval', title: '信用记录' };

// Mounting antd's table in jsdom takes seconds on the shared machine.
const SLOW = { timeout: 60_000 };

function setup(props: Partial<Parameters<typeof ListPage>[0]> = {}) {
  const services = fakeListServices();
  const record = (i: number) => ({ id: `r${i}`, qymc: `企业${i}`, status: 'submitted', statusText: '待审核', statusColor: 'processing', version: 1, operations: [] });
  services.fetchList.mockImplementation(async (q: ListQuery) => ({ records: [record(q.curPage)], total: 45, curPage: q.curPage, pageSize: q.pageSize }));
  services.fetchTypeCardCounts.mockImplementation(async (q) => (q.filters.qymc ? { all: 2, submitted: 1 } : { all: 45, submitted: 7 }));
  renderInList(<ListPage node={node} config={config} {...props} />, { services });
  return services;
}
const lastQuery = (s: ReturnType<typeof setup>) => s.fetchList.mock.calls.at(-1)![0];
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('type card switcher on a list page', () => {
  it('is a radio group: the first card chosen, arrows move the choice and filter from page 1', SLOW, async () => {
    const services = setup();
    expect(screen.getByRole('radiogroup', { name: '类型卡片' })).toBeTruthy();
    expect(radio(/全部/).getAttribute('aria-checked')).toBe('true');
    expect(radio(/全部/).tabIndex).toBe(0);
    expect(radio(/待审核/).tabIndex).toBe(-1);
    await waitFor(() => expect(lastQuery(services).typeCard).toBe('all'));

    fireEvent.click(await screen.findByTitle('3'));
    await waitFor(() => expect(lastQuery(services).curPage).toBe(3));

    act(() => radio(/全部/).focus());
    fireEvent.keyDown(radio(/全部/), { key: 'ArrowRight' });
    expect(radio(/待审核/).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio(/待审核/));
    await waitFor(() => expect(lastQuery(services)).toMatchObject({ typeCard: 'submitted', curPage: 1 }));

    fireEvent.keyDown(radio(/待审核/), { key: 'ArrowLeft' });
    fireEvent.keyDown(radio(/全部/), { key: 'ArrowLeft' }); // wraps to the last card
    expect(radio(/已驳回/).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(lastQuery(services).typeCard).toBe('rejected'));
    fireEvent.keyDown(radio(/已驳回/), { key: 'Home' });
    expect(radio(/全部/).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the counts of counted cards, asked again with the search applied', SLOW, async () => {
    const services = setup();
    await waitFor(() => expect(radio(/待审核/).textContent).toBe('待审核7'));
    expect(radio(/全部/).textContent).toBe('全部45');
    expect(radio(/已驳回/).textContent).toBe('已驳回'); // showCount off: no number
    fireEvent.change(screen.getByPlaceholderText('请输入企业名称'), { target: { value: '华建' } });
    fireEvent.click(buttonNamed('搜索'));
    await waitFor(() => expect(radio(/待审核/).textContent).toBe('待审核1'));
    expect(services.fetchTypeCardCounts.mock.calls.at(-1)![0]).toMatchObject({ nodeId: 'credit-record-list', filters: { qymc: '华建' } });
    expect(services.fetchTypeCardCounts.mock.calls.at(-1)![0]).not.toHaveProperty('typeCard');
  });

  it('starts on the card it is given, and hands a choice to the caller that keeps it', SLOW, async () => {
    const chosen: string[] = [];
    const services = setup({ typeCard: 'submitted', onTypeCardChange: (k) => chosen.push(k) });
    expect(radio(/待审核/).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(lastQuery(services).typeCard).toBe('submitted'));
    fireEvent.click(radio(/已驳回/));
    expect(chosen).toEqual(['rejected']);
  });
});
