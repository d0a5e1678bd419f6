import { expect, test } from './fixtures';
import { audit } from './axe';
import { enterCreditSystem, loginToJudge, storedToken, submitLogin } from './helpers';
import { testDb } from './test-db';

/**
 * 修改密码 in the user centre (docs/accounts.md "Password"): a user signed in twice changes the
 * password in one browser; the other browser's session ends at once (its next call is refused and
 * it lands on the login page), the changing one stays, and only the new password signs in. An
 * account of its own, so the demo accounts the other specs use keep their passwords.
 */
test.setTimeout(120_000);

const ACCOUNT = { username: 'e2e_pw', password: 'PwOld@2026', userName: '改密测试管理员', fresh: 'PwNew#2026' };

test('changing the password ends every other session at once; the new password signs in', async ({ page, browser }) => {
  const db = testDb();
  try {
    db.addAdmin(ACCOUNT.username, ACCOUNT.password, ACCOUNT.userName);
  } finally {
    db.close();
  }
  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  await loginToJudge(second, ACCOUNT);
  await enterCreditSystem(second);
  expect(await storedToken(second)).toBeTruthy();

  await loginToJudge(page, ACCOUNT);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: /用户中心/ }).click();
  const card = page.locator('.ant-card').filter({ hasText: '修改密码' }).last();
  await card.getByLabel('原密码').fill(ACCOUNT.password);
  await card.getByLabel('新密码', { exact: true }).fill(ACCOUNT.fresh);
  await card.getByLabel('确认新密码').fill(ACCOUNT.fresh);
  await card.getByRole('button', { name: '确认修改' }).click();
  await expect(card.getByRole('status')).toContainText('密码修改成功，其他设备上的登录已退出');
  await audit(page, '用户中心：修改密码');

  // the other browser's next call meets its ended session
  await second.locator('header.ks-header').getByTitle('切换系统').click();
  await expect(second.locator('.ant-modal-confirm')).toContainText('登录状态已失效，请重新登录');
  await expect(second).toHaveURL(/\/login$/);

  // the browser that changed it goes on
  await page.reload();
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  // the old password is refused, the new one signs in
  await second.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await second.getByLabel('用户名').fill(ACCOUNT.username);
  await second.getByLabel('密码').fill(ACCOUNT.password);
  await second.getByRole('button', { name: /登\s*录/ }).click();
  // the refusal has come back (a click on a button still loading is ignored)
  await expect(second.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await expect(second.getByRole('button', { name: /登\s*录/ })).not.toHaveClass(/ant-btn-loading/);
  await expect(second).toHaveURL(/\/login$/);
  // The new one signs in and leads back to where the session ended (issue 47 point 2): that page
  // needs a system, which the ended session took with it, so the system chooser comes first.
  await submitLogin(second, ACCOUNT.username, ACCOUNT.fresh);
  await expect(second).toHaveURL(/\/judge\?next=%2Fsystem%2FpageConfig$/);
  await enterCreditSystem(second);
  await expect(second).toHaveURL(/\/system\/pageConfig$/);
  await other.close();
});
