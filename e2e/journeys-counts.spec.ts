import { expect, test, type Page } from './fixtures';
import { ADMIN, enterCreditSystem, loginToJudge } from './helpers';

/**
 * Issue 45 point 8: 信用记录's type cards and 信用概览's charts count the same records with one
 * rule (a status word names the records whose 状态 reads it: 审核通过 is `passed`, 已发布 its own);
 * a chart's data table names its fields as the form does (评分 合计, not `pf 合计`); grades are
 * charted in the grades' order (AAA … C), not by count.
 */
test.setTimeout(120_000);

const nav = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });
const cardCount = async (page: Page, label: string): Promise<number> => {
  const card = page.getByRole('radiogroup', { name: '类型卡片' }).getByRole('radio', { name: new RegExp(label) });
  await expect(card).toHaveText(new RegExp(`${label}\\d+`));
  return Number(/\d+/.exec((await card.textContent()) ?? '')?.[0]);
};

/** [group, value] rows and the two header cells of a panel's data table. */
async function summary(page: Page, key: string): Promise<{ head: string[]; rows: Array<[string, number]> }> {
  const table = page.getByTestId(`chart-panel-${key}`).getByTestId('chart-summary');
  await expect(table.locator('tbody tr').first()).toBeAttached();
  const head = await table.locator('thead th').allTextContents();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', Number(tr.querySelector('td')?.textContent)] as [string, number]));
  return { head, rows };
}

test('信用记录 and 信用概览 agree on 审核通过; the data table names 评分; grades in grade order', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await nav(page).getByText('信用记录', { exact: true }).click();
  const list = page.getByTestId('dynamic-list');
  await expect(list.locator('tr[data-row-key]').first()).toBeVisible();
  const passed = await cardCount(page, '审核通过');

  // The card selects what its word says: every row under 审核通过 reads 审核通过.
  await page.getByRole('radiogroup', { name: '类型卡片' }).getByRole('radio', { name: /审核通过/ }).click();
  await expect(page).toHaveURL(/card=passed/);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(new RegExp(`共\\s*${passed}\\s*条`));
  const statuses = await list.locator('tr[data-row-key] .ks-cell-status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['审核通过']));

  await nav(page).getByText('信用概览', { exact: true }).click();
  await expect(page).toHaveURL(/\/credit\/analysis\?id=credit-home$/);
  const byStatus = await summary(page, 'byStatus');
  expect(Object.fromEntries(byStatus.rows)['审核通过'], '信用概览 按状态 审核通过').toBe(passed);

  const top = await summary(page, 'topProjects');
  expect(top.head).toEqual(['项目名称', '评分 合计']);

  const byLevel = await summary(page, 'byLevel');
  expect(byLevel.head).toEqual(['信用等级', '记录数']);
  expect(byLevel.rows.map(([grade]) => grade)).toEqual(['AAA', 'AA', 'A', 'B', 'C']);
});
