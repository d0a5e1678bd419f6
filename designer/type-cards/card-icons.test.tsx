import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import type { IconChoice } from '../../schemas/config-calls';
import type { TypeCardApi } from './api';
import { TypeCardManager } from './TypeCardManager';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import creditList from '../../fixtures/nodes/credit-record-list.list.json';

tolerateFormilyStyles();
afterEach(cleanup);

// Controls are found by label and options by class: role queries compute every element's style
// in jsdom, seconds each on a shared runner (see designer/panels/PagePanel.test.tsx).

const config = { ...(creditList as ListConfig), typeCards: { cards: [{ key: 'all', label: '全部', filter: [] }] } } as ListConfig;
const ICONS: IconChoice[] = [
  { name: 'AppstoreOutlined', label: '全部' },
  { name: 'ClockCircleOutlined', label: '待处理' },
  // a name the runtime cannot draw: not offered
  { name: 'RocketOutlined', label: '火箭' },
  { name: 'CheckCircleOutlined', label: '通过' },
];

/** One list node; the group-icons answers are released by the test, one per call. */
function fakeApi() {
  const saved: ListConfig[] = [];
  const iconCalls: Array<{ resolve: (l: IconChoice[]) => void; reject: (e: Error) => void }> = [];
  const detail: DisplayGroupDetail = { nodeId: 'credit-record-list', systemCoding: 'credit_eval', kind: 'list', title: '信用记录', menuTitle: '信用记录', version: 3, updatedAt: '', updatedBy: '开发者', config };
  const api: TypeCardApi = {
    systems: async () => [{ id: '1', systemName: '信用评价系统', title: '信用评价', systemCoding: 'credit_eval', gnCode: 'credit_eval', levels: 0 }],
    listNodes: async () => [detail],
    loadNode: async () => detail,
    saveNode: async ({ config: next }) => {
      saved.push(next as ListConfig);
      return { kind: 'saved', answer: { nodeId: detail.nodeId, version: 4, updatedAt: '', updatedBy: '开发者' } };
    },
    groupIcons: () => new Promise((resolve, reject) => iconCalls.push({ resolve, reject })),
  };
  return { api, saved, iconCalls };
}

/** The options of the open dropdown (closed ones stay in the DOM, hidden). */
const openOptions = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
const optionTexts = () => openOptions().map((o) => o.textContent?.trim());

/** Opens the select labelled `label` and waits for the option `text` (undefined: any option). */
async function openSelect(label: string, text?: string) {
  // antd labels the listbox too: the combobox is the input
  const box = screen.getAllByLabelText(label).find((e) => e.getAttribute('role') === 'combobox')!;
  await act(async () => void fireEvent.mouseDown(box));
  return waitFor(() => {
    const found = openOptions().find((o) => text === undefined || o.textContent?.trim() === text);
    if (!found) throw new Error(`no option ${text ?? ''}`);
    return found;
  });
}

async function openCreditList(api: TypeCardApi) {
  render(
    <App>
      <TypeCardManager api={api} />
    </App>,
  );
  fireEvent.click(await openSelect('系统', '信用评价系统'));
  fireEvent.click(await openSelect('列表页面', '信用记录（第 3 版）'));
  await screen.findAllByLabelText('第 1 个卡片图标');
}

describe('类型卡片配置: a card\'s icon comes from POST /ks/config/group/group-icons', () => {
  it('says it is loading, then offers the drawable icons by Chinese name and saves the chosen one', async () => {
    const { api, saved, iconCalls } = fakeApi();
    await openCreditList(api);
    expect(screen.getByText('图标加载中…')).toBeTruthy();

    await act(async () => iconCalls[0].resolve(ICONS));
    expect(screen.queryByText('图标加载中…')).toBeNull();
    await openSelect('第 1 个卡片图标');
    expect(optionTexts()).toEqual(['全部', '待处理', '通过']);
    fireEvent.click(openOptions()[1]);

    fireEvent.click(screen.getByText('保存卡片').closest('button')!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].typeCards?.cards).toEqual([{ key: 'all', label: '全部', filter: [], icon: 'ClockCircleOutlined' }]);
    expect(iconCalls).toHaveLength(1);
  });

  it('a failed call shows the reason in Chinese with 重试, which asks again and then offers the icons', async () => {
    const { api, iconCalls } = fakeApi();
    await openCreditList(api);
    await act(async () => iconCalls[0].reject(new Error('无权访问')));
    expect(screen.getByText('图标加载失败：无权访问')).toBeTruthy();

    // antd spaces a two-character button text: 重 试
    fireEvent.click(screen.getByText(/^重\s?试$/).closest('button')!);
    expect(iconCalls).toHaveLength(2);
    await act(async () => iconCalls[1].resolve(ICONS.slice(0, 1)));
    expect(screen.queryByText(/图标加载失败/)).toBeNull();
    await openSelect('第 1 个卡片图标');
    expect(optionTexts()).toEqual(['全部']);
  });
});
