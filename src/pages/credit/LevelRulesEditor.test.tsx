import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { LevelYearDetail } from '../../../schemas/credit-levels';
import type { LevelRulesApi } from './level-rules-api';
import { LevelRulesEditor } from './LevelRulesEditor';

const RULES = [
  { level: 'AAA', minScore: 90 },
  { level: 'AA', minScore: 80 },
  { level: 'C', minScore: 0 },
];
const detail = (version: number, rules = RULES): LevelYearDetail => ({
  year: '2026',
  versions: [{ version, rules, savedAt: '2026-11-26T10:00:00.000Z', savedBy: '平台管理员' }],
});

function fakeApi(): LevelRulesApi & { save: ReturnType<typeof vi.fn> } {
  return {
    years: vi.fn(async () => [{ year: '2026', ...detail(1).versions[0] }]),
    detail: vi.fn(async () => detail(1)),
    save: vi.fn(async (body) => ({ year: body.year, versions: [{ version: 2, rules: body.rules, savedAt: '2026-11-26T11:00:00.000Z', savedBy: '平台管理员' }, ...detail(1).versions] })),
  };
}

const open = (api: LevelRulesApi, canEdit = true) =>
  render(
    <App>
      <LevelRulesEditor api={api} systemCoding="credit_eval" canEdit={canEdit} />
    </App>,
  );
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement;

afterEach(cleanup);

describe('等级设置 page', { timeout: 45_000 }, () => {
  it('shows the year’s levels and history; a bad rule set shows the shared message and cannot be saved', async () => {
    const api = fakeApi();
    open(api);
    const aa = (await screen.findByLabelText('第 2 行 最低分')) as HTMLInputElement;
    expect(screen.getByText('版本 1')).toBeTruthy();
    expect(screen.getByText('当前生效')).toBeTruthy();
    fireEvent.change(aa, { target: { value: '95' } });
    expect(await screen.findByText('第 2 行：最低分须低于上一行的 90 分（等级从高到低排列）')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(api.save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('第 1 行 等级'), { target: { value: 'AA' } });
    expect(await screen.findByText('第 2 行：等级 AA 重复，每个等级只能出现一次')).toBeTruthy();
  });

  it('saves the edited rules against the version in force and shows the new version', async () => {
    const api = fakeApi();
    open(api);
    fireEvent.change(await screen.findByLabelText('第 2 行 最低分'), { target: { value: '85' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith({
        systemCoding: 'credit_eval',
        year: '2026',
        baseVersion: 1,
        rules: [{ level: 'AAA', minScore: 90 }, { level: 'AA', minScore: 85 }, { level: 'C', minScore: 0 }],
      }),
    );
    expect(await screen.findByText('版本 2')).toBeTruthy();
  });

  it('adds, moves and removes rows with buttons', async () => {
    const api = fakeApi();
    open(api);
    await screen.findByLabelText('第 3 行 等级');
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 行' }));
    expect((screen.getByLabelText('第 1 行 等级') as HTMLInputElement).value).toBe('AA');
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 行' }));
    expect((screen.getByLabelText('第 1 行 等级') as HTMLInputElement).value).toBe('AAA');
    fireEvent.click(screen.getByRole('button', { name: /新增等级/ }));
    expect(screen.getByLabelText('第 3 行 等级')).toBeTruthy();
    expect(await screen.findByText('第 3 行：请填写等级名称')).toBeTruthy();
  });

  it('shows a server refusal next to the save button', async () => {
    const api = fakeApi();
    api.save.mockRejectedValue(new Error('该年度的等级规则已被他人修改，请刷新后重新保存'));
    open(api);
    fireEvent.change(await screen.findByLabelText('第 2 行 最低分'), { target: { value: '85' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('该年度的等级规则已被他人修改，请刷新后重新保存')).toBeTruthy();
  });

  it('is read-only for developers: no inputs, no 保存, no 新增年度', async () => {
    open(fakeApi(), false);
    expect(await screen.findByText('开发人员只能查看等级设置，由管理员维护。')).toBeTruthy();
    expect(await screen.findByText('≥ 80')).toBeTruthy();
    expect(screen.queryByLabelText('第 1 行 等级')).toBeNull();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增年度/ })).toBeNull();
  });
});
