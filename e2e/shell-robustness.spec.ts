import { expect, test, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, type Account } from './helpers';

/**
 * Issue 16, "Robustness a user meets" (docs/shell.md "Robustness"): what the shell does when a
 * page chunk fails, at /login when logged in, with the menu highlight and the welcome crumb, and
 * how the 信用记录 list fits a 1440 px screen.
 */

const ENGLISH_ERROR = /Unexpected Application Error|Failed to fetch|Hey developer/;

async function openUserCenter(page: Page, account: Account): Promise<void> {
  await page.locator('header.ks-header').getByRole('button', { name: `用户菜单：${account.userName}` }).click();
  await page.getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/userCenter\/uCenter$/);
}

async function openCreditRecords(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '系统菜单' }).getByRole('menuitem', { name: /信用记录$/ }).click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
  await expect(page.getByTestId('dynamic-list').locator('tbody tr.ant-table-row').first()).toBeVisible();
}

test('a page chunk that fails to load (a redeploy) shows a Chinese message; 重新加载 loads the page again', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  // The old build's file is gone: the user centre's chunk answers nothing.
  const chunk = '**/assets/UserCenterPage-*.js';
  await page.route(chunk, (r) => r.abort());
  await openUserCenter(page, ENTERPRISE);

  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: '页面资源加载失败' })).toBeVisible();
  await expect(main.getByText('系统可能刚刚更新，或网络连接已中断。请重新加载页面。')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(ENGLISH_ERROR);
  // The layout stays: the menu still works around the failed page.
  await expect(page.getByRole('navigation', { name: '系统菜单' }).getByRole('menuitem', { name: /信用记录$/ })).toBeVisible();

  // The new build is in place: 重新加载 reloads the document and the page opens.
  await page.unroute(chunk);
  await Promise.all([page.waitForEvent('load'), button(main, '重新加载').click()]);
  await expect(main.getByText('账号信息')).toBeVisible();
  await expect(main.getByRole('heading', { name: '页面资源加载失败' })).toHaveCount(0);
});

test('a failed chunk outside the layout (the system chooser) shows the message full screen', async ({ page }) => {
  await page.route('**/assets/JudgePage-*.js', (r) => r.abort());
  await loginToJudge(page, ENTERPRISE);
  await expect(page.getByRole('heading', { name: '页面资源加载失败' })).toBeVisible();
  await expect(button(page, '重新加载')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(ENGLISH_ERROR);
});

test('/login when logged in goes where a login lands: the system chooser, then the chosen system', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/judge$/);
  await expect(page.getByRole('button', { name: '进入信用评价管理系统' })).toBeVisible();

  await enterCreditSystem(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
  await expect(page.locator('main')).toContainText('欢迎使用信用评价管理系统');
  await expect(page.getByRole('heading', { name: '账号登录' })).toHaveCount(0);
});

for (const account of [ENTERPRISE, ADMIN]) {
  test(`${account.username}: the welcome page's crumb reads 首页, not 页面配置`, async ({ page }) => {
    await loginToJudge(page, account);
    await enterCreditSystem(page);
    const crumbs = page.locator('.ks-breadcrumb');
    await expect(page.locator('main')).toContainText('欢迎使用信用评价管理系统');
    await expect(crumbs).toContainText('首页');
    await expect(crumbs).not.toContainText('页面配置');
  });
}

test('the side menu highlights only the page on screen: leaving a menu page clears it', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const selected = page.getByRole('navigation', { name: '系统菜单' }).locator('.ant-menu-item-selected');
  await openCreditRecords(page);
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText('信用记录');

  // Leaving the menu for a page that is not one: nothing stays highlighted.
  await openUserCenter(page, ENTERPRISE);
  await expect(page.locator('main').getByText('账号信息')).toBeVisible();
  await expect(selected).toHaveCount(0);

  // Back to a menu page, then home through the breadcrumb: the welcome page highlights nothing.
  await openCreditRecords(page);
  await expect(selected).toContainText('信用记录');
  await page.locator('.ks-breadcrumb').getByRole('link', { name: '系统首页' }).click();
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
  await expect(page.locator('main')).toContainText('欢迎使用信用评价管理系统');
  await expect(selected).toHaveCount(0);
});

test.describe('信用记录 at 1440×900', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginToJudge(page, ADMIN);
    await enterCreditSystem(page);
    await openCreditRecords(page);
  });

  test('the 状态 column is in view beside the pinned 操作 column, not behind it', async ({ page }) => {
    const list = page.getByTestId('dynamic-list');
    const header = (name: string) => list.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
    const status = await header('状态').boundingBox();
    const operations = await header('操作').boundingBox();
    const table = await list.locator('.ant-table-container').boundingBox();
    if (!status || !operations || !table) throw new Error('the 状态 or 操作 header, or the table, is not on screen');
    expect(status.width).toBeGreaterThan(40);
    expect(status.x + status.width, '状态 must end where 操作 begins').toBeLessThanOrEqual(operations.x + 1);
    expect(status.x).toBeGreaterThanOrEqual(table.x);
    expect(operations.x + operations.width).toBeLessThanOrEqual(table.x + table.width + 1);
  });

  test('expanded search fields show their placeholders whole (开始日期, not 开…)', async ({ page }) => {
    const list = page.getByTestId('dynamic-list');
    await button(list, '更多...').click();
    await expect(button(list, '收起')).toBeVisible();
    await expect(list.locator('.ks-search-bar input[placeholder="开始日期"]')).toBeVisible();
    // Every placeholder has the room of its characters: a CJK character is 1em wide, so the check
    // holds whatever font the machine has.
    const cut = await list.locator('.ks-search-bar').evaluate((bar) => {
      const out: string[] = [];
      const need = (el: Element, text: string) => [...text].length * parseFloat(getComputedStyle(el).fontSize);
      for (const input of bar.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
        if (!input.placeholder || input.offsetParent === null) continue;
        const cs = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        if (room + 0.5 < need(input, input.placeholder)) out.push(`${input.placeholder}: ${room}px < ${need(input, input.placeholder)}px`);
      }
      for (const span of bar.querySelectorAll<HTMLElement>('.ant-select-selection-placeholder')) {
        const text = span.textContent ?? '';
        if (!text || span.offsetParent === null) continue;
        if (span.clientWidth + 0.5 < need(span, text)) out.push(`${text}: ${span.clientWidth}px < ${need(span, text)}px`);
      }
      return out;
    });
    expect(cut, 'placeholders cut short').toEqual([]);
  });

  test('操作日志 shows local YYYY-MM-DD HH:mm times (spec 000 §5: display length 16), never the server’s ISO text', async ({ page }) => {
    const list = page.getByTestId('dynamic-list');
    await button(list.locator('tbody tr.ant-table-row').first(), '日志').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
    await expect(drawer.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first()).toBeVisible();
    await expect(drawer).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
