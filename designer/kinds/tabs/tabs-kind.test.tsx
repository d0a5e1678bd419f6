import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { TabsConfig } from '../../../schemas/page-kinds/tabs/config';
import type { DisplayGroupDetail } from '../../../schemas/designer';
import { checkNodeConfig } from '../../../schemas/check-node-config';
import { createTestServices } from '../../../runtime/services.testing';
import { Designer } from '../../Designer';
import { createFakeDesignerApi } from '../../testing/fake-api';
import { tolerateFormilyStyles } from '../../testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(cleanup);

const detail = (nodeId: string, kind: string, config: unknown, title: string): DisplayGroupDetail => ({
  nodeId, systemCoding: 'trade_service', kind, title, menuTitle: title, version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config,
});
const PROJECTS = detail('trade-project-list', 'card', { kind: 'card' }, '项目登记');
const VENUE = detail('trade-venue', 'list', { kind: 'list' }, '场地预约');

function setup(config: TabsConfig) {
  const self = detail('five', 'tabs', config, '项目详情');
  const fake = createFakeDesignerApi(self);
  fake.api.listNodes = async () => [PROJECTS, VENUE, self];
  render(
    <App>
      <Designer node={self} api={fake.api} services={createTestServices()} />
    </App>,
  );
  return fake;
}

const toolbarButton = (name: RegExp) => within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name });

/** Opens an antd Select by its label and picks the option titled `option`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.title === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

// The whole designer renders here: on the shared 2-core machine under load that takes tens of seconds.
describe('the tabs kind in the designer', { timeout: 60_000 }, () => {
  it('adds tabs, edits their title and node, reorders, and saves exactly that', async () => {
    const fake = setup({ kind: 'tabs', title: '项目详情', tabs: [] });
    expect(screen.getByText('还没有页签：至少添加一个页签，页面才有内容')).toBeTruthy();
    // the first tab draws the first page of the system, the next one the next page no tab draws
    const add = screen.getByRole('button', { name: /添加页签/ });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    expect((within(screen.getByTestId('tab-edit-0')).getByLabelText('标题') as HTMLInputElement).value).toBe('项目登记');
    fireEvent.click(screen.getByRole('button', { name: /添加页签/ }));
    const second = screen.getByTestId('tab-edit-1');
    expect((within(second).getByLabelText('标题') as HTMLInputElement).value).toBe('场地预约');
    fireEvent.change(within(second).getByLabelText('标题'), { target: { value: '场地' } });
    fireEvent.change(within(second).getByLabelText(/页签编码/), { target: { value: 'cdyy' } });
    await choose(screen.getByTestId('tab-edit-0'), '页面节点', '场地预约（trade-venue）');
    await choose(screen.getByTestId('tab-edit-0'), '页面节点', '项目登记（trade-project-list）');
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 个页签' }));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    expect((fake.saves[0]!.config as unknown as TabsConfig).tabs).toEqual([
      { key: 'cdyy', title: '场地', node: 'trade-venue' },
      { key: 'tab1', title: '项目登记', node: 'trade-project-list' },
    ]);
  });

  it('shows each problem beside its tab, in the words the server refuses a save with', async () => {
    const config: TabsConfig = {
      kind: 'tabs',
      tabs: [
        { key: 'xmxx', title: '项目信息', node: 'trade-project-list' },
        { key: 'xmxx', title: '场地预约', node: '' },
        { key: 'gone', title: '旧页面', node: 'removed-node' },
        { key: 'me', title: '本页', node: 'five' },
      ],
    };
    // the server's check (save, import, rollback): the rules it can see without the system's pages
    expect(checkNodeConfig('tabs', config).map((p) => p.text)).toEqual([
      '第 2 个页签「场地预约」(xmxx): 页签编码 xmxx 与第 1 个页签重复',
      '第 2 个页签「场地预约」(xmxx): 未选择页面节点',
    ]);
    setup(config);
    const second = screen.getByTestId('tab-edit-1');
    expect(within(second).getByText('第 2 个页签「场地预约」(xmxx): 页签编码 xmxx 与第 1 个页签重复')).toBeTruthy();
    expect(within(second).getByText('第 2 个页签「场地预约」(xmxx): 未选择页面节点')).toBeTruthy();
    // where the system's pages are known: a node not among them, and the page itself
    await waitFor(() => expect(within(screen.getByTestId('tab-edit-2')).getByText('页面节点 removed-node 不存在于本系统')).toBeTruthy());
    expect(within(screen.getByTestId('tab-edit-3')).getByText('页签不能显示本页面')).toBeTruthy();
    expect(within(screen.getByTestId('tab-edit-0')).queryByRole('alert')).toBeNull();
    // fixing the key and picking a node clears the second tab's lines
    fireEvent.change(within(second).getByLabelText(/页签编码/), { target: { value: 'cdyy' } });
    await choose(second, '页面节点', '场地预约（trade-venue）');
    await waitFor(() => expect(within(screen.getByTestId('tab-edit-1')).queryByRole('alert')).toBeNull());
  });
});
