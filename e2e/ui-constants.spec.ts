import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, untilStill } from './helpers';

/**
 * Spec 000 §9's UI constants as a user meets them (docs/ui-constants.md): 更多... opens the
 * filters over 500 ms (at once for reduced motion), the shell's drawers are 300 (主题设置), 380
 * (意见反馈, 消息中心) and 20% of the window (操作日志, never under 300) wide.
 */
test.setTimeout(120_000);

async function openCreditRecords(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
  await expect(page.locator('.ks-data-table tr[data-row-key]').first()).toBeVisible();
}

/** Notes each Web Animations call in the search bar (element class, duration): it may end before a look. */
async function recordAnimations(page: Page): Promise<() => Promise<{ cls: string; duration: unknown }[]>> {
  await page.evaluate(() => {
    const seen: { cls: string; duration: unknown }[] = [];
    (window as unknown as { __animated: typeof seen }).__animated = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const run = animate.apply(this, args);
      if (this.closest('.ks-search-bar')) seen.push({ cls: this.className.toString(), duration: run.effect?.getTiming().duration });
      return run;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __animated: { cls: string; duration: unknown }[] }).__animated);
}

const filterShown = (bar: Locator, name: string) => bar.locator('.ant-form-item-label label').getByText(name, { exact: true });

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('更多... opens the filters over 500 ms and they end open, 收起 closes them so; with reduced motion 更多... opens them at once', async ({ page }) => {
    await loginToJudge(page, ENTERPRISE);
    await enterCreditSystem(page);
    await openCreditRecords(page);
    const bar = page.locator('.ks-search-bar');
    // the block of filters: the form's first child (the filters' row before the block existed)
    const fields = bar.locator('> *').first();
    const closedHeight = (await fields.boundingBox())!.height;
    await expect(filterShown(bar, '状态')).toBeHidden();
    const animated = await recordAnimations(page);

    await button(bar, '更多...').click();
    expect(await animated()).toEqual([{ cls: 'ks-search-fields', duration: 500 }]);
    await untilStill(fields);
    // ended open: every filter shows, the block is as tall as what it holds and clips nothing
    await expect(filterShown(bar, '状态')).toBeVisible();
    const open = await fields.evaluate((el) => ({ height: el.getBoundingClientRect().height, content: el.scrollHeight, overflow: el.style.overflow }));
    expect(open.height).toBeGreaterThan(closedHeight);
    expect(Math.abs(open.height - open.content)).toBeLessThan(1);
    expect(open.overflow).toBe('');

    // 收起 animates back to the closed height
    await button(bar, '收起').click();
    await expect(filterShown(bar, '状态')).toBeHidden();
    expect(await animated()).toHaveLength(2);
    await untilStill(fields);
    expect(Math.round((await fields.boundingBox())!.height)).toBe(Math.round(closedHeight));

    // the system now asks for reduced motion: 更多... opens the filters at once
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await button(bar, '更多...').click();
    await expect(filterShown(bar, '状态')).toBeVisible();
    expect(await animated()).toHaveLength(2);
  });
});

const drawerWidth = async (drawer: Locator): Promise<number> => {
  await untilStill(drawer);
  return Math.round((await drawer.locator('xpath=ancestor::*[contains(@class,"ant-drawer-content-wrapper")]').boundingBox())!.width);
};

test('the shell drawers: 主题设置 300, 意见反馈 and 消息中心 380, each without a sideways scroll', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const fits = (drawer: Locator) => drawer.locator('.ant-drawer-body').evaluate((body) => body.scrollWidth <= body.clientWidth);

  await page.getByRole('button', { name: '主题设置' }).click();
  const theme = page.getByRole('dialog', { name: '主题设置' });
  expect(await drawerWidth(theme)).toBe(300);
  expect(await fits(theme)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(theme).toBeHidden();

  await page.getByRole('button', { name: '意见反馈' }).click();
  const feedback = page.getByRole('dialog', { name: '意见反馈' });
  expect(await drawerWidth(feedback)).toBe(380);
  expect(await fits(feedback)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(feedback).toBeHidden();

  await page.getByTestId('message-bell').click();
  const messages = page.getByRole('dialog', { name: '消息中心' });
  expect(await drawerWidth(messages)).toBe(380);
  await expect(messages.getByTestId('message-panel')).toBeVisible();
  expect(await fits(messages)).toBe(true);
});

test('操作日志 takes 20% of a wide window and 300 px of a narrow one', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openCreditRecords(page);
  const withLog = page.locator('.ks-data-table tr[data-row-key]').filter({ has: button(page, '日志') }).first();
  const log = page.getByRole('dialog', { name: '操作日志' });
  const widthAt = async (windowWidth: number) => {
    await page.setViewportSize({ width: windowWidth, height: 900 });
    await button(withLog, '日志').click();
    const width = await drawerWidth(log);
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    return width;
  };
  expect(await widthAt(1920)).toBe(384);
  expect(await widthAt(1280)).toBe(300);
});
