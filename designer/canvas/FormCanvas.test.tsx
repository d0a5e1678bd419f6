import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import type { FormConfig } from '../../schemas/form';
import { createTestServices } from '../../runtime/services.testing';
import { Designer } from '../Designer';
import { createFakeDesignerApi } from '../testing/fake-api';
import { field, form } from '../test-kit';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import { snapCol } from './ColResizeHandle';

// Issue 14 "what-you-see canvas": fields at their page width (col of 24) at the three preview
// widths, resized by dragging their right edge.

tolerateFormilyStyles();
afterEach(cleanup);
// jsdom has no PointerEvent: without one a fired pointer event carries no clientX.
if (!('PointerEvent' in window)) {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
}
// jsdom lays nothing out: the group's grid is 960 px wide, so one column is 40 px.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 960, height: 40, top: 0, left: 0, right: 960, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
  return () => vi.restoreAllMocks();
});

const node = (config: FormConfig): DisplayGroupDetail => ({
  nodeId: 'apply', systemCoding: 'sys', kind: 'form', title: '申报', menuTitle: '申报', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config,
});

function setup() {
  const config = form([field('xmmc', { name: '项目名称', col: 12 }), field('xmbh', { name: '项目编号', col: 8 }), field('bz', { name: '备注' })]);
  const fake = createFakeDesignerApi(node(config));
  render(
    <App>
      <Designer node={node(config)} api={fake.api} services={createTestServices()} />
    </App>,
  );
  return fake;
}

const row = (bianma: string) => within(screen.getByLabelText('表单画布')).getByTestId(`canvas-field-${bianma}`);
const spans = () => ['xmmc', 'xmbh', 'bz'].map((b) => row(b).style.gridColumn);
const edge = (name: string) => screen.getByRole('separator', { name: `调整宽度：${name}` });

describe('snapCol', () => {
  it('rounds a drag to whole columns within 1..24', () => {
    expect(snapCol(12, 79, 40)).toBe(14);
    expect(snapCol(12, 81, 40)).toBe(14);
    expect(snapCol(12, 101, 40)).toBe(15);
    expect(snapCol(12, -1000, 40)).toBe(1);
    expect(snapCol(12, 1000, 40)).toBe(24);
    expect(snapCol(12, 50, 0)).toBe(12);
  });
});

describe('the form canvas, what you see', { timeout: 60_000 }, () => {
  it('draws each field at its col on the wide canvas, and as the page does at 1280 (24) and 1536 (12)', () => {
    setup();
    expect(spans()).toEqual(['span 12', 'span 8', 'span 12']);
    fireEvent.click(within(screen.getByLabelText('画布宽度')).getByText('1280（单列）'));
    expect(spans()).toEqual(['span 24', 'span 24', 'span 24']);
    expect(screen.queryAllByRole('separator', { name: /^调整宽度/ })).toHaveLength(0);
    expect(screen.getByText('此宽度下每个字段占 24/24，宽屏时按各自宽度')).toBeTruthy();
    fireEvent.click(within(screen.getByLabelText('画布宽度')).getByText('1536（双列）'));
    expect(spans()).toEqual(['span 12', 'span 12', 'span 12']);
  });

  it('dragging the right edge follows the pointer in whole columns and sets col once on release (one undo step); the save carries it', async () => {
    const fake = setup();
    const handle = edge('项目名称');
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 555, pointerId: 1 }); // 1.4 columns → 13
    expect(row('xmmc').style.gridColumn).toBe('span 13');
    fireEvent.pointerMove(window, { clientX: 662, pointerId: 1 }); // 4.05 columns → 16
    expect(row('xmmc').style.gridColumn).toBe('span 16');
    expect(within(row('xmmc')).getByText('16/24')).toBeTruthy();
    await act(async () => void fireEvent.pointerUp(window, { clientX: 662, pointerId: 1 }));
    expect(row('xmmc').style.gridColumn).toBe('span 16');
    expect(edge('项目名称').getAttribute('aria-valuenow')).toBe('16');
    // the panel of the selected field shows the same width
    fireEvent.click(within(row('xmmc')).getByRole('button', { name: '项目名称' }));
    expect((within(screen.getByLabelText(/^字段属性/)).getByLabelText('宽度（栅格，24 为整行）') as HTMLInputElement).value).toBe('16');

    // the keyboard does the same: ← narrows by one column
    fireEvent.keyDown(edge('项目编号'), { key: 'ArrowLeft' });
    expect(row('xmbh').style.gridColumn).toBe('span 7');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(row('xmbh').style.gridColumn).toBe('span 8');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(row('xmmc').style.gridColumn).toBe('span 12');
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(row('xmmc').style.gridColumn).toBe('span 16');

    fireEvent.click(within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('已保存 · 版本 2');
    expect((fake.saves[0]!.config as FormConfig).groups[0]!.items.map((f) => f.col)).toEqual([16, 8, undefined]);
  });
});
