import { expect, test, type Page } from './fixtures';
import { ADMIN, DEVELOPER, enterCreditSystem, loginToJudge, storedToken } from './helpers';

/**
 * The chart page kind as people meet it (docs/page-kinds/chart.md): an administrator opens 信用概览 and sees
 * the demo data's numbers; a developer turns a panel into a pie in 图表配置, saves, and 信用概览
 * shows the pie. The chart is put back at the end (specs after this one share the server).
 */
test.setTimeout(120_000);
// A click that cannot land fails in 20 s with its reason instead of using up the whole test.
test.use({ actionTimeout: 20_000 });

const LEVELS = ['AAA', 'AA', 'A', 'B', 'C'];

/** The number of demo credit records the list call counts for `filters`, as `token`'s user. */
async function listTotal(page: Page, token: string, filters: object = {}): Promise<number> {
  const res = await page.request.post('/ks/monitor/dynamic-table-list', { headers: { authorization: `Bearer ${token}` }, data: { nodeId: 'credit-record-list', filters, pageSize: 1 } });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** label → value of a panel's hidden data table. */
async function summaryOf(page: Page, key: string): Promise<Record<string, number>> {
  const rows = page.getByTestId(`chart-panel-${key}`).getByTestId('chart-summary').locator('tbody tr');
  await expect(rows.first()).toBeAttached();
  const pairs = await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', Number(tr.querySelector('td')?.textContent)] as const));
  return Object.fromEntries(pairs);
}

test('an administrator opens 信用概览 and sees the demo data counted', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用概览', { exact: true }).click();
  await expect(page).toHaveURL(/\/credit\/analysis\?id=credit-home$/);
  const token = (await storedToken(page))!;
  const total = await listTotal(page, token);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-panel-total').getByTestId('chart-stat')).toHaveText(String(total));
  const good = await listTotal(page, token, { xwlx: '良好行为' });
  await expect(page.getByTestId('chart-panel-good').getByTestId('chart-stat')).toHaveText(String(good));
  await expect(page.getByTestId('chart-panel-bad').getByTestId('chart-stat')).toHaveText(String(total - good));
  // the chart is drawn (SVG) and named; its numbers are those of the list call per level
  await expect(page.getByRole('img', { name: '按信用等级' }).locator('svg')).toBeVisible();
  const levels = await summaryOf(page, 'byLevel');
  for (const level of LEVELS) expect([level, levels[level]]).toEqual([level, await listTotal(page, token, { xydj: level })]);
  const years = await summaryOf(page, 'byYear');
  expect(Object.keys(years)).toEqual(['2023', '2024', '2025']);
  expect(Object.values(years).reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByTestId('chart-panel-topProjects').getByTestId('chart-summary').locator('tbody tr')).toHaveCount(10);
});

test('a developer makes 按信用等级 a pie in 图表配置, and 信用概览 shows it', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  const token = (await storedToken(page))!;
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (await page.request.get('/ks/config/structure/display-groups/detail?nodeId=credit-home', { headers: auth })).json()) as { data: { config: unknown; version: number } };
  try {
    await page.goto('/system/allSystem');
    await page.getByRole('button', { name: '图表配置' }).click();
    await expect(page).toHaveURL(/\/system\/echartsSetting$/);
    const row = page.getByTestId('chart-setting').locator('tr', { hasText: '信用概览' });
    await expect(row).toContainText('信用评价管理系统');
    await expect(row.locator('td').nth(3)).toHaveText('7');
    await row.getByRole('link', { name: '设计「信用概览」' }).click();
    const editor = page.getByTestId('chart-edit-3');
    await expect(editor.getByLabel('标题')).toHaveValue('按信用等级');
    // antd draws the selected value over its search input: the click lands on the select itself
    await editor.locator('.ant-select').filter({ has: page.getByLabel('图表类型') }).click();
    await page.locator('.ant-select-item-option[title="饼图"]').click();
    await expect(editor.locator('.ant-select-selection-item[title="饼图"]')).toBeVisible();
    await page.getByLabel('设计器工具栏').getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText(`已保存 · 版本 ${before.data.version + 1}`)).toBeVisible();

    await page.goto('/credit/analysis?id=credit-home');
    const panel = page.getByTestId('chart-panel-byLevel');
    await expect(panel).toHaveAttribute('data-chart', 'pie');
    await expect(panel.getByRole('img', { name: '按信用等级' }).locator('svg')).toBeVisible();
    const levels = await summaryOf(page, 'byLevel');
    expect(Object.keys(levels).sort()).toEqual([...LEVELS].sort());
  } finally {
    const now = (await (await page.request.get('/ks/config/structure/display-groups/detail?nodeId=credit-home', { headers: auth })).json()) as { data: { version: number } };
    await page.request.put('/ks/config/structure/display-groups', { headers: auth, data: { nodeId: 'credit-home', config: before.data.config, version: now.data.version } });
  }
});
