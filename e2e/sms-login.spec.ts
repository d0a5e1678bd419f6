import { expect, test, type Page } from './fixtures';
import { audit } from './axe';
import { enterCreditSystem, loginToJudge, storedToken } from './helpers';
import { testDb } from './test-db';

/**
 * 短信登录 (docs/accounts.md "SMS login"): an account binds a phone in the user centre, logs out,
 * and logs in again on the login page's 短信登录 tab with the image captcha and the code the phone
 * receives; back in the user centre the next phone change starts with 验证原手机号, and 登录状态
 * extends the login. The codes are read from the development outbox's table and the captcha's answer
 * is set in the e2e server's database (e2e/test-db.ts). An account of its own.
 */
test.setTimeout(180_000);

const ACCOUNT = { username: 'e2e_sms', password: 'SmsLogin@2026', userName: '短信登录测试管理员' };
const PHONE = '13712340001';

/** A card of the user centre by its title (other cards may name it in their text). */
const cardTitled = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

async function openUserCentre(page: Page) {
  await page.getByRole('button', { name: `用户菜单：${ACCOUNT.userName}` }).click();
  await page.getByRole('menuitem', { name: '用户中心' }).click();
  await expect(cardTitled(page, '更换手机号')).toBeVisible();
}

test('an account binds a phone, logs in by SMS code, and verifies the old phone before the next change', async ({ page }) => {
  const db = testDb();
  try {
    db.addAdmin(ACCOUNT.username, ACCOUNT.password, ACCOUNT.userName);
    await loginToJudge(page, ACCOUNT);
    await enterCreditSystem(page);
    await openUserCentre(page);

    // no phone yet: the new phone's code alone binds it
    const phoneCard = cardTitled(page, '更换手机号');
    await expect(phoneCard).toContainText('当前手机号：未绑定');
    await phoneCard.getByLabel('新手机号').fill(PHONE);
    await phoneCard.getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneCard.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await phoneCard.getByLabel('短信验证码').fill(db.lastCode(PHONE));
    await phoneCard.getByRole('button', { name: '确认更换' }).click();
    await expect(phoneCard.getByRole('alert')).toContainText('手机号修改成功');
    await expect(phoneCard).toContainText('当前手机号：137****0001');
    // the next change starts with the bound phone
    await expect(phoneCard).toContainText('第一步：验证原手机号。验证码将发送至 137****0001。');

    // 登录状态: 延长登录 moves the end of this login
    const sessionCard = cardTitled(page, '登录状态');
    await expect(sessionCard).toContainText('有效期至');
    await sessionCard.getByRole('button', { name: '延长登录' }).click();
    await expect(sessionCard.getByRole('alert')).toContainText('登录有效期已延长至');

    await page.getByRole('button', { name: `用户菜单：${ACCOUNT.userName}` }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible({ timeout: 20_000 });

    // 短信登录
    await page.getByRole('tab', { name: '短信登录' }).click();
    await expect(page.getByRole('heading', { name: '短信登录' })).toBeVisible();
    await expect(page.getByAltText('图形验证码')).toBeVisible();
    await audit(page, '短信登录');
    await page.getByLabel('手机号').fill('13712340099');
    await page.getByLabel('图形验证码').fill(db.solveCaptchas());
    await page.getByRole('button', { name: '获取验证码' }).click();
    // a phone no account holds is answered alike, and no SMS goes out (docs/accounts.md "Lookups without login")
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    expect(db.lastCode('13712340099')).toBe('');
    // a fresh page: the 60-second countdown of the send above is the page's, not the phone's
    await page.reload();
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号').fill(PHONE);
    await expect(page.getByAltText('图形验证码')).toBeVisible();
    await page.getByLabel('图形验证码').fill(db.solveCaptchas());
    db.ageCodes(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const code = db.lastCode(PHONE);
    await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert')).toContainText('验证码错误，还可尝试4次');
    expect(await storedToken(page)).toBeNull();
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/judge$/);
    expect(await storedToken(page)).toBeTruthy();
    await enterCreditSystem(page);
    await expect(page.getByRole('button', { name: `用户菜单：${ACCOUNT.userName}` })).toBeVisible();

    // 验证原手机号, then the second step
    await openUserCentre(page);
    await expect(phoneCard).toContainText('第一步：验证原手机号');
    db.ageCodes(PHONE);
    await phoneCard.getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneCard.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await phoneCard.getByLabel('原手机号验证码').fill(db.lastCode(PHONE));
    await phoneCard.getByRole('button', { name: '验证原手机号' }).click();
    await expect(phoneCard.getByRole('alert')).toContainText('原手机号验证成功，请在10分钟内完成更换');
    await expect(phoneCard).toContainText('第二步：原手机号已验证');
    await expect(phoneCard.getByLabel('新手机号')).toBeVisible();
    await audit(page, '用户中心：验证原手机号、忘记原密码、登录状态');
  } finally {
    db.close();
  }
});
