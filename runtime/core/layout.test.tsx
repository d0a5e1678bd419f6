import './testing/dom';
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { spanFor } from './layout';
import { configOf, renderForm } from './testing/render-form';

describe('layout', () => {
  it('≤1280 → 24, ≤1536 → 12, wider → the field col', () => {
    expect([1000, 1280, 1281, 1536, 1537].map((w) => spanFor(w, 8))).toEqual([24, 24, 12, 12, 8]);
  });

  it('zoom mode: thresholds 1536 and 0', () => {
    expect([1280, 1536, 1537].map((w) => spanFor(w, 8, true))).toEqual([24, 24, 8]);
  });

  it('the form re-lays its columns when the window is resized', async () => {
    const resize = async (w: number) => {
      window.innerWidth = w;
      await act(async () => void window.dispatchEvent(new Event('resize')));
    };
    await resize(1920);
    const f = await renderForm(configOf({ bianma: 'a', name: '甲', type: 'text', col: 8 }, { bianma: 'b', name: '乙', type: 'text' }));
    // Each field spans N of its section grid's 24 columns.
    const spansIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.ks-form-grid > .ant-formily-item')].map((c) => c.style.gridColumn);
    const spans = () => spansIn(f.container).map((s) => s.match(/^span (\d+)$/)?.[1]);
    expect(spans()).toEqual(['8', '12']);
    await resize(1400);
    expect(spans()).toEqual(['12', '12']);
    await resize(1200);
    expect(spans()).toEqual(['24', '24']);
    f.unmount();
    const z = await renderForm(configOf({ bianma: 'a', name: '甲', type: 'text', col: 8 }), { zoom: true });
    expect(spansIn(z.container)).toEqual(['span 24']);
    await resize(1920);
  });

  it('a width given to the form (the designer preview) lays it out instead of the window', async () => {
    window.innerWidth = 1920;
    const items = [{ bianma: 'a', name: '甲', type: 'text', col: 8 }, { bianma: 'b', name: '乙', type: 'text' }];
    const spansAt = async (width: number) => {
      const f = await renderForm(configOf(...items), { width });
      const spans = [...f.container.querySelectorAll<HTMLElement>('.ks-form-grid > .ant-formily-item')].map((c) => c.style.gridColumn);
      f.unmount();
      return spans;
    };
    expect(await spansAt(1280)).toEqual(['span 24', 'span 24']);
    expect(await spansAt(1536)).toEqual(['span 12', 'span 12']);
    expect(await spansAt(1920)).toEqual(['span 8', 'span 12']);
  });
});
