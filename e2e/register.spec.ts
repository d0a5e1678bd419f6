import { expect, test, type Page } from '@playwright/test';
import { ADMIN, enterCreditSystem, loginToJudge, submitLogin } from './helpers';
import { testDb } from './test-db';
import { audit } from './axe';

// Registration → approval → activation → login, the photo in the header and the forgotten password
// (docs/accounts.md). What a phone would receive is read from the development outbox's table, and
// the image captcha's answer is set there (e2e/test-db.ts): both are test-only reads and writes.

const USCC = '91610100MA6U0R0X1Q';
const PHONE = '13912345678';
const PASSWORD = 'Qinling@2026';
const NEW_PASSWORD = 'Weiyang#2027';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function solveCaptcha(page: Page, db: ReturnType<typeof testDb>) {
  await expect(page.getByAltText('图形验证码')).toBeVisible();
  await page.getByLabel('图形验证码').fill(db.solveCaptchas());
}

test('an enterprise registers, an administrator approves, it activates, logs in, sets a photo and resets its password', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const db = testDb();
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: '注册' }).click();
    await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
    await expect(page.getByAltText('图形验证码')).toBeVisible();
    await audit(page, '企业注册');
    // a wrong check character is named before anything is sent
    await page.getByLabel('统一社会信用代码').fill('91610100MA6U0R0X1A');
    await page.getByLabel('企业名称').click();
    await expect(page.getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill(USCC.toLowerCase());
    await page.getByLabel('企业名称').fill('秦岭测试建设有限公司');
    // the format only: whether the code is taken is not told before the phone is proved
    await expect(page.getByRole('alert')).toContainText('统一社会信用代码格式正确');
    await page.getByLabel('联系人').fill('王工');
    await page.getByLabel('手机号').fill(PHONE);
    await solveCaptcha(page, db);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await page.getByLabel('短信验证码').fill(db.lastCode(PHONE));
    await page.getByLabel('登录密码').fill(PASSWORD);
    // the code is checked as the field is left (/register/register-code)
    await expect(page.getByRole('alert')).toContainText('验证码正确');
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '提交注册' }).click();
    await expect(page.getByText('注册申请已提交，请等待管理员审核')).toBeVisible();

    // the administrator approves from the user menu's 注册审核, and sees the notice in the outbox
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginToJudge(admin, ADMIN);
    await enterCreditSystem(admin);
    await admin.getByRole('button', { name: `用户菜单：${ADMIN.userName}` }).click();
    await admin.getByRole('menuitem', { name: '注册审核' }).click();
    const row = admin.getByTestId('registration-audit').locator('tr[data-row-key]').filter({ hasText: USCC });
    await expect(row).toContainText('待审核');
    await audit(admin, '注册审核 (M)');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await expect(admin.getByText('已审核通过，已短信通知企业激活账号')).toBeVisible();
    await admin.getByRole('button', { name: `用户菜单：${ADMIN.userName}` }).click();
    await admin.getByRole('menuitem', { name: '短信发件箱' }).click();
    await expect(admin.getByTestId('sms-outbox')).toContainText('您的企业注册申请已审核通过，请前往平台激活账号');
    await adminContext.close();

    // activation: progress (shown only with the code sent to the registered phone), then the code to the registered phone
    await page.getByRole('button', { name: '查询进度 / 激活账号' }).click();
    await page.getByLabel('统一社会信用代码').fill(USCC);
    await page.getByLabel('注册手机号').fill(PHONE);
    await page.getByRole('button', { name: '查询进度', exact: true }).click();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
    await expect(page.getByText('审核通过（待激活）')).toHaveCount(0);
    await solveCaptcha(page, db);
    db.ageCodes(PHONE);
    const progressField = page.locator('.ant-form-item').filter({ has: page.getByLabel('查询验证码') });
    await progressField.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await page.getByLabel('查询验证码').fill(db.lastCode(PHONE));
    await page.getByRole('button', { name: '查询进度', exact: true }).click();
    await expect(page.getByText('审核通过（待激活）')).toBeVisible();
    await audit(page, '激活账号');
    db.ageCodes(PHONE);
    const activateField = page.locator('.ant-form-item').filter({ has: page.getByLabel('激活码') });
    await activateField.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await page.getByLabel('激活码').fill(db.lastCode(PHONE));
    await page.getByRole('button', { name: '激活账号' }).click();
    await expect(page.getByText('账号激活成功，请使用统一社会信用代码和注册时设置的密码登录')).toBeVisible();
    await page.getByRole('button', { name: '去登录' }).click();
    await submitLogin(page, USCC, PASSWORD);
    await expect(page).toHaveURL(/\/judge$/);
    await enterCreditSystem(page);

    // a photo in the user centre appears in the header
    const menuButton = page.getByRole('button', { name: '用户菜单：秦岭测试建设有限公司' });
    await menuButton.click();
    await page.getByRole('menuitem', { name: '用户中心' }).click();
    await page.getByLabel('选择头像图片').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(menuButton.locator('img')).toHaveAttribute('src', /^blob:/);
    await audit(page, '用户中心：头像与手机号');
    expect(await menuButton.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // forgotten password: a new session starts from the login page
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    await expect(page.getByAltText('图形验证码')).toBeVisible();
    await audit(page, '找回密码');
    await page.getByLabel('绑定手机号').fill(PHONE);
    await solveCaptcha(page, db);
    db.ageCodes(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('验证码已发送，请注意查收');
    await page.getByLabel('短信验证码').fill(db.lastCode(PHONE));
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
    await page.getByRole('button', { name: '去登录' }).click();
    await submitLogin(page, USCC, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await page.getByLabel('密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/judge$/);
  } finally {
    db.close();
  }
});
