import { useEffect, useRef } from 'react';

/**
 * Focus returns to the opener when a dialog or drawer closes (WCAG 2.4.3). antd's own
 * focusTriggerAfterClose remembers the element and fails when the opener was re-rendered (a table
 * row after a reload, a form field after its value changed), disabled (the 1 s click throttle of
 * row buttons) or when the dialog is unmounted while open: the focus then falls to <body>. Here the
 * opener is remembered with where it sat, and found again if it was replaced.
 */

interface Opener {
  el: HTMLElement;
  /** a selector of its nearest ancestor that survives re-rendering (an id, a table row's key) */
  anchor: string | null;
  /** child indices from <body>: where a re-rendered equivalent sits */
  path: number[];
}

/** How long a disabled opener (click throttle: 1 s) is waited for. */
const WAIT_MS = 1500;
const STEP_MS = 50;

function anchorOf(el: Element): string | null {
  const found = el.parentElement?.closest('[id], [data-row-key]');
  if (!found) return null;
  return found.id ? `[id="${CSS.escape(found.id)}"]` : `[data-row-key="${CSS.escape(found.getAttribute('data-row-key') ?? '')}"]`;
}

function pathOf(el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

function atPath(path: readonly number[]): Element | null {
  let node: Element | null = document.body;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

const same = (a: Element, b: Element) => a.tagName === b.tagName && a.textContent === b.textContent;

/**
 * The opener itself; else the element of the same kind and text inside its anchor (a button
 * re-created by its parent); else the one now in its place.
 */
function findOpener({ el, anchor, path }: Opener): HTMLElement | null {
  if (el.isConnected) return el;
  if (el.id) {
    const byId = document.getElementById(el.id);
    if (byId) return byId;
  }
  const inAnchor = anchor ? [...(document.querySelector(anchor)?.querySelectorAll(el.tagName) ?? [])].find((c) => same(c, el)) : undefined;
  if (inAnchor instanceof HTMLElement) return inAnchor;
  const there = atPath(path);
  return there instanceof HTMLElement && same(there, el) ? there : null;
}

/** The focus is nowhere a person put it: on <body>, or still inside a dialog or drawer that closed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !!active.closest('[role="dialog"], .ant-drawer');
}

function restore(opener: Opener): void {
  const started = Date.now();
  const attempt = () => {
    // a page torn down while the retries run (a test's jsdom closing after its last assertion)
    if (typeof document === 'undefined' || !focusLost()) return;
    const target = findOpener(opener);
    if (target && !(target as HTMLButtonElement).disabled) {
      target.focus({ preventScroll: true });
      if (document.activeElement === target) return;
    }
    if (Date.now() - started < WAIT_MS) setTimeout(attempt, STEP_MS);
  };
  // after the closing render (and the dialog's own attempt) has happened
  setTimeout(attempt, 0);
}

/**
 * Call in a dialog or drawer with its open state: the element focused when it opened gets the focus
 * back when it closes or unmounts.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<Opener | null>(null);
  const wasOpen = useRef(false);
  // Read during the render that opens: by its commit the opener may already be disabled or replaced.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? { el: active, anchor: anchorOf(active), path: pathOf(active) } : null;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (open || !opener.current) return;
    restore(opener.current);
    opener.current = null;
  }, [open]);
  // Unmounted while open (a dialog rendered only while open). Checked a moment later: React's
  // development double mount unmounts and mounts again at once, and must not move the focus.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current && opener.current) restore(opener.current);
      }, 0);
    };
  }, []);
}
