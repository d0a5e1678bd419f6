import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { ADMIN, demoAccount, enterCreditSystem, loginToJudge, storedToken } from './helpers';
import { audit } from './axe';

/**
 * 管理权限 (docs/administration.md): the administrator moves the regional administrator admin_js (demo:
 * region 江苏省, 秦川建设集团) to 浙江省 on /system/managementInfo; admin_js's 信用记录 list then shows
 * only 华建工程有限公司 (浙江省) records. 人员信息 (/system/personnelInfo): a new developer account
 * gets a temporary password shown once.
 */
test.describe.configure({ mode: 'serial' });

const REGIONAL = demoAccount('admin_js');

async function openFromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: `用户菜单：${ADMIN.userName}` }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const table = (page: Page): Locator => page.getByTestId('dynamic-list').locator('.ks-data-table');

/** The 企业名称 cells of the list page shown. */
async function enterpriseNames(page: Page): Promise<string[]> {
  const headers = await table(page).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === '企业名称');
  return (await table(page).locator('tr[data-row-key]').locator(`td:nth-child(${index + 1})`).allTextContents()).map((t) => t.trim());
}

/**
 * admin_js's demo scope (fixtures/accounts.json: 江苏省), put back after the test whatever its end:
 * the worker's database is shared, and stored-xss.spec's admin_js walk expects 江苏省.
 */
async function restoreRegionalScope(page: Page): Promise<void> {
  const token = (await storedToken(page)) ?? '';
  const res = await page.request.put('/ks/authority/manager/scope', {
    data: { userId: 'u-admin_js', systems: [], regions: ['320000'] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), 'admin_js scope restored').toBe(200);
}

test('an administrator limits another administrator to one region; that administrator’s 信用记录 shows only it', async ({ page, browser }) => {
  await loginToJudge(page, ADMIN);
  try {
    await limitRegional(page, browser);
  } finally {
    await restoreRegionalScope(page);
  }
});

async function limitRegional(page: Page, browser: Browser): Promise<void> {
  await enterCreditSystem(page);
  await openFromUserMenu(page, '管理员管辖范围');
  await expect(page).toHaveURL(/\/system\/managementInfo$/);
  const row = page.getByTestId('management-info').locator('tr[data-row-key="u-admin_js"]');
  await expect(row).toContainText('全部系统；江苏省');
  await expect(page.getByTestId('management-info').locator('tr[data-row-key="u-admin"]')).toContainText('本人');
  await audit(page, '管理权限 (M)');

  await row.getByRole('button', { name: `设置管辖范围（${REGIONAL.userName}）` }).click();
  const dialog = page.getByRole('dialog', { name: /设置管辖范围/ });
  await expect(dialog).toBeVisible();
  // replace 江苏省 by 浙江省
  await dialog.locator('.ant-select').filter({ has: page.locator('#ks-scope-regions') }).locator('.ant-select-selection-item-remove').click();
  await dialog.getByLabel('管理地区').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^浙江省$/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('管理权限已保存')).toBeVisible();
  await expect(row).toContainText('全部系统；浙江省');

  const context = await browser.newContext();
  const regional = await context.newPage();
  await loginToJudge(regional, REGIONAL);
  await enterCreditSystem(regional);
  await regional.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  await expect(table(regional).locator('tr[data-row-key]').first()).toBeVisible();
  const names = await enterpriseNames(regional);
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names)).toEqual(new Set(['华建工程有限公司']));
  await context.close();
}

test('人员信息: a new developer account and its temporary password, shown once', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openFromUserMenu(page, '账号管理');
  await expect(page).toHaveURL(/\/system\/personnelInfo$/);
  const list = page.getByTestId('personnel-info');
  await expect(list.locator('tr[data-row-key="u-enterprise"]')).toContainText('华建工程有限公司');
  // one's own account cannot be disabled or re-roled
  await expect(list.getByRole('button', { name: `停用（${ADMIN.username}）` })).toBeDisabled();
  await audit(page, '人员信息 (M)');

  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('登录名').fill('admin');
  await dialog.getByLabel('姓名').fill('重名测试');
  await dialog.getByRole('button', { name: /创\s*建/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('该登录名已被使用');
  await dialog.getByLabel('登录名').fill('e2e_dev');
  await dialog.getByLabel('姓名').fill('浏览器测试开发者');
  await dialog.getByRole('button', { name: /创\s*建/ }).click();
  const secret = page.getByTestId('temporary-secret');
  await expect(secret).toHaveText(/^.{12}$/);
  await page.getByRole('button', { name: '我已记下' }).click();
  await list.getByLabel('账号').fill('e2e_dev');
  await list.getByLabel('账号').press('Enter');
  await expect(list.locator('tr[data-row-key]')).toHaveCount(1);
  await expect(list.locator('tr[data-row-key]')).toContainText('待修改密码');
});
