import { expect, test, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, button, type Account } from './helpers';

/**
 * 信用公示 (fixtures/nodes/credit-public.list.json, `publicOf` 信用记录): every role reads the
 * published credit records of every enterprise, view only (docs/credit.md "信用公示").
 */
async function openPublicList(page: Page, account: Account): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  await menu.getByText('信用公示').click();
  await expect(page).toHaveURL(/\/credit\/creditPublicList\?id=credit-public$/);
}

const table = (page: Page) => page.getByTestId('dynamic-list').locator('.ks-data-table');

for (const account of [ENTERPRISE, ADMIN]) {
  test(`信用公示 as ${account.username}: both enterprises' published records, 查看 only`, async ({ page }) => {
    await openPublicList(page, account);
    const rows = table(page).locator('tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    const names = await table(page).locator('tbody').textContent();
    expect(names).toContain('华建工程有限公司');
    expect(names).toContain('秦川建设集团');
    // The operations column offers 查看 and nothing that would change a record.
    const first = rows.first();
    await expect(button(first, '查看')).toBeVisible();
    for (const word of ['编辑', '提交', '删除', '审核', '撤回']) await expect(button(first, word)).toHaveCount(0);
    await expect(page.getByText('功能建设中')).toHaveCount(0);
  });
}
