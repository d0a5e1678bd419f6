import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ChartConfig, ChartData, ChartPanel } from '../../../schemas/page-kinds/chart/config';
import { ChartPage } from './ChartPage';
import { ChartServicesProvider, type ChartServices } from './chart-services';

afterEach(cleanup);

// zrender measures label text on a canvas, which jsdom lacks: a fixed-width stand-in is enough here.
const measuring = { font: '', measureText: (text: string) => ({ width: text.length * 12 }) };
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => measuring });

const source = { gnCoding: 'records' };
const config: ChartConfig = {
  kind: 'chart',
  title: '信用概览',
  panels: [
    { key: 'total', title: '记录总数', chart: 'stat', col: 8, source },
    { key: 'level', title: '按信用等级', chart: 'bar', source: { ...source, groupBy: 'xydj' } },
    { key: 'status', title: '按状态', chart: 'pie', source: { ...source, groupBy: 'status' } },
    { key: 'none', title: '无记录', chart: 'line', source: { ...source, timeField: 'pjrq', timeUnit: 'year' } },
  ],
};

const answers: Record<string, ChartData> = {
  total: { labels: ['记录总数'], values: [300] },
  level: { labels: ['AA', 'A', 'AAA'], values: [120, 100, 80] },
  status: { labels: ['草稿', '已发布'], values: [200, 100] },
  none: { labels: [], values: [] },
};

function renderPage(services: ChartServices, unsaved = false) {
  return render(
    <ChartServicesProvider value={services}>
      <ChartPage node={{ nodeId: 'overview' }} config={config} unsaved={unsaved} />
    </ChartServicesProvider>,
  );
}

const fake = (): ChartServices => ({ chartData: vi.fn(async (_node: string, panel: string | ChartPanel) => answers[typeof panel === 'string' ? panel : panel.key]) });

describe('the chart page', () => {
  it('draws every panel: a stat is its number, a chart is a named SVG image with its numbers in a hidden table', async () => {
    const services = fake();
    renderPage(services);
    expect(screen.getByRole('heading', { level: 1, name: '信用概览' })).toBeTruthy();
    expect((await screen.findByTestId('chart-stat')).textContent).toBe('300');
    const level = screen.getByTestId('chart-panel-level');
    const image = await within(level).findByRole('img', { name: '按信用等级' });
    await waitFor(() => expect(image.querySelector('svg')).toBeTruthy());
    const summary = within(level).getByTestId('chart-summary');
    expect(summary.className).toContain('ks-visually-hidden');
    expect(within(summary).getByText('按信用等级的数据')).toBeTruthy();
    const rows = [...summary.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['AA120', 'A100', 'AAA80']);
    expect(within(screen.getByTestId('chart-panel-status')).getByTestId('chart-summary').textContent).toContain('已发布100');
    // asked by key: the saved panels
    expect(services.chartData).toHaveBeenCalledWith('overview', 'level');
  });

  it('says 暂无数据 for a panel without records, and 数据加载失败 with a retry for a failing one', async () => {
    const services: ChartServices = {
      chartData: vi.fn(async (_n: string, panel: string | ChartPanel) => {
        if (panel === 'status') throw new Error('图表的数据节点不存在');
        return answers[String(panel)];
      }),
    };
    renderPage(services);
    expect(await within(screen.getByTestId('chart-panel-none')).findByText('暂无数据')).toBeTruthy();
    const failed = screen.getByTestId('chart-panel-status');
    expect(await within(failed).findByText('数据加载失败')).toBeTruthy();
    expect(within(failed).getByText('图表的数据节点不存在')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('sends the panels themselves in the designer preview, and shows an empty page without panels', async () => {
    const services = fake();
    renderPage(services, true);
    await screen.findByTestId('chart-stat');
    expect(services.chartData).toHaveBeenCalledWith('overview', config.panels[0]);
    cleanup();
    render(<ChartPage node={{ nodeId: 'x', title: '空' }} config={{ kind: 'chart', panels: [] }} />);
    expect(screen.getByText('暂无图表，请在图表配置中添加面板')).toBeTruthy();
  });
});
