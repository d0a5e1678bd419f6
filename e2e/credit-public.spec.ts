import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, button, type Account } from './helpers';
import { audit as axe } from './axe';

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

test("信用公示 → 信用档案: an enterprise's card, its records of the chosen item beside it", async ({ page }) => {
  // an enterprise user reads another enterprise's profile: 信用公示 is public
  await openPublicList(page, ENTERPRISE);
  await table(page).getByRole('button', { name: '秦川建设集团' }).first().click();
  await expect(page).toHaveURL(/\/credit\/creditPublicList\?id=credit-public&enterprise=ent-002$/);
  const card = page.getByRole('listbox', { name: /^秦川建设集团\s*\d+(\.\d+)? 分$/ });
  await expect(card).toBeVisible();
  await expect(page.locator('.ks-breadcrumb')).toContainText('信用公示');
  await expect(page.locator('.ks-breadcrumb')).toContainText('信用档案');

  const total = page.getByTestId('dynamic-list').locator('.ant-pagination-total-text');
  /** The chosen item's badge equals the records beside it, each of the enterprise and of that item. */
  const shows = async (option: Locator) => {
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const name = (await option.locator('.ks-menu-card-name').textContent()) ?? '';
    const badge = Number((await option.locator('[title$=" 项"]').getAttribute('title'))?.replace(/\D/g, ''));
    await expect(total).toHaveText(`共 ${badge} 条`);
    const rows = table(page).locator('tr[data-row-key]');
    for (const row of await rows.all()) {
      await expect(row).toContainText('秦川建设集团');
      await expect(row).toContainText(name);
    }
    return name;
  };
  const options = card.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  // the first item is chosen when the page opens
  await shows(options.first());
  await axe(page, '信用档案');

  await options.nth(1).click();
  await expect(page).toHaveURL(/&item=/);
  const second = await shows(options.nth(1));
  // a reload keeps the item and the trail
  await page.reload();
  await expect(card.getByRole('option', { selected: true })).toContainText(second);
  await expect(page.locator('.ks-breadcrumb')).toContainText('信用档案');
  // the card's own page does not link to itself, and 信用公示 in the trail goes back to the list
  await expect(table(page).getByRole('button', { name: '秦川建设集团' })).toHaveCount(0);
  await page.locator('.ks-breadcrumb').getByRole('link', { name: '信用公示' }).click();
  await expect(page).toHaveURL(/\/credit\/creditPublicList\?id=credit-public$/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});
