import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../../schemas/designer';
import { createTestServices } from '../../../runtime/services.testing';
import { Designer } from '../../Designer';
import { createFakeDesignerApi } from '../../testing/fake-api';
import { tolerateFormilyStyles } from '../../testing/jsdom-styles';
import { ESTIMATE_COLUMNS } from '.';

tolerateFormilyStyles();
afterEach(cleanup);

const self: DisplayGroupDetail = {
  nodeId: 'trade-estimate-tree', systemCoding: 'trade_service', kind: 'tree-table', title: '造价文件检测结果', menuTitle: '造价文件检测结果',
  version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config: { kind: 'tree-table', title: '造价文件检测结果', height: 600, columns: [] },
};

const toolbarButton = (name: RegExp) => within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name });

// The whole designer renders here: on the shared 2-core machine under load that takes tens of seconds.
describe('the tree-table kind in the designer', { timeout: 60_000 }, () => {
  it('says what a new tree table misses, takes the estimate columns, refuses a column twice, and saves exactly that', async () => {
    const fake = createFakeDesignerApi(self);
    render(
      <App>
        <Designer node={self} api={fake.api} services={createTestServices()} />
      </App>,
    );
    const canvas = screen.getByTestId('tree-table-canvas');
    expect(within(canvas).getByText('树形表格尚未配置：未选择数据接口、列')).toBeTruthy();
    fireEvent.change(within(canvas).getByLabelText('数据接口'), { target: { value: '/ks/file/detection/result' } });
    fireEvent.change(within(canvas).getByLabelText('功能编码'), { target: { value: 'trade-bd-file' } });
    fireEvent.click(within(canvas).getByRole('button', { name: '使用造价文件的列' }));
    expect(within(canvas).queryByText(/树形表格尚未配置/)).toBeNull();
    fireEvent.change(within(canvas).getByLabelText('第 2 列 字段编码'), { target: { value: 'name' } });
    expect(await within(canvas).findByText('第 2 列: 字段编码 name 与前面的列重复')).toBeTruthy();
    fireEvent.change(within(canvas).getByLabelText('第 2 列 字段编码'), { target: { value: 'zy' } });
    expect(within(canvas).queryByRole('alert')).toBeNull();
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    expect(fake.saves[0]!.config).toEqual({ kind: 'tree-table', title: '造价文件检测结果', height: 600, call: '/ks/file/detection/result', gnCoding: 'trade-bd-file', columns: ESTIMATE_COLUMNS });
  });
});
