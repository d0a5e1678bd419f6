import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import { createTestServices } from '../../runtime/services.testing';
import { Designer } from '../Designer';
import { createFakeDesignerApi } from '../testing/fake-api';
import { list } from '../test-kit';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(cleanup);

const listNode: DisplayGroupDetail = {
  nodeId: 'bid-files', systemCoding: 'trade', kind: 'list', title: '文件列表', menuTitle: '文件列表', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config: list(['wjmc']),
};

// No role queries over the designer: each one computes the style of every element it passes, and
// jsdom's getComputedStyle runs every antd CSS-in-JS rule per element (0.1–0.2 s each on a shared
// 2-core runner) — three getByRole/findAllByRole calls were 25 of this file's 29 s. Labels and
// texts find the same controls without computing styles.
describe('页面设置 of a list: the detail page comes from the node pull-down', () => {
  it('offers the system\'s detail forms labelled by menu path (not lists or charts), and stores the choice as formNodeId', async () => {
    const fake = createFakeDesignerApi(listNode);
    const asked: string[] = [];
    fake.api.nodeOptions = async (systemCoding) => {
      asked.push(systemCoding);
      return [
        { value: 'bid-file', label: '项目管理 / 招标文件 / 招标文件登记（bid-file）', kind: 'form' },
        { value: 'bid-files', label: '项目管理 / 招标文件 / 文件列表（bid-files）', kind: 'list' },
        { value: 'overview', label: '概览（overview）', kind: 'chart' },
      ];
    };
    render(
      <App>
        <Designer node={listNode} api={fake.api} services={createTestServices()} />
      </App>,
    );
    await waitFor(() => expect(asked).toEqual(['trade']));
    fireEvent.click(screen.getByText('页面设置（标题、详情页面）').closest('button')!);
    const panel = screen.getByLabelText('页面设置');
    const select = within(panel).getByLabelText('详情页面（新增、查看记录时打开）');
    await act(async () => void fireEvent.mouseDown(select));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(shown).toEqual(['项目管理 / 招标文件 / 招标文件登记（bid-file）']);
    fireEvent.click(document.querySelector('.ant-select-item-option') as HTMLElement);
    fireEvent.click(within(screen.getByLabelText('设计器工具栏')).getByText('保存').closest('button')!);
    await waitFor(() => expect(fake.saves).toHaveLength(1));
    expect(fake.saves[0].config).toMatchObject({ formNodeId: 'bid-file' });
  });
});
