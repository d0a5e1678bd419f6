import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import type { FormConfig } from '../schemas/form';
import { createTestServices } from '../runtime/services.testing';
import { Designer } from './Designer';
import { createFakeDesignerApi } from './testing/fake-api';
import { field, form } from './test-kit';
import { tolerateFormilyStyles } from './testing/jsdom-styles';
import { localTime } from '../runtime/core/local-time';

tolerateFormilyStyles();
afterEach(cleanup);

const node = (config: FormConfig): DisplayGroupDetail => ({
  nodeId: 'apply', systemCoding: 'sys', kind: 'form', title: '申报', menuTitle: '申报', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config,
});

function setup(config = form([field('xmmc', { name: '项目名称' })])) {
  const fake = createFakeDesignerApi(node(config));
  render(
    <App>
      <Designer node={node(config)} api={fake.api} services={createTestServices()} />
    </App>,
  );
  return fake;
}

const canvas = () => screen.getByLabelText('表单画布');
// Role queries over the whole designer are slow in jsdom: look inside the toolbar only.
const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const toolbarButton = (name: RegExp) => within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name });

describe('Designer', { timeout: 30_000 }, () => {
  it('adds a field from the palette, edits it with messages next to the input, undoes with Ctrl+Z', async () => {
    setup();
    fireEvent.click(screen.getByTestId('palette-text'));
    expect(within(canvas()).getByTestId('canvas-field-text_1')).toBeTruthy();
    const props = screen.getByLabelText(/^字段属性/);
    fireEvent.change(within(props).getByLabelText('字段编码（bianma）'), { target: { value: 'xmmc' } });
    expect(within(props).getByText(/^字段编码 xmmc 与第 \d+ 个字段重复$/)).toBeTruthy();
    fireEvent.change(within(props).getByLabelText('正则表达式'), { target: { value: '([' } });
    expect(within(props).getByText('正则表达式无效')).toBeTruthy();
    expect(screen.getByText(/当前配置有 \d+ 处问题/)).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(within(canvas()).getByTestId('canvas-field-text_1')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(within(canvas()).queryByTestId('canvas-field-text_1')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(within(canvas()).getByTestId('canvas-field-text_1')).toBeTruthy();
  });

  it('coming back to an input starts a new undo step, even when the blur of the last visit is reported late', () => {
    setup();
    fireEvent.click(screen.getByTestId('palette-text'));
    const props = screen.getByLabelText(/^字段属性/);
    const name = () => within(props).getByLabelText('字段名称') as HTMLInputElement;
    const before = name().value;
    fireEvent.focusIn(name());
    fireEvent.change(name(), { target: { value: '甲' } });
    // the user leaves and comes back; the browser reports the blur only after the next change
    fireEvent.focusIn(name());
    fireEvent.change(name(), { target: { value: '甲乙' } });
    fireEvent.focusOut(name());
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(name().value).toBe('甲');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(name().value).toBe(before);
  });

  it('a qualification field is named 资质选择 and set up with its dictionary', async () => {
    const fake = setup();
    const tile = screen.getByTestId('palette-qualification');
    expect(tile.textContent).toContain('资质选择');
    fireEvent.click(tile);
    const props = screen.getByLabelText(/^字段属性/);
    expect(within(props).getByText('资质（多选）')).toBeTruthy();
    fireEvent.change(within(props).getByLabelText('资质字典（displayCode）'), { target: { value: 'qualification' } });
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    const saved = fake.saves[0]!.config as FormConfig;
    expect(saved.groups[0]!.items.at(-1)).toMatchObject({ type: 'qualification', code: 'qualification' });
  });

  it('a datetime field gets its day limits from its type: 最早日期 / 最晚日期, checked as typed', async () => {
    const fake = setup();
    fireEvent.click(screen.getByTestId('palette-datetime'));
    const props = screen.getByLabelText(/^字段属性/);
    expect(within(props).getByText('可选日期范围')).toBeTruthy();
    fireEvent.change(within(props).getByLabelText('最早日期'), { target: { value: '2026-3-1' } });
    expect(within(props).getByText('格式不正确')).toBeTruthy();
    fireEvent.change(within(props).getByLabelText('最早日期'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(props).getByLabelText('最晚日期'), { target: { value: '2026-03-20' } });
    expect(within(props).queryByText('格式不正确')).toBeNull();
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    const saved = fake.saves[0]!.config as FormConfig;
    expect(saved.groups[0]!.items.at(-1)).toMatchObject({ type: 'datetime', startDate: '2026-03-01', endDate: '2026-03-20' });
  });

  it('saves with the version; a 409 shows both versions side by side and 采用服务器版本 takes the server\'s', async () => {
    const fake = setup();
    fireEvent.click(screen.getByTestId('palette-number'));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    expect(fake.saves[0]).toMatchObject({ nodeId: 'apply', version: 1 });

    fake.saveAsOther(form([field('xmmc', { name: '工程名称' })]));
    fireEvent.click(within(canvas()).getByLabelText('删除字段：项目名称'));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('配置已被他人修改，请刷新或对比后再保存');
    expect(screen.getByText(/版本 3（李工/)).toBeTruthy();
    expect(within(modal()).getByText('我的修改')).toBeTruthy();
    expect(within(modal()).getByText('服务器上的版本（版本 3）')).toBeTruthy();
    expect(screen.getByTestId('conflict-server').textContent).toContain('工程名称');
    expect(screen.getByTestId('conflict-mine').textContent).not.toContain('工程名称');
    const diff = screen.getByTestId('conflict-diff');
    expect(within(diff).getByText('"工程名称"')).toBeTruthy();
    expect(within(diff).getAllByText(/第 1 组「分组1」 › 第 1 个字段/).length).toBeGreaterThan(0);
    fireEvent.click(within(modal()).getByRole('button', { name: '采用服务器版本' }));
    await screen.findByText('已保存 · 版本 3');
    expect(within(canvas()).getByText('工程名称')).toBeTruthy();
    expect(fake.versions.at(-1)!.version, 'nothing saved over the server version').toBe(3);
  });

  it('a 409 then 以我的为准保存 saves my document over the newer version, based on it', async () => {
    const fake = setup();
    fake.saveAsOther(form([field('xmmc', { name: '工程名称' })]));
    fireEvent.click(screen.getByTestId('palette-number'));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('配置已被他人修改，请刷新或对比后再保存');
    fireEvent.click(within(modal()).getByRole('button', { name: '以我的为准保存' }));
    await screen.findByText('已保存 · 版本 3');
    expect(fake.saves.at(-1)).toMatchObject({ version: 2 });
    expect((fake.versions.at(-1)!.config as FormConfig).groups[0]!.items.map((i) => i.name)).toEqual(['项目名称', expect.any(String)]);
  });

  it('moves fields with the keyboard-accessible buttons', () => {
    setup(form([field('a', { name: '甲' }), field('b', { name: '乙' })]));
    fireEvent.click(within(canvas()).getByLabelText('下移：甲'));
    const rows = within(canvas()).getAllByTestId(/canvas-field-/).map((r) => r.getAttribute('data-testid'));
    expect(rows).toEqual(['canvas-field-b', 'canvas-field-a']);
  });

  it('lists versions with who and when, shows a readable diff, rolls back', async () => {
    const fake = setup();
    fireEvent.click(screen.getByTestId('palette-number'));
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    fireEvent.click(toolbarButton(/历史版本/));
    await waitFor(() => expect(document.querySelector('.ant-drawer-content')).not.toBeNull());
    const drawer = document.querySelector('.ant-drawer-content') as HTMLElement;
    await within(drawer).findByText('版本 1');
    expect(within(drawer).getAllByText(`我 · ${localTime('2026-01-01T00:00:01.000Z')}`).length).toBeGreaterThan(0);
    fireEvent.click(within(drawer).getByRole('button', { name: '与当前对比' }));
    const diff = await within(drawer).findByTestId('history-diff');
    expect(within(diff).getByText(/第 1 组「分组1」 › 第 2 个字段/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /回\s*滚/ }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    });
    await waitFor(() => expect(fake.versions.at(-1)?.version).toBe(3));
    await screen.findByText('已保存 · 版本 3');
    expect(within(canvas()).queryByTestId('canvas-field-number_1')).toBeNull();
  });
});
