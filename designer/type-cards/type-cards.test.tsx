import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import type { NodeConfig } from '../store/types';
import type { TypeCardApi } from './api';
import { TypeCardManager } from './TypeCardManager';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import creditList from '../../fixtures/nodes/credit-record-list.list.json';

tolerateFormilyStyles();
afterEach(cleanup);

const SLOW = { timeout: 15_000 };

/** 信用记录 as the demo stores it, without its cards (or with `typeCards`). */
function listConfig(typeCards?: ListConfig['typeCards']): ListConfig {
  const { typeCards: _demo, ...rest } = creditList as ListConfig;
  return typeCards ? { ...rest, typeCards } : rest;
}

/** One node in one system; saves land in `saved` as new versions. */
function fakeApi(config: ListConfig) {
  const saved: NodeConfig[] = [];
  let detail: DisplayGroupDetail = { nodeId: 'credit-record-list', systemCoding: 'credit_eval', kind: 'list', title: '信用记录', menuTitle: '信用记录', version: 3, updatedAt: '', updatedBy: '开发者', config };
  const api: TypeCardApi = {
    systems: async () => [{ id: '1', systemName: '信用评价系统', title: '信用评价', systemCoding: 'credit_eval', gnCode: 'credit_eval', levels: 0 }],
    listNodes: async () => [detail, { ...detail, nodeId: 'credit-apply', kind: 'form', title: '信用申报' }],
    loadNode: async () => detail,
    saveNode: async ({ config: next, version }) => {
      saved.push(next);
      detail = { ...detail, config: next, version: version + 1 };
      return { kind: 'saved', answer: { nodeId: detail.nodeId, version: detail.version, updatedAt: '', updatedBy: '开发者' } };
    },
    groupIcons: async () => [],
  };
  return { api, saved };
}

/** Opens an antd select by its accessible name and clicks the option with `text`. */
async function pick(name: string, text: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(box.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === text && o.offsetParent !== undefined);
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

async function openCreditList(api: TypeCardApi) {
  render(
    <App>
      <TypeCardManager api={api} fetchCounts={async () => ({ all: 300 })} />
    </App>,
  );
  await waitFor(() => expect(screen.getByRole('combobox', { name: '系统' })).toBeTruthy());
  await pick('系统', '信用评价系统');
  await pick('列表页面', '信用记录（第 3 版）');
  await screen.findByRole('button', { name: '添加卡片' }, SLOW);
}

describe('类型卡片配置', () => {
  it('adding cards and a filter row changes the saved config; the preview is the runtime switcher', async () => {
    const { api, saved } = fakeApi(listConfig());
    await openCreditList(api);
    fireEvent.click(screen.getByRole('button', { name: '添加卡片' }));
    fireEvent.click(screen.getByRole('button', { name: '添加卡片' }));
    fireEvent.change(screen.getByRole('textbox', { name: '第 2 个卡片名称' }), { target: { value: '待审核' } });
    fireEvent.change(screen.getByRole('textbox', { name: '第 2 个卡片标识' }), { target: { value: 'pending' } });
    fireEvent.click(screen.getAllByRole('button', { name: '添加筛选条件' })[1]);
    await pick('第 2 个卡片第 1 个筛选条件取值', '待审核');
    expect(screen.getByRole('radiogroup', { name: '类型卡片' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /全部/ }).textContent).toBe('全部300');
    // reorder: 待审核 first
    fireEvent.click(screen.getByRole('button', { name: '第 2 个卡片上移' }));
    fireEvent.click(screen.getByRole('button', { name: '保存卡片' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as ListConfig).typeCards).toEqual({
      cards: [
        { key: 'pending', label: '待审核', filter: [{ field: 'status', op: 'eq', value: 'submitted' }], showCount: true },
        { key: 'all', label: '全部', filter: [], showCount: true },
      ],
    });
    // the rest of the config is kept as it was
    expect((saved[0] as ListConfig).columns).toEqual(listConfig().columns);
    expect(await screen.findByText('已保存为第 4 版', {}, SLOW)).toBeTruthy();
  }, 60_000);

  it('a filter on a field the list does not have shows the Chinese problem and cannot be saved', async () => {
    const { api, saved } = fakeApi(listConfig({ cards: [{ key: 'x', label: '旧卡片', filter: [{ field: 'gone', op: 'notEmpty' }] }] }));
    await openCreditList(api);
    expect(screen.getByText('类型卡片第 1 个「旧卡片」(x): 第 1 个筛选条件：筛选字段 gone 不是本列表的字段')).toBeTruthy();
    expect(screen.getByText('筛选字段 gone 不是本列表的字段')).toBeTruthy();
    // removing the filter row clears the problem
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 个卡片第 1 个筛选条件' }));
    await waitFor(() => expect(screen.queryByText(/不是本列表的字段/)).toBeNull());
    expect((screen.getByRole('button', { name: '保存卡片' }) as HTMLButtonElement).disabled).toBe(false);
    expect(saved).toHaveLength(0);
  }, 60_000);
});
