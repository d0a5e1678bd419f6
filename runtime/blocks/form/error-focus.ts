import type { Form } from '@formily/core';

/**
 * After a refused submit (WCAG 3.3.1, 2.4.3, 4.1.3): the messages are read out by the form's
 * polite live region ("有 N 项需要修改：…") and the focus moves to the first invalid field's
 * input, so a keyboard or screen reader user is not left on the button far below. The DOM is
 * read, not the form model, so the order is the order on screen and the input is the one mounted.
 */

/** Frames to wait for the messages to render (a failure mounts every chunk first). */
const MAX_FRAMES = 60;

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Fields with an error message in the model (what the DOM must show before we read it). */
function errorCount(form: Form): number {
  return new Set(form.errors.map((f) => f.address)).size;
}

/** The element a person would type into: the one the label points at, else the first control. */
export function inputOfItem(item: Element): HTMLElement | null {
  const id = item.querySelector('.ant-formily-item-label label')?.getAttribute('for');
  const target = id ? document.getElementById(id) : null;
  if (target?.matches(FOCUSABLE)) return target;
  return item.querySelector<HTMLElement>(`.ant-formily-item-control :is(${FOCUSABLE})`);
}

/** One line per invalid field: the message, prefixed by the field's name unless it names it. */
export function errorSummary(items: readonly Element[]): string {
  const lines = items.map((item) => {
    const label = item.querySelector('.ant-formily-item-label label')?.textContent?.trim() ?? '';
    const message = item.querySelector('.ant-formily-item-error-help')?.textContent?.trim() ?? '';
    return message.includes(label) ? message : `${label}：${message}`;
  });
  return `有 ${items.length} 项需要修改：${lines.join('，')}`;
}

/** True when the focus is now on another control than at the submit (not lost to the page). */
function movedOn(focusedAtSubmit: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== focusedAtSubmit && now !== document.body;
}

/**
 * Waits until the form's error messages are on screen, then announces them in `status` and
 * focuses the first invalid input. `host` is the form's element. A person who has already moved
 * on to another control while the messages rendered keeps their focus: the wait can last a
 * second on a large form, and pulling the caret away mid-word (an open dropdown closing under the
 * fingers) is worse than not guiding them.
 */
export function announceErrors(form: Form, host: HTMLElement, status: HTMLElement): void {
  let frames = 0;
  const expected = errorCount(form);
  const focusedAtSubmit = document.activeElement;
  status.textContent = ''; // a second identical summary is announced again
  const step = () => {
    const items = [...host.querySelectorAll('.ant-formily-item-error')];
    if (items.length < expected && ++frames < MAX_FRAMES) return void requestAnimationFrame(step);
    if (!items.length) return;
    status.textContent = errorSummary(items);
    const input = inputOfItem(items[0]);
    if (!input || movedOn(focusedAtSubmit)) return;
    input.focus({ preventScroll: true });
    if (typeof input.scrollIntoView === 'function') input.scrollIntoView({ block: 'center' });
  };
  requestAnimationFrame(step);
}
