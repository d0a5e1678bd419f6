import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { audit as axe } from './axe';
import { ENTERPRISE, button, confirmSubmit, loginToJudge, openMenuGroup, type Account } from './helpers';
import { field, openDropdown } from './form-kit';

/**
 * 文件分析 (docs/bidding.md "文件分析 pages and the tree table"): an enterprise saves a bid file with
 * a cost-estimate file in 投标文件, opens 文件检测, starts the detection, sees 正在解析文件 with the
 * progress and then 检测完成, opens the result — the tree table (page kind tree-table) — and opens and
 * closes every row; a malformed estimate ends in the spec's error dialog with the parser's message.
 * axe on both pages.
 */
test.setTimeout(240_000);

const VALID = fs.readFileSync('fixtures/files/estimates/valid.xml');
const MALFORMED = fs.readFileSync('fixtures/files/estimates/malformed.xml');
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);

async function signedInToTrade(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
  return page;
}

const menu = (page: Page, title: string) => page.getByRole('navigation', { name: '系统菜单' }).getByText(title, { exact: true });

/** A new bid file: the first project offered, a price, the estimate as 造价文件; submitted. */
async function submitBidFile(page: Page, price: string, estimate: { name: string; buffer: Buffer }): Promise<void> {
  await openMenuGroup(page, '开评标');
  await menu(page, '投标文件').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=trade-bd-files/);
  await button(page, '新增').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-bd-file/);
  await field(page, '项目').locator('.ant-select-selector').click();
  await openDropdown(page).locator('.ant-select-item-option').first().click();
  await expect(openDropdown(page)).toHaveCount(0);
  await field(page, '投标报价（元）').locator('input').fill(price);
  const section = (annex: string) => page.locator('section.ks-attachment-type').filter({ has: page.getByText(annex, { exact: true }) });
  await section('造价文件').locator('input[type=file]').setInputFiles({ name: estimate.name, mimeType: 'application/xml', buffer: estimate.buffer });
  await expect(section('造价文件').getByText(estimate.name)).toBeVisible();
  for (const annex of ['技术标', '商务标']) {
    await section(annex).locator('input[type=file]').setInputFiles({ name: `${annex}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(section(annex).getByText(`${annex}.pdf`)).toBeVisible();
  }
  await button(page.getByTestId('dynamic-detail'), '提交').last().click();
  await confirmSubmit(page);
  await expect(page.locator('.ant-message').getByText('提交成功').last()).toBeVisible();
}

/** 文件检测 from the menu, and the row of the bid file with this price (shown as money). */
async function openDetection(page: Page, shownPrice: string) {
  await openMenuGroup(page, '项目管理');
  await openMenuGroup(page, '招标文件');
  await menu(page, '文件检测').click();
  await expect(page).toHaveURL(/\/fileAnalysis\/index\?id=trade-bid-detect$/);
  const row = page.getByTestId('file-analysis').locator('tr[data-row-key]').filter({ hasText: shownPrice });
  await expect(row).toHaveCount(1);
  return row;
}

test('an enterprise detects its bid file’s estimate, watches it parse, and opens and closes the tree; a malformed file ends in the error dialog', async ({ browser }) => {
  const ent = await signedInToTrade(browser, ENTERPRISE);
  const cents = String(Date.now() % 100).padStart(2, '0');
  const price = `8765432.${cents}`;
  await submitBidFile(ent, price, { name: '造价文件.xml', buffer: VALID });

  const row = await openDetection(ent, `8,765,432.${cents}`);
  await expect(row).toContainText('流程尚未开始！');
  await expect(row.getByRole('button', { name: /^查看结果/ })).toBeDisabled();
  await axe(ent, '文件检测');

  await row.getByRole('button', { name: /^检测/ }).click();
  await expect(ent.getByText('文件检测大约需要五分钟，完成后结果将自动刷新')).toBeVisible();
  await expect(row).toContainText('正在解析文件');
  await expect(row.getByRole('progressbar')).toBeVisible();
  // the row asks again by itself: nobody reloads
  await expect(row).toContainText('检测完成', { timeout: 60_000 });
  await expect(row.getByRole('progressbar')).toHaveCount(0);

  // the result: the tree table, every row closed but the project; all open, then all closed again
  await row.getByRole('button', { name: /^查看结果/ }).click();
  await expect(ent).toHaveURL(/\/fileAnalysis\/deatil\?id=/);
  const page = ent.getByTestId('tree-table-page');
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['序号', '项目名称', '专业', '总造价', '分部分项工程费', '措施项目费', '安全文明施工费', '其他项目费', '规费', '税金', '增值税销项税额']);
  const count = page.getByTestId('tree-table-count');
  await expect(count).toHaveText(/^共 \d+ 行，显示 1 行$/);
  const total = Number(/共 (\d+) 行/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(3);
  const bodyRows = page.locator('.ant-table-tbody-virtual-holder [data-row-key], .ant-table-tbody [data-row-key]');
  await expect(bodyRows).toHaveCount(1);
  await expect(page.getByText('姑苏区安居花园保障性住房项目')).toBeVisible();
  await expect(page.getByText('4,940,428.72').first()).toBeVisible();
  await axe(ent, '文件分析详情');

  // by keyboard: Tab to the toggle, Enter
  await page.getByRole('button', { name: '全部展开' }).focus();
  await ent.keyboard.press('Enter');
  await expect(count).toHaveText(`共 ${total} 行，显示 ${total} 行`);
  await expect(page.getByRole('button', { name: '全部收起' })).toBeVisible();
  expect(await bodyRows.count()).toBeGreaterThan(1);
  await expect(page.getByText('1.1.1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '全部收起' }).click();
  await expect(count).toHaveText(`共 ${total} 行，显示 1 行`);
  await expect(bodyRows).toHaveCount(1);

  // a malformed estimate: detection fails with the parser's message in the spec's dialog
  const badCents = String((Number(cents) + 50) % 100).padStart(2, '0');
  await submitBidFile(ent, `7654321.${badCents}`, { name: '造价文件-损坏.xml', buffer: MALFORMED });
  const bad = await openDetection(ent, `7,654,321.${badCents}`);
  await bad.getByRole('button', { name: /^检测/ }).click();
  await expect(ent.getByText('文件检测大约需要五分钟，完成后结果将自动刷新').last()).toBeVisible();
  const dialog = ent.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('提示');
  const message = ((await dialog.locator('.ant-modal-confirm-content').textContent()) ?? '').trim();
  expect(message.length).toBeGreaterThan(4);
  expect(message).not.toBe('失败');
  await axe(ent, '文件检测：检测失败');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(bad).toContainText('检测失败');
  await expect(bad).toContainText(message);
});
