import { configure } from '@testing-library/react';

// antd and Formily trees mount slowly in jsdom, more so with two test files running at once on a
// 2-core machine: findBy…/waitFor wait up to 10 s (not the default 1 s) for what a test expects.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that antd relies on.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
