import { expect, test } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE, enterCreditSystem, loginThroughForm, storedToken, type Account } from './helpers';

const cases: Array<{ account: Account; role: 'M' | 'D' | 'U' }> = [
  { account: ADMIN, role: 'M' },
  { account: DEVELOPER, role: 'D' },
  { account: ENTERPRISE, role: 'U' },
];

for (const { account, role } of cases) {
  test(`${account.username}: login, choose a system, see header and menu, log out`, async ({ page }) => {
    await loginThroughForm(page, account);
    await expect(page.getByRole('button', { name: '进入公共资源交易服务系统' })).toBeVisible();
    await enterCreditSystem(page);

    const header = page.locator('header.ks-header');
    await expect(header.getByText(account.userName)).toBeVisible();
    await expect(header.getByText('信用评价管理系统')).toBeVisible();
    await expect(header.getByRole('button', { name: role === 'U' ? '企业中心' : '企业信息库' })).toBeVisible();
    if (role === 'D') {
      await expect(header.getByRole('button', { name: '新建系统' })).toBeVisible();
      await expect(header.getByRole('button', { name: '全部系统' })).toBeVisible();
      await expect(header.getByRole('button', { name: '收起菜单' })).toHaveCount(0);
    } else {
      await expect(header.getByRole('button', { name: '收起菜单' })).toBeVisible();
      await expect(header.getByRole('button', { name: '新建系统' })).toHaveCount(0);
    }

    const menu = page.getByRole('navigation', { name: '系统菜单' });
    await expect(menu.getByText('信用概览')).toBeVisible();
    await expect(menu.getByText('信用记录')).toBeVisible();
    await expect(menu.getByText('历史评价（停用）')).toHaveCount(0);
    if (role === 'U') await expect(menu.getByText('评价管理')).toHaveCount(0);
    else await expect(menu.getByText('评价管理')).toBeVisible();

    // A menu leaf opens its page through the menu routing table; the breadcrumb follows.
    await menu.getByText('信用记录').click();
    await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
    // The node's list page (search bar and table of its records) fills the content area.
    await expect(page.locator('.ks-content').getByTestId('dynamic-list').locator('table')).toBeVisible();
    await expect(page.locator('.ks-content').getByText('华建工程有限公司').first()).toBeVisible();
    await expect(page.locator('.ks-breadcrumb')).toContainText('信用信息');

    const filing = page.locator('footer').getByRole('link', { name: /ICP备/ });
    await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(filing).toHaveAttribute('target', '_blank');

    await header.getByRole('button', { name: `用户菜单：${account.userName}` }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Logout waits for the server, then 500 ms, then reloads the site root (a cold page load).
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeNull();
  });
}

test('a wrong password shows the server message on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await page.getByLabel('用户名').fill('enterprise2');
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/$/);
  // The message belongs to the form: no dialog on the login page.
  await expect(page.locator('.ant-modal')).toHaveCount(0);
});

test('after 3 failures the login asks for a captcha; clicking the image or a wrong answer loads a new one', async ({ page }) => {
  await page.goto('/');
  // An account of its own (it need not exist: failures of unknown accounts count the same).
  await page.getByLabel('用户名').fill('captcha-e2e');
  await page.getByLabel('密码').fill('not-the-password');
  const submit = page.getByRole('button', { name: /登\s*录/ });
  for (let i = 0; i < 3; i++) {
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await expect(page.getByLabel('验证码')).toHaveCount(0);
    // The next answer must be a new one: the message goes while the form changes.
    await page.getByLabel('密码').fill(`not-the-password-${i}`);
  }
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('请输入验证码');
  const input = page.getByLabel('验证码');
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('placeholder', '请输入验证码');
  await expect(input).toBeFocused();
  const image = page.getByAltText('验证码');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  // The SVG really renders as an image (a broken one has no natural width).
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const first = await image.getAttribute('src');
  await page.getByRole('button', { name: '看不清？换一张' }).click();
  await expect(image).not.toHaveAttribute('src', first ?? '');

  const second = await image.getAttribute('src');
  await input.fill('AAAA');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('验证码错误或已过期，请重新输入');
  await expect(image).not.toHaveAttribute('src', second ?? '');
  await expect(input).toHaveValue('');
  await expect(page).toHaveURL(/\/$/);
});
