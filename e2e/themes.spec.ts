import { expect, test, type Page } from './fixtures';
import { audit } from './axe';
import { DEVELOPER, enterCreditSystem, loginToJudge } from './helpers';

/**
 * 主题 (docs/shell.md "主题"): the floating bar's drawer switches to dark (data-theme on <html>,
 * antd's dark algorithm painting the page), picks an accent and the aside width; closing it stores
 * the choice for the user, so it is back after logout and in a browser that never saw it. 客服
 * lists the deployment region's links.
 */
test.setTimeout(120_000);

const asideWidth = async (page: Page) => Math.round((await page.locator('.ks-aside').boundingBox())!.width);
const layoutBackground = (page: Page) => page.locator('.ks-body').evaluate((el) => getComputedStyle(el).backgroundColor);

test('a developer’s dark theme, accent and aside width follow them to another browser', async ({ page, browser }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  expect(await asideWidth(page)).toBe(240);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await layoutBackground(page)).toBe('rgb(240, 242, 245)');

  await page.getByRole('button', { name: '客服' }).click();
  const service = page.getByRole('region', { name: /客服/ });
  await expect(service).toContainText('陕西省');
  await expect(service.getByRole('link', { name: /400-000-0000/ })).toHaveAttribute('href', 'tel:4000000000');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '主题设置' }).click();
  const drawer = page.getByRole('dialog', { name: '主题设置' });
  await expect(drawer).toBeVisible();
  await drawer.getByText('暗色', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // antd's dark algorithm: the layout background is black, the drawer itself is dark
  expect(await layoutBackground(page)).toBe('rgb(0, 0, 0)');
  expect(await drawer.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await drawer.getByRole('radio', { name: '酱紫' }).click();
  await expect(drawer.getByRole('radio', { name: '酱紫' })).toHaveAttribute('aria-checked', 'true');
  await drawer.getByRole('spinbutton', { name: '侧栏宽度' }).fill('260');
  await drawer.getByRole('spinbutton', { name: '侧栏宽度' }).press('Tab');
  await expect.poll(() => asideWidth(page)).toBe(260);
  await audit(page, '主题设置 drawer (dark)');
  await drawer.getByRole('button', { name: /完\s*成/ }).click();
  await expect(page.getByText('主题设置已保存').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.locator('.ks-header').getByRole('button', { name: `用户菜单：${DEVELOPER.userName}` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible({ timeout: 20_000 });

  // another browser: nothing in its storage, the server has the choice
  const other = await browser.newContext({ locale: 'zh-CN' });
  const fresh = await other.newPage();
  try {
    await loginToJudge(fresh, DEVELOPER);
    await enterCreditSystem(fresh);
    await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => asideWidth(fresh)).toBe(260);
    expect(await layoutBackground(fresh)).toBe('rgb(0, 0, 0)');
    await fresh.getByRole('button', { name: '主题设置' }).click();
    const again = fresh.getByRole('dialog', { name: '主题设置' });
    await expect(again.getByRole('radio', { name: '酱紫' })).toHaveAttribute('aria-checked', 'true');
    await expect(again.getByRole('spinbutton', { name: '侧栏宽度' })).toHaveValue('260');
    // back to the platform's own look for the specs after this one
    await again.getByRole('button', { name: /恢复默认/ }).click();
    await again.getByRole('button', { name: /完\s*成/ }).click();
    await expect(fresh.getByText('主题设置已保存').first()).toBeVisible();
    await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await asideWidth(fresh)).toBe(240);
  } finally {
    await other.close();
  }
});
