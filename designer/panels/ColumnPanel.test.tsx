import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import { createColumnRegistry } from '../../runtime/columns';
import { DesignerStoreContext } from '../store/use-designer';
import { storeOf } from '../test-kit';
import { createFakeDesignerApi } from '../testing/fake-api';
import { DesignerApiContext } from '../page-pair/api-context';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import { ColumnPanel } from './ColumnPanel';

tolerateFormilyStyles();
afterEach(cleanup);

// The column panel says where a column's names for coded values come from (docs/lists.md
// "Columns show names") and lets the developer choose another source.

const formNode: DisplayGroupDetail = {
  nodeId: 'xm-form', systemCoding: 'trade', kind: 'form', title: '项目详情', menuTitle: '项目详情', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者',
  config: { kind: 'form', groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'xmlx', name: '项目类型', type: 'select', code: 'fwlx' }, { bianma: 'xmmc', name: '项目名称', type: 'text' }] }] },
};
const listConfig: ListConfig = { kind: 'list', formNodeId: 'xm-form', columns: [{ code: 'xmlx', name: '项目类型' }, { code: 'xmmc', name: '项目名称' }] };

function mount(index: number) {
  const store = storeOf(structuredClone(listConfig));
  const fake = createFakeDesignerApi(formNode);
  render(
    <App>
      <DesignerApiContext.Provider value={fake.api}>
        <DesignerStoreContext.Provider value={store}>
          <ColumnPanel index={index} columnTypes={createColumnRegistry()} />
        </DesignerStoreContext.Provider>
      </DesignerApiContext.Provider>
    </App>,
  );
  return store;
}

const source = () => screen.getByTestId('column-labels-source').textContent;
const column = (store: ReturnType<typeof storeOf>, i: number) => (store.getState().config as ListConfig).columns[i];

describe('列属性: 显示名称来源', () => {
  it("names the form field and its dictionary, read from the list's detail form", async () => {
    mount(0);
    await waitFor(() => expect(source()).toBe('显示名称来源：表单字段「项目类型」的字典 fwlx'));
  });

  it('a plain text field has none', async () => {
    mount(1);
    await waitFor(() => expect(source()).toBe('显示名称来源：无（未找到带选项的表单字段），显示存储值'));
  });

  it('the developer picks a dictionary, or none, and back to the form', async () => {
    const store = mount(1);
    const choose = async (label: string) => {
      await act(async () => void fireEvent.mouseDown(screen.getByLabelText('显示名称取自')));
      const option = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === label);
        if (!found) throw new Error(`no option ${label}`);
        return found;
      });
      fireEvent.click(option);
    };
    await choose('指定字典');
    expect(column(store, 1).labels).toEqual({ from: 'dictionary' });
    expect(screen.getByText('请选择字典')).toBeTruthy();
    // without a dictionary API the picker is the plain code input
    fireEvent.change(screen.getByLabelText('字典编码（displayCode）'), { target: { value: 'gcfl' } });
    expect(column(store, 1).labels).toEqual({ from: 'dictionary', displayCode: 'gcfl' });
    expect(source()).toBe('显示名称来源：字典 gcfl');
    await choose('不转换，显示存储值');
    expect(column(store, 1).labels).toEqual({ from: 'none' });
    expect(source()).toBe('显示名称来源：不转换，显示存储值');
    await choose('表单字段的选项（默认）');
    expect(column(store, 1).labels).toBeUndefined();
  });
});
