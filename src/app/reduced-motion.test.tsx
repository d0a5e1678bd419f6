import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion';

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function stubReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' ? matches : false;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
    listening: () => listeners.size,
  };
}

afterEach(() => vi.unstubAllGlobals());

// What antd does with it (no zoom on a dialog) is seen in a real browser: e2e/reduced-motion.spec.ts.
describe('usePrefersReducedMotion', () => {
  it('answers the system setting', () => {
    stubReducedMotion(true);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
  });

  it('is false when the system does not ask for it', () => {
    stubReducedMotion(false);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });

  it('follows a change of the setting without a reload, and stops listening when unmounted', () => {
    const media = stubReducedMotion(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    act(() => media.set(true));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listening()).toBe(0);
  });
});
