import { expect, test, type Page } from './fixtures';
import { ADMIN, DEVELOPER, enterCreditSystem, loginToJudge, openMenuGroup } from './helpers';

/**
 * 等级设置 (docs/credit.md "等级设置"): an administrator opens 评价管理 → 等级设置, raises 2026's AA
 * minimum, saves and sees the new version in force; a developer sees the same rules read-only.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

async function openLevelSetting(page: Page): Promise<void> {
  await enterCreditSystem(page);
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  await openMenuGroup(page, '评价管理');
  await menu.getByText('等级设置', { exact: true }).click();
  await expect(page).toHaveURL(/\/credit\/levelSetting\?id=credit-level/);
  await expect(page.getByRole('heading', { name: '等级设置' })).toBeVisible();
}

test('an administrator changes 2026’s AA minimum, saves, and sees the new version', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await openLevelSetting(page);
  await expect(page.getByText('2026 年度 · 当前生效：版本 1')).toBeVisible();
  const aa = page.getByLabel('第 2 行 最低分');
  await expect(page.getByLabel('第 2 行 等级')).toHaveValue('AA');
  await expect(aa).toHaveValue('80');

  // A value that breaks the order is named and blocks the save.
  await aa.fill('95');
  await expect(page.getByText('第 2 行：最低分须低于上一行的 90 分（等级从高到低排列）')).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ })).toBeDisabled();

  await aa.fill('85');
  await expect(page.getByText('第 2 行：最低分须低于上一行')).toHaveCount(0);
  const save = page.getByRole('button', { name: /保\s*存/ });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('保存成功，已生成版本 2')).toBeVisible();
  await expect(page.getByText('2026 年度 · 当前生效：版本 2')).toBeVisible();
  const history = page.locator('.ant-card').filter({ hasText: '版本记录' });
  await expect(history.getByText('版本 2')).toBeVisible();
  await expect(history.getByText(/平台管理员 · .*AA ≥ 85/)).toBeVisible();

  // Kept over a reload: the newest version is in force.
  await page.reload();
  await expect(page.getByLabel('第 2 行 最低分')).toHaveValue('85');
});

test('新增年度 by keyboard: the dialog checks the year, focus returns to the button', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await openLevelSetting(page);
  const add = page.getByRole('button', { name: /新增年度/ });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增年度' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '评价年度' })).toBeFocused();
  await page.keyboard.type('2026');
  await expect(dialog.getByText('2026 年度已存在，请直接修改')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('a developer sees the rules read-only', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await openLevelSetting(page);
  await expect(page.getByText('开发人员只能查看等级设置，由管理员维护。')).toBeVisible();
  await expect(page.getByRole('cell', { name: '≥ 90', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  await expect(page.getByLabel('第 1 行 等级')).toHaveCount(0);
});
