import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../../schemas/designer';
import { createTestServices } from '../../../runtime/services.testing';
import { Designer } from '../../Designer';
import { createFakeDesignerApi } from '../../testing/fake-api';
import { tolerateFormilyStyles } from '../../testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(cleanup);

const self: DisplayGroupDetail = {
  nodeId: 'trade-venue-calendar', systemCoding: 'trade_service', kind: 'calendar', title: '场地预约日历', menuTitle: '场地预约日历',
  version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config: { kind: 'calendar', title: '场地预约日历', slotMinutes: 15 },
};

const toolbarButton = (name: RegExp) => within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name });

// The whole designer renders here: on the shared 2-core machine under load that takes tens of seconds.
describe('the calendar kind in the designer', { timeout: 60_000 }, () => {
  it('says what a new calendar misses, edits its keys, shows the same problems as the server, and saves exactly that', async () => {
    const fake = createFakeDesignerApi(self);
    render(
      <App>
        <Designer node={self} api={fake.api} services={createTestServices()} />
      </App>,
    );
    const canvas = screen.getByTestId('calendar-canvas');
    expect(within(canvas).getByText('日历尚未配置：未选择列表节点、资源字段、开始时间字段、结束时间字段')).toBeTruthy();
    const type = (label: RegExp, value: string) => fireEvent.change(within(canvas).getByLabelText(label), { target: { value } });
    type(/列表节点/, 'trade-venue');
    type(/表单节点/, 'trade-venue-booking');
    type(/资源字段/, 'cdmc');
    type(/开始时间字段/, 'kssj');
    type(/结束时间字段/, 'kssj');
    expect(await within(canvas).findByText('结束时间字段: 不能与开始时间字段相同（kssj）')).toBeTruthy();
    type(/结束时间字段/, 'jssj');
    expect(within(canvas).queryByRole('alert')).toBeNull();
    expect(within(canvas).queryByText(/日历尚未配置/)).toBeNull();
    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    expect(fake.saves[0]!.config).toEqual({ kind: 'calendar', title: '场地预约日历', slotMinutes: 15, node: 'trade-venue', formNode: 'trade-venue-booking', resource: 'cdmc', start: 'kssj', end: 'jssj' });
  });
});
