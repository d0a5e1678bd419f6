import { expect, test, type Page } from './fixtures';
import { ENTERPRISE, animationsSettled, button, enterCreditSystem, loginToJudge } from './helpers';

/**
 * The shell follows the system's "reduce motion" setting (WCAG 2.3.3, docs/accessibility.md):
 * dialogs and drawers appear at once. The browser tests run with it set (playwright.config.ts):
 * a click that lands while a dialog is still zooming in is lost, and a lost 确定 is a flaky test.
 */

/**
 * Every class an element took while the action ran that marks a running enter animation of antd
 * (its -start and -active steps). The -prepare step comes either way: rc-dialog measures where the
 * dialog grows from there, at the dialog's final size.
 */
async function enterAnimationsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __motion: Set<string> }).__motion = seen;
    const noteClasses = (classes: string) => classes.split(/\s+/).forEach((c) => /-(appear|enter)-(start|active)$/.test(c) && seen.add(c));
    const note = (el: Element) => noteClasses(el.className.toString());
    // oldValue too: a class that came and went between two callbacks is in a record's old value
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.oldValue) noteClasses(r.oldValue);
        if (r.target instanceof Element) note(r.target);
        r.addedNodes.forEach((n) => n instanceof Element && [n, ...n.querySelectorAll('*')].forEach(note));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['class'] });
  });
  await action();
  return page.evaluate(() => [...(window as unknown as { __motion: Set<string> }).__motion]);
}

/** Opens the first record's 查看 drawer on 信用记录 (any record: other specs change the data). */
async function openRecordDrawer(page: Page): Promise<string[]> {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  const first = page.locator('.ks-data-table tr[data-row-key]').first();
  await expect(first).toBeVisible();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '查看' });
  const seen = await enterAnimationsDuring(page, async () => {
    await button(first, '查看').click();
    await expect(drawer.locator('.ant-descriptions')).toBeVisible();
    await animationsSettled(page);
  });
  await page.keyboard.press('Escape');
  await expect(drawer.locator('.ant-descriptions')).toBeHidden();
  return seen;
}

test('with reduced motion asked for, a drawer and its mask appear at once', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  expect(await openRecordDrawer(page)).toEqual([]);
});

test.describe('without the setting', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the drawer slides in, as antd draws it', async ({ page }) => {
    // the mask fades in, the panel slides in from the right
    expect((await openRecordDrawer(page)).filter((c) => c.startsWith('ant-drawer-panel-motion-right-'))).not.toEqual([]);
  });
});
