import { expect, test, type Locator, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, storedToken, type Account } from './helpers';

/**
 * Issue 17, acceptance 2 (权限设置, docs/administration.md): an administrator removes 删除 from 企业用户
 * on 信用记录 through the page; the enterprise no longer sees it on its draft, and a forged delete
 * with the enterprise's own session answers 403 无权进行该操作. The last test gives 删除 back
 * through the page, so the demo data is as it was (the setting is back to the default).
 */
test.describe.configure({ mode: 'serial' });

let draftId = '';

const table = (page: Page): Locator => page.getByTestId('dynamic-list').locator('.ks-data-table');
const rowOf = (page: Page, id: string): Locator => table(page).locator(`tr[data-row-key="${id}"]`);

async function openCreditRecords(page: Page, account: Account): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
  await expect(table(page).locator('tr[data-row-key]').first()).toBeVisible();
}

/** The enterprise's drafts only (状态 is behind 更多...). */
async function showDrafts(page: Page): Promise<void> {
  await button(page.locator('.ks-search-bar'), '更多...').click();
  const item = page.locator('.ks-search-bar .ant-form-item').filter({ has: page.locator('label', { hasText: /^状态$/ }) });
  await item.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^草稿$/ }).click();
  await page.keyboard.press('Escape');
  const answered = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list') && r.request().method() === 'POST');
  await button(page.locator('.ks-search-bar'), '搜索').click();
  await answered;
  await expect(table(page).locator('.ant-spin-spinning')).toHaveCount(0);
}

/** 权限设置 from the user dropdown, 企业用户 and 信用评价管理系统 chosen, 信用记录's buttons shown. */
async function openNodeButtons(page: Page): Promise<Locator> {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '角色权限' }).click();
  await expect(page).toHaveURL(/\/system\/permissionsSet$/);
  const screen = page.getByTestId('permissions-set');
  await expect(screen.getByRole('combobox', { name: '角色' })).toBeVisible();
  // 企业用户 is the role chosen first; the first system is 信用评价管理系统
  await expect(screen.locator('.ant-select-selection-item').filter({ hasText: '企业用户' })).toBeVisible();
  await expect(screen.locator('.ant-select-selection-item').filter({ hasText: '信用评价管理系统' })).toBeVisible();
  const tree = screen.locator('.ant-tree');
  await tree.getByText('信用记录', { exact: true }).click();
  const panel = page.getByTestId('button-permissions');
  await expect(panel).toContainText('信用记录');
  return panel;
}

test('the enterprise sees 删除 on its draft in 信用记录', async ({ page }) => {
  await openCreditRecords(page, ENTERPRISE);
  await showDrafts(page);
  const draft = table(page).locator('tr[data-row-key]').filter({ has: button(page, '删除') }).first();
  draftId = (await draft.getAttribute('data-row-key'))!;
  await expect(button(rowOf(page, draftId), '删除')).toBeVisible();
});

test('an administrator removes 删除 from 企业用户 on 信用记录 in 权限设置', async ({ page }) => {
  const panel = await openNodeButtons(page);
  await expect(panel).toContainText('默认：全部按钮');
  await audit(page, '权限设置 (M)');
  const remove = panel.getByRole('checkbox', { name: '删除' });
  await expect(remove).toBeChecked();
  await remove.uncheck();
  await button(panel, '保存按钮权限').click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(panel).toContainText('已自定义');
});

test('the enterprise no longer sees 删除, and a forged delete with its session answers 403', async ({ page }) => {
  expect(draftId).not.toBe('');
  await openCreditRecords(page, ENTERPRISE);
  await showDrafts(page);
  const draft = rowOf(page, draftId);
  await expect(button(draft, '提交')).toBeVisible();
  await expect(button(draft, '删除')).toHaveCount(0);

  const token = await storedToken(page);
  const detail = await page.request.post('/ks/monitor/record/detail', { data: { nodeId: 'credit-record-list', id: draftId }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  const { version } = ((await detail.json()) as { data: { version: number } }).data;
  const forged = await page.request.delete('/ks/monitor/delete', {
    data: { nodeId: 'credit-record-list', id: draftId, version },
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { message: string }).message).toBe('无权进行该操作');
  // nothing was deleted: the draft is still listed after a reload
  await page.reload();
  await showDrafts(page);
  await expect(rowOf(page, draftId)).toBeVisible();
});

test('the administrator gives 删除 back: the setting is the default again', async ({ page }) => {
  const panel = await openNodeButtons(page);
  await expect(panel).toContainText('已自定义');
  await panel.getByRole('checkbox', { name: '删除' }).check();
  await button(panel, '保存按钮权限').click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(panel).toContainText('默认：全部按钮');
});
