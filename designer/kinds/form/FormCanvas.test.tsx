import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { FormConfig } from '../../../schemas/form';
import { DndContext } from '@dnd-kit/core';
import { createDefaultFieldRegistry } from '../../../runtime/fields';
import { DesignerStoreContext } from '../../store/use-designer';
import type { DesignerStore } from '../../store/store';
import { field, form, storeOf } from '../../test-kit';
import { snapCol } from './ColResizeHandle';
import { FormCanvas } from './FormCanvas';

// Issue 14 "what-you-see canvas": fields at their page width (col of 24) at the three preview
// widths, resized by dragging their right edge.

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
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 960, height: 40, top: 0, left: 0, right: 960, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
  return () => vi.restoreAllMocks();
});

const registry = createDefaultFieldRegistry();

/** The canvas alone over a store (no preview, no server): what the test looks at is the canvas. */
function setup() {
  const store = storeOf(form([field('xmmc', { name: '项目名称', col: 12 }), field('xmbh', { name: '项目编号', col: 8 }), field('bz', { name: '备注' })]));
  render(
    <App>
      <DesignerStoreContext.Provider value={store}>
        <DndContext>
          <FormCanvas registry={registry} problemsByOrdinal={new Map()} paletteDragging={false} />
        </DndContext>
      </DesignerStoreContext.Provider>
    </App>,
  );
  return store;
}
const cols = (store: DesignerStore) => (store.getState().config as FormConfig).groups[0]!.items.map((f) => f.col);

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

describe('the form canvas, what you see', { timeout: 30_000 }, () => {
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

  it('dragging the right edge follows the pointer in whole columns and sets col once, on release (one undo step)', async () => {
    const store = setup();
    const handle = edge('项目名称');
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 555, pointerId: 1 }); // 1.4 columns → 13
    expect(row('xmmc').style.gridColumn).toBe('span 13');
    fireEvent.pointerMove(window, { clientX: 662, pointerId: 1 }); // 4.05 columns → 16
    expect(row('xmmc').style.gridColumn).toBe('span 16');
    expect(within(row('xmmc')).getByText('16/24')).toBeTruthy();
    expect(cols(store)).toEqual([12, 8, undefined]); // nothing stored while dragging
    await act(async () => void fireEvent.pointerUp(window, { clientX: 662, pointerId: 1 }));
    expect(row('xmmc').style.gridColumn).toBe('span 16');
    expect(edge('项目名称').getAttribute('aria-valuenow')).toBe('16');
    expect(cols(store)).toEqual([16, 8, undefined]);

    // the keyboard does the same: ← narrows by one column, End takes the whole row
    fireEvent.keyDown(edge('项目编号'), { key: 'ArrowLeft' });
    expect(row('xmbh').style.gridColumn).toBe('span 7');
    fireEvent.keyDown(edge('备注'), { key: 'End' });
    expect(cols(store)).toEqual([16, 7, 24]);

    act(() => void store.undo());
    act(() => void store.undo());
    expect(cols(store)).toEqual([16, 8, undefined]);
    act(() => void store.undo());
    expect(cols(store)).toEqual([12, 8, undefined]);
    expect(row('xmmc').style.gridColumn).toBe('span 12');
  });
});
