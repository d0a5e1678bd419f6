import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, type Account, button } from './helpers';


/**
 * The 信用记录 list (fixtures/nodes/credit-record-list.list.json, 300 seeded records of two
 * enterprises): an enterprise user searches, pages, changes the page size (remembered after a
 * reload), opens a record and submits two drafts; the administrator sees them first, assigns one
 * to himself (任务指派) and passes it,
 * rejects the other with a reason and reads its operation log; the export is a real .xlsx holding
 * exactly the filtered rows.
 */
test.describe.configure({ mode: 'serial' });

/** Ids and project names of the two drafts the enterprise submits (checked by the administrator). */
const submitted: Array<{ id: string; name: string }> = [];

async function openCreditRecords(page: Page, account: Account): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
  await expect(rows(page).first()).toBeVisible();
}

const table = (page: Page): Locator => page.getByTestId('dynamic-list').locator('.ks-data-table');
const rows = (page: Page): Locator => table(page).locator('tr[data-row-key]');
const row = (page: Page, id: string): Locator => table(page).locator(`tr[data-row-key="${id}"]`);
const searchItem = (page: Page, label: string): Locator =>
  page.locator('.ks-search-bar .ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
/** A button by its words (antd spaces two-character labels; an icon adds its name in front). */

/** The number in the pager's "共 N 条". */
async function total(page: Page): Promise<number> {
  const text = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
  return Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? NaN);
}

/** The text of a row's cell under the header `name`. */
async function cell(page: Page, rowLocator: Locator, name: string): Promise<string> {
  const headers = await table(page).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === name);
  return ((await rowLocator.locator('td').nth(index).textContent()) ?? '').trim();
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await searchItem(page, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
  await page.keyboard.press('Escape');
}

async function search(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list') && r.request().method() === 'POST');
  await button(page.locator('.ks-search-bar'), '搜索').click();
  await answered;
  await expect(table(page).locator('.ant-spin-spinning')).toHaveCount(0);
}

async function confirm(page: Page, text: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await button(dialog, '确定').click();
}

test('enterprise: search, page, page size remembered, open a record, submit drafts', async ({ page }) => {
  test.setTimeout(240_000);
  await openCreditRecords(page, ENTERPRISE);
  const all = await total(page);
  expect(all).toBeGreaterThan(20);
  await expect(rows(page)).toHaveCount(10);
  // antd speaks Chinese too (its locale, not only our texts).
  await expect(page.locator('.ant-pagination-options .ant-select-selection-item')).toHaveText('10 条/页');

  // Search: 信用等级 AAA.
  await pick(page, '信用等级', 'AAA');
  await search(page);
  const aaa = await total(page);
  expect(aaa).toBeGreaterThan(0);
  expect(aaa).toBeLessThan(all);
  for (const r of await rows(page).all()) expect(await cell(page, r, '信用等级')).toBe('AAA');

  // 重置 clears the form and lists everything again.
  await button(page.locator('.ks-search-bar'), '重置').click();
  await expect.poll(() => total(page)).toBe(all);

  // Paging: page 2 continues the numbering.
  await page.locator('.ant-pagination-item-2').click();
  await expect(rows(page).first().locator('.ks-row-index')).toHaveText('11');

  // Page size 20, remembered after a reload.
  await page.locator('.ant-pagination-options .ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^20/ }).click();
  await expect(rows(page)).toHaveCount(20);
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.locator('.ant-pagination-options .ant-select-selection-item')).toHaveText('20 条/页');

  // Open a record: the list names no detail node, so 查看 shows the record in a drawer.
  const first = rows(page).first();
  const firstProject = await cell(page, first, '项目名称');
  await button(first, '查看').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '查看' });
  await expect(drawer.locator('.ant-descriptions')).toContainText(firstProject);
  await expect(drawer.locator('.ant-descriptions')).toContainText('认定机构'); // hidden columns too
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();

  // Submit two drafts (状态 is behind 更多...).
  await button(page.locator('.ks-search-bar'), '更多...').click();
  await pick(page, '状态', '草稿');
  await search(page);
  for (const r of await rows(page).all()) expect(await cell(page, r, '状态')).toBe('草稿');
  for (let i = 0; i < 2; i++) {
    const draft = rows(page).first();
    const id = (await draft.getAttribute('data-row-key'))!;
    submitted.push({ id, name: await cell(page, draft, '项目名称') });
    await button(draft, '提交').click();
    await confirm(page, '确认提交吗？');
    // The first submit's message may still be up: look at the newest one.
    await expect(page.locator('.ant-message').getByText('提交成功').last()).toBeVisible();
    // The list asks again: the submitted record is no longer a draft.
    await expect(row(page, id)).toHaveCount(0);
  }
  await button(page.locator('.ks-search-bar'), '重置').click();
  for (const { id } of submitted) await expect(row(page, id).locator('.ks-cell-status')).toHaveText('待审核');
});

test('administrator: sees the submitted records, passes one, rejects one with a reason, reads its log', async ({ page }) => {
  test.setTimeout(240_000);
  expect(submitted).toHaveLength(2);
  await openCreditRecords(page, ADMIN);
  const [passed, rejected] = submitted as [{ id: string; name: string }, { id: string; name: string }];
  // The newest changes come first.
  for (const { id } of submitted) await expect(row(page, id).locator('.ks-cell-status')).toHaveText('待审核');

  // Assign it for audit (任务指派): 确定 waits for a choice.
  await button(row(page, passed.id), '指派').click();
  const assign = page.locator('.ant-modal').filter({ hasText: '任务指派' });
  await expect(button(assign, '确定')).toBeDisabled();
  await assign.getByLabel(`${ADMIN.userName}（${ADMIN.username}）`).check();
  await button(assign, '确定').click();
  await expect(page.locator('.ant-message').getByText('操作成功').first()).toBeVisible();
  await expect(assign).toBeHidden();

  // Pass.
  await button(row(page, passed.id), '审核').click();
  const audit = page.locator('.ant-modal').filter({ hasText: '审核建议' });
  await button(audit, '通过').click();
  await confirm(page, '确认通过吗？');
  await expect(page.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await expect(row(page, passed.id).locator('.ks-cell-status')).toHaveText('审核通过');

  // Reject: the audit suggestion is required.
  await button(row(page, rejected.id), '审核').click();
  await expect(audit).toBeVisible();
  await button(audit, '驳回').click();
  await expect(page.locator('.ant-message').getByText('请填写审核建议')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await audit.getByLabel('审核建议').fill('证明材料不全，请补充获奖证书');
  await button(audit, '驳回').click();
  await confirm(page, '确认驳回吗？');
  await expect(row(page, rejected.id).locator('.ks-cell-status')).toHaveText('审核驳回');

  // The rejected record's operation log: submitted by the enterprise, rejected with the reason.
  await button(row(page, rejected.id), '日志').click();
  const log = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
  const entries = log.locator('.ks-oplog-entry');
  await expect(entries.filter({ hasText: '提交' }).first()).toContainText('通过');
  await expect(entries.last()).toContainText('审核驳回：证明材料不全，请补充获奖证书');
  await expect(entries.last()).toContainText(ADMIN.userName);
});

test('export: a real .xlsx with exactly the filtered rows', async ({ page }) => {
  test.setTimeout(180_000);
  await openCreditRecords(page, ENTERPRISE);
  await pick(page, '信用等级', 'AA');
  await search(page);
  const expected = await total(page);
  expect(expected).toBeGreaterThan(0);

  // 评分 sorts on the server: highest first over the whole filtered list, and the export keeps the order.
  const sorted = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list') && (r.request().postData() ?? '').includes('"sortField":"pf"'));
  await table(page).locator('thead th').filter({ hasText: /^评分$/ }).click();
  await sorted;
  await expect(table(page).locator('thead th').filter({ hasText: /^评分$/ })).toHaveAttribute('aria-sort', 'descending');
  const scores = async () => Promise.all((await rows(page).all()).map(async (r) => Number(await cell(page, r, '评分'))));
  await expect.poll(async () => { const s = await scores(); return s.every((v, i) => i === 0 || s[i - 1]! >= v); }).toBe(true);
  const top = (await scores())[0]!;

  const [download] = await Promise.all([page.waitForEvent('download'), button(page.getByTestId('dynamic-list'), '导出').click()]);
  expect(download.suggestedFilename()).toMatch(/^信用记录.*\.xlsx$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK'); // a zip container, as .xlsx is

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').trim());
  const level = header.indexOf('信用等级');
  const company = header.indexOf('企业名称');
  expect(level).toBeGreaterThan(0);
  const data: ExcelJS.Row[] = [];
  sheet.eachRow((r, n) => n > 1 && data.push(r));
  expect(data).toHaveLength(expected);
  const score = header.indexOf('评分');
  const exported = data.map((r) => Number(r.getCell(score).value));
  expect(exported[0]).toBe(top);
  expect(exported.every((v, i) => i === 0 || exported[i - 1]! >= v)).toBe(true);
  for (const r of data) {
    expect(String(r.getCell(level).value)).toBe('AA');
    expect(String(r.getCell(company).value)).toBe(ENTERPRISE.userName);
  }
});

test('card list: 项目登记 loads the next page at the bottom and ends with 没有更多了~', async ({ page }) => {
  test.setTimeout(180_000);
  await loginToJudge(page, ENTERPRISE);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  const first = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list'));
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('项目登记').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=trade-project-list$/);
  await first;
  const cards = page.locator('.ks-card-item');
  await expect(cards).toHaveCount(10);
  // Two cards a row (width 50%).
  await expect(page.locator('.ks-card-list .ant-col-12')).toHaveCount(10);

  await pick(page, '招标单位', '市交通运输局');
  const answered = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list'));
  await button(page.locator('.ks-search-bar'), '搜索').click();
  const { data } = (await (await answered).json()) as { data: { total: number } };
  expect(data.total).toBeGreaterThan(10);

  const bottom = page.locator('.ks-card-list-bottom');
  await expect(async () => {
    await bottom.scrollIntoViewIfNeeded();
    await expect(bottom).toHaveText('没有更多了~', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(cards).toHaveCount(data.total);
  for (const card of (await cards.all()).slice(0, 3)) await expect(card).toContainText('市交通运输局');
});
