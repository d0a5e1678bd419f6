/**
 * What antd's Transfer leaves out for assistive technology and keyboards (WCAG 4.1.2, 2.4.3),
 * added to its DOM because it offers no props for it: names for the row checkboxes (the person),
 * the header select-all checkboxes and the move buttons (its icons say "right"/"left").
 */
const LIST_NAMES = ['可选', '已选'];
const MOVE_NAMES = ['移入已选', '移出已选'];

function setName(el: Element | null | undefined, name: string): void {
  if (el && el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
}

/** Names every checkbox and move button under `host` (idempotent: run it after any change). */
export function nameTransferControls(host: HTMLElement): void {
  host.querySelectorAll('.ant-transfer-list').forEach((list, i) => {
    setName(list.querySelector('.ant-transfer-list-header input[type="checkbox"]'), `全选${LIST_NAMES[i] ?? ''}`);
    list.querySelectorAll('.ant-transfer-list-content-item').forEach((row) => {
      const text = row.querySelector('.ant-transfer-list-content-item-text')?.textContent ?? '';
      setName(row.querySelector('input[type="checkbox"]'), text);
      // a one-way list's rows carry a remove button instead, all named 删除 by antd
      setName(row.querySelector('.ant-transfer-list-content-item-remove'), `移除${text}`);
    });
  });
  host.querySelectorAll('.ant-transfer-operation button').forEach((button, i) => {
    setName(button, MOVE_NAMES[i] ?? '');
    if (!button.getAttribute('title')) button.setAttribute('title', MOVE_NAMES[i] ?? '');
  });
}

const focusable = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && !(el as HTMLInputElement).disabled;

/**
 * After a move the pressed button is disabled (nothing is ticked any more) and the focus would
 * fall to <body>: it goes to the first row left in the list the people came from (to tick the
 * next), else that list's search box, else the first control of the other list (a checkbox, or a
 * one-way list's remove button), else an enabled move button.
 */
export function refocusAfterMove(host: HTMLElement, from: 0 | 1): void {
  const active = document.activeElement;
  // only a focus that was lost: one the user has since put elsewhere stays there
  const lost = !active || active === document.body || (host.contains(active) && !focusable(active));
  if (!lost) return;
  const lists = host.querySelectorAll('.ant-transfer-list');
  const first = (list: Element | undefined, selector: string) => [...(list?.querySelectorAll(selector) ?? [])].find(focusable);
  const target =
    first(lists[from], '.ant-transfer-list-content-item input[type="checkbox"]') ??
    first(lists[from], '.ant-transfer-list-body-search-wrapper input') ??
    first(lists[1 - from], '.ant-transfer-list-content-item input[type="checkbox"], .ant-transfer-list-content-item-remove') ??
    first(host, '.ant-transfer-operation button');
  target?.focus();
}
