import { expect, test } from './fixtures';
import { ADMIN, DEVELOPER, enterCreditSystem, loginToJudge, storedToken } from './helpers';

test('a token revoked on the server ends the session with a dialog and sends the user to /login', async ({ page, request }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  const revoked = await request.get('/ks/common/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect((await revoked.json()).code).toBe(200);

  // The next call the app makes (opening the system switcher lists systems) meets the dead token.
  await page.locator('header.ks-header').getByTitle('切换系统').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('登录状态已失效，请重新登录');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);
});

test('unknown paths: logged out they lead to the login page; logged in the 404 page offers a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  // the address asked for travels along, for the login to open (issue 45 point 7)
  await expect(page).toHaveURL(/\/\?next=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();

  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
  await expect(page.getByText('欢迎使用信用评价管理系统')).toBeVisible();
});
