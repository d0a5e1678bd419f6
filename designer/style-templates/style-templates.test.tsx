import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { CardStyle, ListConfig } from '../../schemas/list';
import type { StyleTemplate } from '../../schemas/style-template';
import type { DesignerStore } from '../store/store';
import { DesignerStoreContext } from '../store/use-designer';
import { list, storeOf } from '../test-kit';
import { CardStylePanel } from '../panels/CardStylePanel';
import { StyleTemplateApiContext, type StyleTemplateApi } from './api';
import { StyleTemplateManager } from './StyleTemplateManager';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(cleanup);

// antd's messages appear after a motion frame: on a loaded shared machine that took over a second
const SLOW = { timeout: 15_000 };

const STYLE: CardStyle = { titleKey: 'xmmc', titleFontSize: 18, width: '50%', contents: [{ contentKey: 'zbdw', color: '#c00' }] };

/** An in-memory template store behaving like the server (names unique, ids from 1). */
function fakeApi(initial: StyleTemplate[] = []) {
  const rows = [...initial];
  const api: StyleTemplateApi = {
    list: async () => rows.map((r) => ({ ...r })),
    save: async ({ id, name, style }) => {
      if (rows.some((r) => r.name === name.trim() && r.id !== id)) throw new Error(`样式模板「${name}」已存在`);
      const old = rows.find((r) => r.id === id);
      if (old) Object.assign(old, { name: name.trim(), ...(style ? { style } : {}) });
      else rows.push({ id: rows.length + 1, name: name.trim(), style: style!, usedBy: [], updatedAt: '', updatedBy: '配置开发者' });
      return { id: id ?? rows.length };
    },
    remove: async (id) => void rows.splice(rows.findIndex((r) => r.id === id), 1),
  };
  return { api, rows };
}

const cardList = (style?: CardStyle): ListConfig => ({ ...list(['xmmc', 'zbdw'], 'card'), ...(style ? { cardStyle: style } : {}) });
const styleOf = (store: DesignerStore) => (store.getState().config as ListConfig).cardStyle;

function renderPanel(store: DesignerStore, api: StyleTemplateApi) {
  return render(
    <App>
      <StyleTemplateApiContext.Provider value={api}>
        <DesignerStoreContext.Provider value={store}>
          <CardStylePanel />
        </DesignerStoreContext.Provider>
      </StyleTemplateApiContext.Provider>
    </App>,
  );
}

// Generous: antd's dialogs and selects in jsdom take seconds, and the machine is shared.
describe('card style templates', { timeout: 120_000 }, () => {
  it('saves a card node’s style as a template and applies it to another card node (one undo step)', async () => {
    const { api, rows } = fakeApi();
    const from = storeOf(cardList(STYLE), 'card');
    renderPanel(from, api);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '保存为样式模板' })));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('模板名称'), { target: { value: '项目卡片' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ })));
    expect(await screen.findByText('样式模板已保存', undefined, SLOW)).toBeTruthy();
    expect(rows).toMatchObject([{ name: '项目卡片', style: STYLE }]);
    cleanup();

    const to = storeOf({ ...list(['xmmc'], 'card') }, 'card');
    renderPanel(to, api);
    expect(styleOf(to)).toBeUndefined();
    const select = screen.getAllByLabelText('选择样式模板')[0]!.closest('.ant-select')!;
    await waitFor(async () => {
      await act(async () => void fireEvent.mouseDown(select.querySelector('.ant-select-selector')!));
      expect(document.querySelector('.ant-select-item-option[title="项目卡片"]')).toBeTruthy();
    });
    await act(async () => void fireEvent.click(document.querySelector('.ant-select-item-option[title="项目卡片"]')!));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '应用样式模板' })));
    expect(styleOf(to)).toEqual(STYLE);
    expect(await screen.findByText('已应用样式模板「项目卡片」', undefined, SLOW)).toBeTruthy();
    // the target list has no 招标单位 column: the developer is told which key to re-pick
    expect(await screen.findByText('本列表没有这些字段的列：zbdw，请在卡片样式中改选', undefined, SLOW)).toBeTruthy();
    // the node holds a copy: the template's object is not shared with the page
    expect(styleOf(to)).not.toBe(rows[0]!.style);
    act(() => to.undo());
    expect(styleOf(to)).toBeUndefined();
  });

  it('the page lists each template with a card preview and its pages, renames and deletes it', async () => {
    const { api, rows } = fakeApi([
      { id: 1, name: '项目卡片', style: STYLE, usedBy: [{ nodeId: 'trade-project-list', title: '项目列表', systemCoding: 'trade_service' }], updatedAt: '', updatedBy: '配置开发者' },
      { id: 2, name: '空白卡片', style: { titleKey: 'xmmc', width: '100%', contents: [] }, usedBy: [], updatedAt: '', updatedBy: '系统管理员' },
    ]);
    render(
      <App>
        <StyleTemplateManager api={api} />
      </App>,
    );
    const row = (await screen.findByText('项目卡片')).closest('tr')!;
    // the preview is the runtime card: the sample title and the coloured content line
    expect(within(row).getByText('示例标题')).toBeTruthy();
    expect(within(row).getByText('示例内容 1')).toBeTruthy();
    expect(within(row).getByText('项目列表（trade_service）')).toBeTruthy();
    expect(within(screen.getByText('空白卡片').closest('tr')!).getByText('未使用')).toBeTruthy();

    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: '重命名' })));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('模板名称'), { target: { value: '项目卡片（两列）' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ })));
    expect(await screen.findByText('项目卡片（两列）')).toBeTruthy();
    expect(rows[0]!.name).toBe('项目卡片（两列）');

    const blank = screen.getByText('空白卡片').closest('tr')!;
    await act(async () => void fireEvent.click(within(blank).getByRole('button', { name: /删\s*除/ })));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).toBeTruthy());
    await act(async () => void fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!));
    await waitFor(() => expect(screen.queryByText('空白卡片')).toBeNull());
    expect(rows.map((r) => r.name)).toEqual(['项目卡片（两列）']);
  });
});
