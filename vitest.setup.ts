import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

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

// antd's static toasts and dialogs render through roots of their own, outside act(): their last
// update (the destroy in a test's cleanup) can still be queued in React's scheduler when the file
// ends, and would then commit after jsdom's window is gone ("window is not defined", CI 2026-11-29).
// A short pause after each file lets that queued work finish first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
