import { cleanup, configure } from '@testing-library/react';
import { message } from 'antd';
import { createRequire } from 'node:module';
import { afterAll, afterEach, vi } from 'vitest';

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
// After each file, wait until React's scheduler (one module instance, shared with react-dom) has no
// task left, for at most 3 s, then a short pause. A fixed 30 ms pause was too short on a loaded
// machine (CI 2026-12-06: runtime/columns/state.test.tsx).
// Testing Library unmounts after each test by itself only the first time its module is evaluated:
// files sharing a worker's modules (isolate: false) need it asked for in every file. Toasts live
// outside the rendered tree: one left over would be read by the next test (or file).
afterEach(() => {
  cleanup();
  message.destroy();
});

const scheduler = createRequire(import.meta.url)('scheduler') as { unstable_getFirstCallbackNode(): unknown };
afterAll(async () => {
  const until = Date.now() + 3_000;
  while (scheduler.unstable_getFirstCallbackNode() !== null && Date.now() < until) {
    await new Promise<void>((resolve) => setTimeout(resolve, 5));
  }
  await new Promise<void>((resolve) => setTimeout(resolve, 30));
  // Files that share a worker's modules and document (the `unit` project, isolate: false) start as an
  // isolated file does: real timers, the globals and spied methods they found, empty storage. The
  // body stays: antd's toasts keep their container there.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});

/*
 * antd's CSS-in-JS injects thousands of rules into jsdom, and jsdom's getComputedStyle matches every
 * rule against the element (and, for inherited properties, each ancestor) after every DOM change:
 * role queries and user-event's pointer checks compute styles along the whole tree, which was most
 * of the unit stage's time. jsdom has no layout, so of all those declarations only the ones that
 * Testing Library, user-event and jest-dom read can change a test's outcome — display and
 * visibility (what is hidden from role queries, toBeVisible), opacity (toBeVisible) and
 * pointer-events (user-event refuses to click through `none`). Each injected sheet keeps just those
 * declarations, in their order, and drops the rules left empty; rules jsdom never applies (@media
 * without `screen`, @keyframes, @supports, @font-face) go too. Hidden stays hidden.
 */
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

interface RuleList {
  cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

function keepObservedDeclarations(list: RuleList): void {
  for (let i = list.cssRules.length - 1; i >= 0; i--) {
    const rule = list.cssRules[i];
    if (rule instanceof CSSStyleRule) {
      const { style } = rule;
      for (let p = style.length - 1; p >= 0; p--) {
        if (!OBSERVED.has(style[p])) style.removeProperty(style[p]);
      }
      if (style.length === 0) list.deleteRule(i);
    } else if (rule instanceof CSSMediaRule && Array.prototype.includes.call(rule.media, 'screen')) {
      // jsdom applies an @media block only when its list names `screen`.
      keepObservedDeclarations(rule);
      if (rule.cssRules.length === 0) list.deleteRule(i);
    } else if (!(rule instanceof CSSImportRule)) {
      list.deleteRule(i);
    }
  }
}

function trimStyleElement(node: unknown): void {
  if (node instanceof HTMLStyleElement && node.sheet) keepObservedDeclarations(node.sheet);
}

const PATCHED = Symbol.for('ks.vitest.trimStyles');
if (typeof window !== 'undefined' && !(globalThis as Record<symbol, unknown>)[PATCHED]) {
  (globalThis as Record<symbol, unknown>)[PATCHED] = true;
  // rc-util's updateCSS (antd's injector) sets a style element's innerHTML, then inserts it, or
  // sets innerHTML again on one already in the document.
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    const added = appendChild.call(this, node) as T;
    trimStyleElement(node);
    return added;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    const added = insertBefore.call(this, node, child) as T;
    trimStyleElement(node);
    return added;
  };
  for (const property of ['innerHTML', 'textContent'] as const) {
    const owner = property === 'innerHTML' ? Element.prototype : Node.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(owner, property)!;
    Object.defineProperty(HTMLStyleElement.prototype, property, {
      ...descriptor,
      set(this: HTMLStyleElement, value: string) {
        descriptor.set!.call(this, value);
        trimStyleElement(this);
      },
    });
  }
}
