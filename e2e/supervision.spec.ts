import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, openMenuGroup, storedToken } from './helpers';

/**
 * 监管审核 → 审核日志 / 推送记录 (docs/supervision.md): an administrator passes and pushes a
 * trade record through the API, then finds both steps on the pages, filters by verdict and opens
 * the record from the log. 业务办理 (docs/shell.md) opens pages across systems.
 */
test.setTimeout(120_000);

test('an audit and a push of a trade record show in 审核日志 and 推送记录; 查看 opens the record', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  const nav = page.getByRole('navigation', { name: '系统菜单' });
  await expect(nav.locator('.ks-menu')).toBeVisible();

  // a submitted bid file of the enterprise, passed with a suggestion and pushed by the administrator
  const token = (await storedToken(page))!;
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.post('/ks/monitor/table-list', { headers, data: { nodeId: 'trade-bid-files', curPage: 1, pageSize: 50 } });
  const rows = ((await list.json()) as { data: { records: Array<{ id: string; version: number; status: string }> } }).data.records;
  const submitted = rows.find((r) => r.status === 'submitted');
  expect(submitted, 'the demo data has submitted bid files').toBeTruthy();
  const passed = await page.request.post('/ks/monitor/audit', { headers, data: { nodeId: 'trade-bid-files', id: submitted!.id, version: submitted!.version, pass: true, reason: '招标文件要素齐全' } });
  const state = ((await passed.json()) as { data: { version: number } }).data;
  expect((await page.request.post('/ks/monitor/send', { headers, data: { nodeId: 'trade-bid-files', id: submitted!.id, version: state.version } })).ok()).toBe(true);

  await openMenuGroup(page, '监管审核');
  await nav.getByText('审核日志', { exact: true }).click();
  const logs = page.getByTestId('dex-audit-logs');
  const first = logs.locator('tr[data-row-key]').first();
  await expect(first).toContainText('审核通过');
  await expect(first).toContainText('招标文件要素齐全');
  await expect(first).toContainText('平台管理员');
  await audit(page, '审核日志');

  await logs.locator('.ant-select-selector').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '驳回' }).click();
  await expect(logs.getByText('招标文件要素齐全')).toBeHidden();

  await nav.getByText('推送记录', { exact: true }).click();
  const pushes = page.getByTestId('dex-push-logs');
  const pushed = pushes.locator('tr[data-row-key]').first();
  await expect(pushed).toContainText('推送');
  await pushed.getByRole('button', { name: /查看记录/ }).click();
  await expect(page).toHaveURL(new RegExp(`recordId=${submitted!.id}`));
});

test('业务办理 lists the business pages of every system; a page of another system opens there', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: /业务办理/ }).click();
  await expect(page).toHaveURL(/\/system\/transact$/);
  const cards = page.getByTestId('transact');
  const credit = cards.locator('.ant-card').filter({ has: page.getByRole('heading', { name: '信用评价管理系统' }) });
  await expect(credit.getByRole('button', { name: '信用记录' })).toBeVisible();
  await expect(credit).toContainText('当前系统');
  const trade = cards.locator('.ant-card').filter({ has: page.getByRole('heading', { name: '公共资源交易服务系统' }) });
  // administrators' supervision pages are not an enterprise's business
  await expect(trade.getByRole('button', { name: '审核日志' })).toHaveCount(0);
  await audit(page, '业务办理 (U)');
  await trade.getByRole('button', { name: '场地预约' }).click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=trade-venue$/);
  await expect(page.getByRole('button', { name: /公共资源交易服务系统|交易服务/ }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).getByText('场地预约', { exact: true })).toBeVisible();
});
