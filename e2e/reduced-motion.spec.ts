import { expect, test, type Page } from './fixtures';
import { ENTERPRISE, button, enterCreditSystem, loginToJudge } from './helpers';

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

async function openSubmitConfirm(page: Page): Promise<string[]> {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  const draft = page.locator('.ks-data-table tr[data-row-key]').filter({ hasText: '草稿' }).first();
  await expect(draft).toBeVisible();
  const seen = await enterAnimationsDuring(page, async () => {
    await button(draft, '提交').click();
    await expect(page.locator('.ant-modal-confirm').filter({ hasText: '确认提交吗？' })).toBeVisible();
  });
  // nothing is submitted
  await button(page.locator('.ant-modal-confirm'), '取消').click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  return seen;
}

test('with reduced motion asked for, the confirm dialog appears without zooming in', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  expect(await openSubmitConfirm(page)).toEqual([]);
});

test.describe('without the setting', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the confirm dialog zooms in, as antd draws it', async ({ page }) => {
    // the mask fades in, the dialog zooms in (which steps a mutation record catches varies)
    expect((await openSubmitConfirm(page)).filter((c) => c.startsWith('ant-zoom-appear-'))).not.toEqual([]);
  });
});
