import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom's selector engine throws on a malformed selector in @formily/antd-v5's FormItem styles
 * (`..ant-formily-item-…`), which breaks every getComputedStyle call (antd's modals and drawers
 * make them) once a runtime form is on the page. Browsers skip such a rule; here the failing call
 * answers an empty style instead.
 */
export function tolerateFormilyStyles(): void {
  const original = window.getComputedStyle;
  beforeAll(() => {
    window.getComputedStyle = ((el: Element, pseudo?: string | null) => {
      try {
        return original.call(window, el, pseudo);
      } catch {
        return document.createElement('div').style;
      }
    }) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
