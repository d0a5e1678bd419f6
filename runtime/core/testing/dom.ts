import { vi } from 'vitest';

/**
 * jsdom gaps that ProseMirror and antd pickers touch; imported by runtime tests that render them.
 * (Kept here rather than in the shared vitest.setup.ts, which other folders own.)
 */
const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const rects = () => ({ length: 0, item: () => null, [Symbol.iterator]: function* () {} }) as unknown as DOMRectList;
if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= rect;
  Range.prototype.getClientRects ??= rects;
}
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function () {};
}
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
}

/*
 * jsdom's cascade matcher (nwsapi) throws on some selectors of antd's CSS-in-JS, and every
 * getComputedStyle call (TextArea autoSize, role queries) walks all sheets. Fall back to an empty
 * declaration instead of failing the test on styling we do not assert.
 */
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((el: Element) => {
    try {
      // jsdom logs "not implemented" for pseudo-elements; their styles never matter in these tests.
      return original(el);
    } catch {
      return document.createElement('div').style;
    }
  }) as typeof window.getComputedStyle;
}

// antd popups mount slowly in jsdom on a shared 2-core machine; a slow test is not a failing one.
vi.setConfig({ testTimeout: 30000 });

// Unmounting and toasts after each test: vitest.setup.ts, for every file (a hook registered here
// would run only for the first file of a worker that shares its modules).
