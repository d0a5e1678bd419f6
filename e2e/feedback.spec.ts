import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, button, openMenuGroup } from './helpers';

/**
 * 意见反馈 (docs/shell.md "意见反馈"): an enterprise user sends feedback from the floating bar (every
 * score label shown, sent only with text, thanks, the drawer closed 800 ms later); an administrator
 * reads it under 评价管理 → 意见反馈. Developers have no feedback button.
 */
test.setTimeout(120_000);

test('an enterprise sends feedback; an administrator reads it', async ({ page }) => {
  const opinion = `希望信用记录支持批量导入${Date.now() % 100000}`;
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: '意见反馈' }).click();
  const drawer = page.getByRole('dialog', { name: '意见反馈' });
  await expect(drawer).toBeVisible();
  for (const [i, label] of ['不满意', '一般般', '还可以', '完美', '非常完美'].entries()) await expect(drawer.getByText(`${i + 1} 分：${label}`)).toBeVisible();
  await audit(page, '意见反馈 drawer (U)');
  await button(drawer, '提交').click();
  await expect(page.getByText('请填写意见后再提交').first()).toBeVisible();
  await drawer.getByRole('radio').nth(4).click();
  await expect(drawer.getByText('非常完美', { exact: true }).last()).toBeVisible();
  // click, then wait for the box: check() reads the state the instant after its click, and twice in
  // the whole suite (reduced motion) antd's controlled box was ticked a moment later (seen ticked in the snapshot)
  const timely = drawer.getByRole('checkbox', { name: '响应及时' });
  await timely.click();
  await expect(timely).toBeChecked();
  await drawer.getByLabel('意见与建议').fill(opinion);
  await button(drawer, '提交').click();
  await expect(page.getByText('感谢您的反馈！').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  const admin = await page.context().newPage();
  // a tab in the background runs no animation: the submenu would stay half open over its last items
  await admin.bringToFront();
  await loginToJudge(admin, ADMIN);
  await enterCreditSystem(admin);
  const nav = admin.getByRole('navigation', { name: '系统菜单' });
  await openMenuGroup(admin, '评价管理');
  await nav.getByText('意见反馈', { exact: true }).click();
  const row = admin.getByTestId('feedback-list').locator('tr[data-row-key]').filter({ hasText: opinion });
  await expect(row).toContainText('5 分 非常完美');
  await expect(row).toContainText('响应及时');
  await expect(row).toContainText('华建工程有限公司');
  await audit(admin, '意见反馈 list (M)');
});

test('developers get no feedback button', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await expect(page.getByRole('navigation', { name: '系统菜单' })).toBeVisible();
  // exact: the side menu's 意见反馈 item carries a button of its own, 节点配置：意见反馈 (a developer's gear)
  await expect(page.getByRole('button', { name: '意见反馈', exact: true })).toHaveCount(0);
});
