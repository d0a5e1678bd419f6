import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TreeTableConfig } from '../../../schemas/page-kinds/tree-table/config';
import { ESTIMATE_FEES } from '../../../schemas/estimate';
import { dashboardPageOf } from '../dashboard-views';
import { TreeTableServicesProvider, type TreeTableData, type TreeTableServices } from './tree-table-services';

afterEach(cleanup);

const CONFIG: TreeTableConfig = {
  kind: 'tree-table',
  title: '造价文件检测结果',
  call: '/ks/file/detection/result',
  gnCoding: 'trade-bd-file',
  height: 600,
  columns: [
    { bianma: 'name', name: '项目名称', width: 240 },
    { bianma: 'zy', name: '专业', width: 100 },
    ...ESTIMATE_FEES.map(([bianma, name]) => ({ bianma, name, type: 'money' as const })),
  ],
};
const Page = dashboardPageOf('tree-table')!;

const fees = (zzj: number) => ({ zzj, fbfxf: zzj * 0.6, csxmf: zzj * 0.1, aqwmsgf: zzj * 0.05, qtxmf: zzj * 0.1, gf: zzj * 0.05, sj: zzj * 0.1, zzsxxse: zzj * 0.09 });
const TREE = [
  { id: 'p', code: 'P', name: '城南道路工程', zy: '', ...fees(3000000), children: [
    { id: 's1', code: 'S1', name: '道路主体', zy: '', ...fees(2000000), children: [
      { id: 'u1', code: 'U1', name: '道路土建', zy: '市政', ...fees(1500000) },
      { id: 'u2', code: 'U2', name: '交通设施', zy: '安装', ...fees(500000) },
    ] },
    { id: 's2', code: 'S2', name: '排水管网', zy: '', ...fees(1000000), children: [{ id: 'u3', code: 'U3', name: '雨污水管', zy: '市政', ...fees(1000000) }] },
  ] },
];

function services(answers: TreeTableData[]): TreeTableServices & { calls: number } {
  const s = {
    calls: 0,
    pollMs: 20,
    load: async () => {
      const a = answers[Math.min(s.calls, answers.length - 1)]!;
      s.calls += 1;
      return a;
    },
  };
  return s;
}

const draw = (s: TreeTableServices, config: TreeTableConfig = CONFIG) =>
  render(
    <TreeTableServicesProvider value={s}>
      <Page node={{ nodeId: 'trade-estimate-tree', title: '造价文件检测结果' }} config={config} />
    </TreeTableServicesProvider>,
  );

const count = () => screen.getByTestId('tree-table-count').textContent;

describe('the tree-table page', { timeout: 30_000 }, () => {
  it('shows the spec’s columns, numbers the tree, money with separators, and opens and closes all rows', async () => {
    draw(services([{ states: { state: 2, progress: 100 }, list: TREE }]));
    const table = await screen.findByRole('table');
    const headers = within(screen.getByTestId('tree-table-page')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['序号', '项目名称', '专业', '总造价', '分部分项工程费', '措施项目费', '安全文明施工费', '其他项目费', '规费', '税金', '增值税销项税额']);
    expect(table).toBeTruthy();
    expect(count()).toBe('共 6 行，显示 1 行');
    expect(screen.getByText('3,000,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(count()).toBe('共 6 行，显示 6 行');
    expect(await screen.findByText('雨污水管')).toBeTruthy();
    expect(screen.getByText('1.2.1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部收起' }));
    expect(count()).toBe('共 6 行，显示 1 行');
    await waitFor(() => expect(screen.queryByText('雨污水管')).toBeNull());
  });

  it('shows the not-started block for -1 and -2, and an empty tree as no data', async () => {
    draw(services([{ states: { state: -1, progress: 0 }, list: [] }]));
    expect(await screen.findByText('流程尚未开始！')).toBeTruthy();
    cleanup();
    draw(services([{ states: { state: -2, progress: 0 }, list: [] }]));
    expect(await screen.findByText('暂无数据或未提交')).toBeTruthy();
    cleanup();
    draw(services([{ states: { state: 2, progress: 100 }, list: [] }]));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部展开' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows 正在解析文件 with the progress while parsing, and the tree once done, without a reload', async () => {
    const s = services([{ states: { state: 1, progress: 40 }, list: [] }, { states: { state: 2, progress: 100 }, list: TREE }]);
    draw(s);
    expect(await screen.findByText('正在解析文件')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('城南道路工程')).toBeTruthy();
    expect(s.calls).toBe(2);
  });

  it('shows a failed parse with the parser’s message, a failed call with 重新加载, and what a new page misses', async () => {
    draw(services([{ states: { state: 3, progress: 100, message: '第 3 行（单位工程 道路土建）：总造价与各项费用之和不符' }, list: [] }]));
    expect(await screen.findByText('第 3 行（单位工程 道路土建）：总造价与各项费用之和不符')).toBeTruthy();
    cleanup();
    let fail = true;
    draw({ load: async () => { if (fail) throw new Error('网络错误'); return { list: TREE }; } });
    expect(await screen.findByText('加载失败：网络错误')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('城南道路工程')).toBeTruthy();
    cleanup();
    draw(services([{ list: TREE }]), { kind: 'tree-table', title: '新页面', columns: [] });
    expect(screen.getByText('树形表格尚未配置：未选择数据接口、列')).toBeTruthy();
  });
});
