import { expect, test, type Page } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, storedToken, submitLogin } from './helpers';

/**
 * Issue 45, points 7, 11, 13a and 13b (docs/shell.md "Deep links", "无权访问", docs/administration.md):
 * the journeys between pages — a link opened before login or before a system is chosen, the
 * administrators' three permission pages, one no-access page for every page a role may not use.
 */

const RECORDS = '/dynamicPage/dynamicIndex?id=credit-record-list';

// a login, a system and a page on a shared, loaded machine
test.beforeEach(() => test.setTimeout(120_000));
const main = (page: Page) => page.locator('main');
const crumbs = (page: Page) => page.locator('.ks-breadcrumb');

async function openFromUserMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) }).click();
}

// ---- point 7: deep links ----------------------------------------------------------------------

test('point 7: a page asked for before login opens after the login', async ({ page }) => {
  await page.goto(RECORDS);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await submitLogin(page, ENTERPRISE.username, ENTERPRISE.password);
  await expect(page).toHaveURL(new RegExp(`${RECORDS.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByTestId('dynamic-list')).toBeVisible();
  await expect(crumbs(page)).toContainText('信用记录');
});

test('point 7: a logged-in tab opens a node link before any system is chosen', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await page.goto(RECORDS);
  await expect(page.getByTestId('dynamic-list')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RECORDS.replace(/[?]/g, '\\?')}$`));
  // the node's own system was chosen for it
  await expect(page.locator('.ks-header')).toContainText('信用评价管理系统');
});

test('point 7: with nothing asked for the login lands on /judge, which shows system names, not codes', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await expect(page.getByRole('button', { name: '进入信用评价管理系统' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('credit_eval');
  await expect(page.locator('body')).not.toContainText('trade_service');
});

// ---- point 11: the administrators' three permission pages ---------------------------------------

const ADMIN_PAGES = [
  { label: '角色权限', path: '/system/permissionsSet' },
  { label: '管理员管辖范围', path: '/system/managementInfo' },
  { label: '账号管理', path: '/system/personnelInfo' },
];

test('point 11 and 13b: each permission page is named by what it does, in the dropdown and its breadcrumb', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  for (const { label, path } of ADMIN_PAGES) {
    await openFromUserMenu(page, label);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(crumbs(page)).toContainText(label);
    await expect(main(page).getByRole('heading', { name: label, level: 2 })).toBeVisible();
  }
});

async function openRolePermissions(page: Page) {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.goto('/system/permissionsSet');
  const screen = page.getByTestId('permissions-set');
  await expect(screen.locator('.ant-select-selection-item').filter({ hasText: '企业用户' })).toBeVisible();
  await expect(screen.locator('.ant-tree')).toBeVisible();
  return screen;
}

test('point 11: switching role in 角色权限 with unsaved changes asks first', async ({ page }) => {
  const screen = await openRolePermissions(page);
  const node = screen.locator('.ant-tree-treenode').filter({ hasText: '信用公示' }).locator('.ant-tree-checkbox');
  const before = await node.getAttribute('class');
  await node.click();
  await expect(node).not.toHaveAttribute('class', before ?? '');
  await screen.locator('.ant-select-selector').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '管理员' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '未保存' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(screen.locator('.ant-select-selection-item').filter({ hasText: '企业用户' })).toBeVisible();
  await expect(node).toHaveAttribute('class', /ant-tree-checkbox/);
  await expect(node).not.toHaveAttribute('class', before ?? '');
});

test('point 11: 审核 and 发布 are not shown as kept by 企业用户 (the workflow never gives them)', async ({ page }) => {
  const screen = await openRolePermissions(page);
  await screen.locator('.ant-tree').getByText('信用记录', { exact: true }).click();
  const panel = page.getByTestId('button-permissions');
  for (const name of ['审核', '发布', '指派']) {
    const box = panel.getByRole('checkbox', { name });
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
  await expect(panel.getByRole('checkbox', { name: '提交' }).first()).toBeChecked();
  await expect(panel).toContainText('仅管理员');
});

test('point 11: a notice date typed without a time is kept, and Enter there does not run the save check', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.goto('/system/jumpNoticeCfg');
  await page.getByRole('button', { name: /发布通知/ }).click();
  const dialog = page.getByRole('dialog', { name: '发布通知' });
  const start = dialog.locator('.ant-picker-range input').first();
  await start.click();
  // tomorrow: inside the default period (today to a week ahead), so the picker keeps the order
  const day = new Date(Date.now() + 86_400_000);
  const typed = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await start.fill(typed);
  await start.press('Enter');
  await expect(start).toHaveValue(new RegExp(`^${typed}`));
  await expect(dialog.getByText('请输入标题')).toHaveCount(0);
  // the period still reads the typed day once the box is left
  await dialog.getByLabel('通知标题').click();
  await expect(start).toHaveValue(`${typed} 00:00`);
  await expect(dialog.getByText('请输入标题')).toHaveCount(0);
});

// ---- point 13a: one no-access page ---------------------------------------------------------------

const ADMIN_URLS = [
  '/system/personnelInfo',
  '/system/managementInfo',
  '/system/permissionsSet',
  '/system/registrationAudit',
  '/system/smsOutbox',
  '/system/feedbackList',
  '/dexRecords/regAuditLogs',
  '/system/jumpNoticeCfg',
  '/credit/changeAudit',
  '/system/auditLevel',
  '/system/allSystem',
];

test('point 13a: an enterprise user meets the same no-access page on every administrators\' URL', async ({ page }) => {
  test.setTimeout(120_000);
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const adminCalls: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) adminCalls.push(r.url());
  });
  for (const path of ADMIN_URLS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(main(page).getByRole('heading', { name: '无权访问' }), path).toBeVisible();
    await expect(main(page), path).toContainText('您的账号没有使用此页面的权限');
    await expect(page.getByRole('button', { name: /新建账号/ }), path).toHaveCount(0);
    await expect(page.locator('.ant-modal:visible'), path).toHaveCount(0);
  }
  expect(adminCalls, 'no administrators\' call was even tried').toEqual([]);
});

test('point 13a: a menu without a page config, and one whose property has no page, say what is missing', async ({ page, request }) => {
  await loginToJudge(page, DEVELOPER);
  const dev = { authorization: `Bearer ${await storedToken(page)}` };
  for (const data of [
    { systemCoding: 'credit_eval', id: 'j45-no-config', title: '未配置列表', nodeProperties: '列表', nodeSetFlag: true },
    { systemCoding: 'credit_eval', id: 'j45-odd-prop', title: '未知属性节点', nodeProperties: '神秘属性', nodeSetFlag: true },
  ]) {
    const made = await request.post('/ks/config/structure/add', { headers: dev, data });
    expect(((await made.json()) as { code: number }).code).toBe(200);
  }
  await enterCreditSystem(page);
  await page.goto('/dynamicPage/dynamicIndex?id=j45-no-config');
  await expect(main(page)).toContainText('该菜单还没有页面配置');
  await expect(main(page)).toContainText('页面设计');
  await page.goto('/system/pageConfig?id=j45-odd-prop');
  await expect(main(page)).toContainText('节点属性「神秘属性」没有对应的页面');
  await expect(main(page)).toContainText('系统配置');
});

// ---- point 13b: smaller things -----------------------------------------------------------------

test('point 13b: 用户中心 names the enterprise, and the header shortcut reads 企业中心 to it', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.goto('/userCenter/uCenter');
  const row = main(page).locator('.ant-descriptions-row').filter({ hasText: '所属企业' });
  await expect(row).toContainText('华建工程有限公司');
  await expect(row).not.toContainText('ent-001');
  await page.goto('/system/companyInfo?type=1');
  await expect(crumbs(page)).toContainText('企业中心');
});

test('point 13b: the administrators\' shortcut opens a page whose breadcrumb reads 企业信息库', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.getByRole('link', { name: '企业信息库' }).or(page.getByRole('button', { name: '企业信息库' })).first().click();
  await expect(page).toHaveURL(/\/system\/companyInfo\?type=1$/);
  await expect(crumbs(page)).toContainText('企业信息库');
});

test('point 13b: at 1440×900 the floating bar leaves the pager of 变更申请 free', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.goto('/applyIndex?id=credit-change-apply');
  await expect(crumbs(page)).toContainText('变更申请');
  // The bar is fixed at the right edge: whatever the page's length, it must stand beside the
  // content (where the pager's 下一页 is), never over it.
  const bar = await page.locator('.ant-float-btn-group').boundingBox();
  const content = await main(page).boundingBox();
  expect(bar && content).toBeTruthy();
  expect(content!.x + content!.width, 'the content reaches under the floating bar').toBeLessThanOrEqual(bar!.x);
});
