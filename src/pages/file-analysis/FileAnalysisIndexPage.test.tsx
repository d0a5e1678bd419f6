import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, type ShellState } from '../../layout/ShellContext';
import type { BidFileRow, DetectionStatus, FileDetectionApi } from '../../api/file-detection';
import FileAnalysisIndexPage, { STARTED_NOTICE } from './FileAnalysisIndexPage';

afterEach(() => {
  cleanup();
  Modal.destroyAll();
});

const ROWS: BidFileRow[] = [
  { id: 'bd1', status: 'submitted', statusText: '已提交', xmmc: '城南道路工程', tbdw: '华建集团', tbbj: 12345678.9 },
  { id: 'bd2', status: 'submitted', statusText: '已提交', xmmc: '城南道路工程', tbdw: '苏达建设', tbbj: 13000000 },
];

/** A fake of the contract's calls: bd1 has never been detected and parses in two steps; bd2's file is malformed. */
function fakeApi(): FileDetectionApi & { started: string[]; finish: () => void } {
  let finished = false;
  const states: Record<string, DetectionStatus[]> = {
    bd1: [{ state: -1, progress: 0 }],
    bd2: [{ state: -1, progress: 0 }],
  };
  const started: string[] = [];
  return {
    started,
    bidFiles: async () => ({ records: ROWS, total: ROWS.length }),
    finish: () => {
      finished = true;
    },
    status: async (id) => {
      const q = states[id]!;
      // the last step waits for the test: the running state stays on screen until then
      if (q.length === 2 && !finished) return q[0]!;
      return q.length > 1 ? q.shift()! : q[0]!;
    },
    start: async (id) => {
      started.push(id);
      if (started.filter((s) => s === id).length > 1) return { isSuccess: false, errorMessage: '该文件正在检测中，请勿重复提交' };
      states[id] = id === 'bd1'
        ? [{ state: 0, progress: 0 }, { state: 1, progress: 50 }, { state: 2, progress: 100 }]
        : [{ state: 1, progress: 10 }, { state: 3, progress: 100, message: '造价文件第 12 行（单项工程 道路主体）：总造价与下级之和不符' }];
      return { isSuccess: true, errorMessage: '' };
    },
  };
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

const draw = (api: FileDetectionApi) =>
  render(
    <MemoryRouter initialEntries={['/fileAnalysis/index']}>
      <Routes>
        <Route path="/fileAnalysis/index" element={<FileAnalysisIndexPage api={api} pollMs={30} />} />
        <Route path="/fileAnalysis/deatil" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// antd's static dialogs and the table take seconds in jsdom on the shared machine under load.
describe('文件检测', { timeout: 60_000 }, () => {
  it('lists the bid files with their state, starts a detection, shows the progress and 正在解析文件, then 检测完成 and the result', async () => {
    const api = fakeApi();
    draw(api);
    expect(await screen.findByText('华建集团')).toBeTruthy();
    expect(screen.getByText('12,345,678.90')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('华建集团')).getByText('流程尚未开始！')).toBeTruthy());
    expect(within(rowOf('华建集团')).getByRole('button', { name: /查看结果/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rowOf('华建集团')).getByRole('button', { name: /检测/ }));
    expect(await screen.findByText(STARTED_NOTICE)).toBeTruthy();
    expect(await within(rowOf('华建集团')).findByText('正在解析文件')).toBeTruthy();
    expect(within(rowOf('华建集团')).getByRole('progressbar')).toBeTruthy();
    api.finish();
    expect(await within(rowOf('华建集团')).findByText('检测完成', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(within(rowOf('华建集团')).getByRole('button', { name: /查看结果/ }));
    expect(screen.getByTestId('where').textContent).toBe('/fileAnalysis/deatil?id=bd1');
    expect(api.started).toEqual(['bd1']);
  });

  it('opens the error dialog with the parser’s message when a parse fails, and with the server’s words when refused', async () => {
    const api = fakeApi();
    draw(api);
    await waitFor(() => expect(within(rowOf('苏达建设')).getByText('流程尚未开始！')).toBeTruthy());
    api.finish();
    fireEvent.click(within(rowOf('苏达建设')).getByRole('button', { name: /检测/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('造价文件第 12 行（单项工程 道路主体）：总造价与下级之和不符')).toBeTruthy();
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    // one dialog for one failure, however often the row was asked
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(within(rowOf('苏达建设')).getByText('检测失败')).toBeTruthy();
    Modal.destroyAll();
    fireEvent.click(within(rowOf('苏达建设')).getByRole('button', { name: /检测/ }));
    await waitFor(() => expect(document.body.textContent).toContain('该文件正在检测中，请勿重复提交'), { timeout: 15_000 });
  });

  it('offers a developer the states and results but no 检测 (the start call is the enterprises’ and administrators’)', async () => {
    const shell = { role: 'D', area: null, user: null, menus: [], findMenu: () => null, refreshMenus: () => undefined } as unknown as ShellState;
    render(
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={['/fileAnalysis/index']}>
          <FileAnalysisIndexPage api={fakeApi()} pollMs={30} />
        </MemoryRouter>
      </ShellContext.Provider>,
    );
    await waitFor(() => expect(within(rowOf('华建集团')).getByText('流程尚未开始！')).toBeTruthy());
    expect(within(rowOf('华建集团')).queryByRole('button', { name: /^检测/ })).toBeNull();
    expect(within(rowOf('华建集团')).getByRole('button', { name: /查看结果/ })).toBeTruthy();
  });

  it('says when there are no bid files, and offers 重新加载 when the list fails', async () => {
    draw({ ...fakeApi(), bidFiles: async () => ({ records: [], total: 0 }) });
    expect(await screen.findByText('暂无投标文件')).toBeTruthy();
    cleanup();
    let fail = true;
    draw({ ...fakeApi(), bidFiles: async () => { if (fail) throw new Error('网络错误'); return { records: ROWS, total: 2 }; } });
    expect(await screen.findByText('投标文件加载失败：网络错误')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('华建集团')).toBeTruthy();
  });
});
