import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ChartConfig, ChartPanel } from '../../../schemas/page-kinds/chart/config';
import type { DisplayGroupDetail } from '../../../schemas/designer';
import { createTestServices } from '../../../runtime/services.testing';
import { ChartServicesProvider } from '../../../runtime/pages/chart/chart-services';
import { Designer } from '../../Designer';
import { createFakeDesignerApi } from '../../testing/fake-api';
import { tolerateFormilyStyles } from '../../testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(cleanup);
// zrender measures label text on a canvas, which jsdom lacks.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => ({ font: '', measureText: (t: string) => ({ width: t.length * 12 }) }) });

const detail = (nodeId: string, kind: string, config: unknown, title: string): DisplayGroupDetail => ({
  nodeId, systemCoding: 'credit_eval', kind, title, menuTitle: title, version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config,
});
const RECORDS = detail('records', 'list', { kind: 'list', columns: [{ code: 'qymc', name: '企业名称' }, { code: 'xydj', name: '信用等级' }, { code: 'pf', name: '评分' }], search: { displayCode: 'records', displayList: [] } }, '信用记录');

function setup(config: ChartConfig) {
  const fake = createFakeDesignerApi(detail('overview', 'chart', config, '信用概览'));
  const own = fake.api.loadNode;
  fake.api.loadNode = (id) => (id === 'records' ? Promise.resolve(RECORDS) : own(id));
  fake.api.listNodes = async () => [RECORDS, detail('overview', 'chart', config, '信用概览')];
  const chartData = vi.fn(async (_n: string, panel: string | ChartPanel) => ({ labels: ['AA', 'A'], values: [7, 3], asked: panel }));
  render(
    <App>
      <ChartServicesProvider value={{ chartData }}>
        <Designer node={detail('overview', 'chart', config, '信用概览')} api={fake.api} services={createTestServices()} />
      </ChartServicesProvider>
    </App>,
  );
  return { fake, chartData };
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
describe('the chart kind in the designer', { timeout: 60_000 }, () => {
  it('adds a panel, groups it by a field of the chosen node, and saves exactly that', async () => {
    const { fake, chartData } = setup({ kind: 'chart', title: '信用概览', panels: [] });
    expect(screen.getByText(/还没有面板/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加柱状图' }));
    const editor = await screen.findByTestId('chart-edit-0');
    // a new bar wants a group field; the fields offered are the chosen node's
    await waitFor(() => expect(within(editor).getByText(/柱状图需要分组字段或时间字段/)).toBeTruthy());
    await choose(editor, '数据节点', '信用记录（records）');
    await choose(editor, '分组字段', '信用等级（xydj）');
    await waitFor(() => expect(within(editor).queryByText(/需要分组字段/)).toBeNull());
    fireEvent.change(within(editor).getByLabelText('标题'), { target: { value: '按等级' } });
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    const saved = fake.saves[0]!.config as ChartConfig;
    expect(saved.panels).toEqual([{ key: 'panel1', title: '按等级', chart: 'bar', col: 12, source: { gnCoding: 'records', groupBy: 'xydj' } }]);
    // the preview asked for the unsaved panel itself
    await waitFor(() => expect(chartData).toHaveBeenCalledWith('overview', expect.objectContaining({ key: 'panel1', source: { gnCoding: 'records', groupBy: 'xydj' } })));
  });

  it('reorders with 上移 / 下移, turns a bar into a pie, and removes a panel', async () => {
    const panels: ChartPanel[] = [
      { key: 'a', title: '总数', chart: 'stat', source: { gnCoding: 'records' } },
      { key: 'b', title: '按等级', chart: 'bar', source: { gnCoding: 'records', groupBy: 'xydj' } },
    ];
    const { fake } = setup({ kind: 'chart', title: '信用概览', panels });
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 个面板' }));
    const first = screen.getByTestId('chart-edit-0');
    expect((within(first).getByLabelText('标题') as HTMLInputElement).value).toBe('按等级');
    await choose(first, '图表类型', '饼图');
    fireEvent.click(screen.getByRole('button', { name: '删除第 2 个面板' }));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    expect((fake.saves[0]!.config as ChartConfig).panels).toEqual([{ key: 'b', title: '按等级', chart: 'pie', source: { gnCoding: 'records', groupBy: 'xydj' } }]);
  });
});
