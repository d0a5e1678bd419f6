import '../../core/testing/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fieldItem, renderForm } from '../../core/testing/render-form';
import { fieldTraits } from '../../../schemas/field-types';

/**
 * Progressive mounting (mount-scheduler.ts) with a stand-in IntersectionObserver and idle queue:
 * jsdom has neither, and without them the form mounts everything at once (every other test).
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The browser reporting that `el` came within the observer's margin of the viewport. */
  static async scrollNear(el: Element) {
    await act(async () => {
      for (const o of FakeObserver.all) if (o.targets.has(el)) o.callback([{ target: el, isIntersecting: true }]);
    });
  }
}

let idleQueue: (() => void)[] = [];
const runIdle = async () => {
  await act(async () => {
    const cb = idleQueue.shift();
    cb?.();
  });
};

beforeEach(() => {
  FakeObserver.all = [];
  idleQueue = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleQueue.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

// jsdom's window is 1024 × 768: one field per row, so the 20 fields of the first group fill more
// than the first screen and the second group starts unmounted.
const filler = Array.from({ length: 20 }, (_, i) => ({ bianma: `t${i}`, name: `填充${i + 1}`, type: 'text' }));
const config = (...second: Record<string, unknown>[]) => ({
  kind: 'form',
  groups: [
    { key: 'a', title: '第一组', items: filler },
    { key: 'b', title: '第二组', items: second },
  ],
});
const hasField = (root: HTMLElement, label: string) => root.textContent?.includes(label) ?? false;
const placeholders = (root: HTMLElement) => [...root.querySelectorAll('.ks-form-placeholder')];

describe('DynamicForm: progressive mounting', () => {
  it('a section outside the first screen mounts when it nears the viewport', async () => {
    const f = await renderForm(config({ bianma: 'xmmc', name: '项目名称', type: 'text' }));
    expect(hasField(f.container, '填充1')).toBe(true);
    expect(hasField(f.container, '项目名称')).toBe(false);
    const last = placeholders(f.container).at(-1)!;
    await FakeObserver.scrollNear(last);
    expect(hasField(f.container, '项目名称')).toBe(true);
    expect(fieldItem(f.container, '项目名称').querySelector('input')).toBeTruthy();
  });

  it('idle time mounts the remaining fields one chunk at a time until all are there', async () => {
    const f = await renderForm(config({ bianma: 'xmmc', name: '项目名称', type: 'text' }));
    const before = placeholders(f.container).length;
    expect(before).toBeGreaterThan(1);
    await runIdle();
    expect(placeholders(f.container).length).toBe(before - 1);
    while (idleQueue.length) await runIdle();
    expect(placeholders(f.container)).toHaveLength(0);
    expect(f.container.querySelectorAll('input')).toHaveLength(21);
  });

  it("submit reports '<name>必填' for a required field that was not mounted, and submits nothing", async () => {
    const f = await renderForm(config({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }));
    expect(hasField(f.container, '项目名称')).toBe(false);
    await f.submit();
    expect(await screen.findByText('项目名称必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
    fireEvent.change(fieldItem(f.container, '项目名称').querySelector('input')!, { target: { value: '道路' } });
    await f.submit();
    expect(f.submitted).toHaveLength(1);
    expect(f.submitted[0].xmmc).toBe('道路');
  });

  it('a value of a field not mounted yet is submitted and validated', async () => {
    const f = await renderForm(config({ bianma: 'dh', name: '电话', type: 'text', maxLength: 11 }), {
      initialValues: { dh: '138001380001234' },
    });
    expect(hasField(f.container, '电话')).toBe(false);
    await f.submit();
    expect(await screen.findByText('电话最多11个字符')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('a parent change clears a child that is not mounted yet', async () => {
    const choices = { list: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] };
    const f = await renderForm(
      {
        kind: 'form',
        groups: [
          { key: 'a', title: '第一组', items: [{ bianma: 'lx', name: '类型', type: 'text', childNode: 'xl' }, ...filler] },
          { key: 'b', title: '第二组', items: [{ bianma: 'xl', name: '小类', type: 'select', options: choices }] },
        ],
      },
      { initialValues: { lx: '一', xl: 'a' } },
    );
    expect(hasField(f.container, '小类')).toBe(false);
    fireEvent.change(fieldItem(f.container, '类型').querySelector('input')!, { target: { value: '二' } });
    expect(f.form.values.xl).toBeUndefined();
    await FakeObserver.scrollNear(placeholders(f.container).at(-1)!);
    expect(fieldItem(f.container, '小类').querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('a switch-1 turned on reveals its required child when that child mounts later', async () => {
    const f = await renderForm({
      kind: 'form',
      groups: [
        { key: 'a', title: '第一组', items: [{ bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw' }, ...filler] },
        { key: 'b', title: '第二组', items: [{ bianma: 'fbdw', name: '分包单位', type: 'text', required: 1 }] },
      ],
    });
    await act(async () => void fireEvent.click(f.container.querySelector('.ant-switch')!));
    expect(hasField(f.container, '分包单位')).toBe(false);
    await f.submit();
    expect(await screen.findByText('分包单位必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('read mode shows the values of fields mounted later', async () => {
    const f = await renderForm(config({ bianma: 'xmmc', name: '项目名称', type: 'text' }), { mode: 'read', initialValues: { xmmc: '道路改造' } });
    expect(hasField(f.container, '道路改造')).toBe(false);
    while (idleQueue.length) await runIdle();
    expect(fieldItem(f.container, '项目名称').textContent).toContain('道路改造');
    expect(f.container.querySelector('input')).toBeNull();
  });

  // A big form (more than IDLE_MOUNT_MAX_FIELDS fields) mounts only what nears the viewport or
  // the focus: idle time mounts nothing.
  const many = Array.from({ length: 100 }, (_, i) => ({ bianma: `m${i}`, name: `更多${i + 1}`, type: 'text' }));

  it('a form of more than 100 fields mounts no more in idle time, only as fields near the viewport', async () => {
    const f = await renderForm(config(...many));
    const before = f.container.querySelectorAll('input').length;
    expect(before).toBeLessThan(120);
    expect(idleQueue).toHaveLength(0);
    expect(hasField(f.container, '更多1')).toBe(false);
    await FakeObserver.scrollNear(placeholders(f.container)[1]);
    expect(hasField(f.container, '更多1')).toBe(true);
    expect(f.container.querySelectorAll('input').length).toBeGreaterThan(before);
  });

  it('Tab from the last mounted field reaches the next field (its chunk mounts as the focus nears it)', async () => {
    const f = await renderForm(config(...many));
    const focusable = () => [...f.container.querySelectorAll<HTMLElement>('input, button, [tabindex]')].filter((el) => el.tabIndex >= 0);
    const inputs = f.container.querySelectorAll('input');
    const last = inputs[inputs.length - 1];
    expect(fieldItem(f.container, '填充16').contains(last)).toBe(true);
    expect(hasField(f.container, '填充17')).toBe(false);
    // No IntersectionObserver report: the focus alone mounts the next chunk.
    await act(async () => last.focus());
    // What Tab reaches next: the following focusable element in document order.
    const order = focusable();
    const next = order[order.indexOf(last) + 1];
    expect(fieldItem(f.container, '填充17').contains(next)).toBe(true);
    await act(async () => next.focus());
    expect(document.activeElement).toBe(next);
    // Shift+Tab from the first field of a chunk mounted alone (scrolled to) reaches the field
    // just before it.
    const tail = placeholders(f.container).at(-1)!;
    await FakeObserver.scrollNear(tail);
    const tailInput = fieldItem(f.container, '更多97').querySelector('input')!;
    const gapBefore = placeholders(f.container).length;
    await act(async () => tailInput.focus());
    expect(placeholders(f.container).length).toBe(gapBefore - 1);
    const afterFocus = focusable();
    const previous = afterFocus[afterFocus.indexOf(tailInput) - 1];
    expect(fieldItem(f.container, '更多96').contains(previous)).toBe(true);
  });
});

/**
 * A big form gives far chunks back (mount-scheduler.ts sweep). jsdom lays nothing out: the fields
 * whose labels are in `far` are placed ten thousand pixels above the viewport, every other element
 * on screen; a scroll of the page then lets the form look for far chunks.
 */
describe('DynamicForm: chunks far from the viewport in a big form', () => {
  const first = Array.from({ length: 20 }, (_, i) => ({ bianma: `t${i}`, name: `首组${i + 1}`, type: 'text', required: i === 1 ? 1 : 0 }));
  const many = Array.from({ length: 100 }, (_, i) => ({ bianma: `m${i}`, name: `更多${i + 1}`, type: 'text' }));
  const big = { kind: 'form', groups: [{ key: 'a', title: '第一组', items: first }, { key: 'b', title: '第二组', items: many }] };
  // The first chunk: 首组1 … 首组16.
  const farLabels = new Set(first.slice(0, 16).map((i) => i.name));
  const isFar = (el: Element) => {
    const label = el.closest('.ant-formily-item')?.querySelector('.ant-formily-item-label')?.textContent ?? '';
    return farLabels.has(label.replace(/^\*/, '').trim());
  };
  const rect = (top: number) => ({ top, bottom: top + 80, left: 0, right: 100, width: 100, height: 80, x: 0, y: top, toJSON: () => ({}) });
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return rect(isFar(this) ? -10000 : 0) as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());
  /** The page scrolls and rests long enough for the form to look for far chunks. */
  const scrollPage = async () => {
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 300));
    });
  };
  const input = (root: HTMLElement, label: string) => fieldItem(root, label).querySelector('input')!;

  it('a far chunk goes back to a placeholder keeping its values, and comes back with them when scrolled to', async () => {
    const f = await renderForm(big);
    fireEvent.change(input(f.container, '首组1'), { target: { value: '道路' } });
    const before = placeholders(f.container).length;
    await scrollPage();
    expect(hasField(f.container, '首组1')).toBe(false);
    expect(hasField(f.container, '更多1')).toBe(false); // the second group, never near, is still waiting
    expect(placeholders(f.container)).toHaveLength(before + 1);
    // the placeholder keeps the height the chunk had (80 px of field, from the fake layout)
    expect((placeholders(f.container)[0] as HTMLElement).style.height).toBe('80px');
    expect(f.form.values.t0).toBe('道路');
    expect(f.form.fields['a.t0']).toBeUndefined(); // its model is gone, which is the point
    await FakeObserver.scrollNear(placeholders(f.container)[0]);
    expect(input(f.container, '首组1').value).toBe('道路');
  });

  it('a submit still checks the fields of a far chunk and shows their messages', async () => {
    const f = await renderForm(big);
    await scrollPage();
    expect(hasField(f.container, '首组2')).toBe(false);
    await f.submit();
    expect(await screen.findByText('首组2必填')).toBeTruthy();
    expect(f.submitted).toEqual([]);
    // the field with a message stays on the page however far the user scrolls away
    await scrollPage();
    expect(screen.getByText('首组2必填')).toBeTruthy();
    fireEvent.change(input(f.container, '首组2'), { target: { value: '乙' } });
    await f.submit();
    expect(f.submitted).toHaveLength(1);
    expect(f.submitted[0].t1).toBe('乙');
  });

  it('a far chunk with a field whose type is not recyclable (its trait in schemas/field-types.ts) stays', async () => {
    expect(fieldTraits('daterange')?.recyclable).toBeUndefined();
    expect(fieldTraits('text')?.recyclable).toBe(true);
    const withRange = { ...big, groups: [{ ...big.groups[0], items: first.map((i, n) => (n === 5 ? { ...i, type: 'daterange' } : i)) }, big.groups[1]] };
    const f = await renderForm(withRange);
    await scrollPage();
    expect(hasField(f.container, '首组1')).toBe(true);
    expect(hasField(f.container, '首组6')).toBe(true);
    // the same form of text fields only gives the chunk back
    const plain = await renderForm(big);
    await scrollPage();
    expect(hasField(plain.container, '首组1')).toBe(false);
  });

  it('a far chunk holding the focus, or a value emptied from an initial one, stays', async () => {
    const f = await renderForm(big, { initialValues: { t3: '原值' } });
    await act(async () => input(f.container, '首组1').focus());
    await scrollPage();
    expect(hasField(f.container, '首组1')).toBe(true);
    await act(async () => input(f.container, '首组1').blur());
    fireEvent.change(input(f.container, '首组4'), { target: { value: '' } });
    await scrollPage();
    expect(hasField(f.container, '首组4')).toBe(true);
    expect(input(f.container, '首组4').value).toBe('');
    // given a value again, the chunk may go; the value is kept
    fireEvent.change(input(f.container, '首组4'), { target: { value: '新值' } });
    await scrollPage();
    expect(hasField(f.container, '首组4')).toBe(false);
    expect(f.form.values.t3).toBe('新值');
  });
});
