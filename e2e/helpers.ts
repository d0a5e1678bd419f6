import { expect, type Locator, type Page } from '@playwright/test';

export interface Account {
  username: string;
  password: string;
  userName: string;
}

export const ADMIN: Account = { username: 'admin', password: 'Admin@2026', userName: '平台管理员' };
export const DEVELOPER: Account = { username: 'developer', password: 'Dev@2026', userName: '配置开发者' };
export const ENTERPRISE: Account = { username: 'enterprise', password: 'Ent@2026', userName: '华建工程有限公司' };

/** Fills and submits the real login form on the current page. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Logs in from the root page and lands on the system chooser. */
export async function loginToJudge(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/judge$/);
}

/** Chooses the credit evaluation system on /judge and waits for its menu. */
export async function enterCreditSystem(page: Page): Promise<void> {
  await page.getByRole('button', { name: '进入信用评价管理系统' }).click();
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
}

/** The token the app stored (inside the storage wrapper). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('ks.token');
    return raw ? (JSON.parse(raw) as { data: string }).data : null;
  });
}

/**
 * Waits until the element and everything in it have finished their finite animations (antd's
 * zoom/slide when a dialog or dropdown appears). Playwright's own "stable" check can pass between
 * two slow frames of a loaded machine, and a click then lands where the element is not yet.
 */
export async function untilStill(locator: Locator): Promise<void> {
  await locator.evaluate(async (el) => {
    // antd starts an enter animation a frame after the element appears.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const running = el.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}
