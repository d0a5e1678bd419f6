import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, button, loginToJudge, untilStill, type Account } from './helpers';

/**
 * 材料价格 and 价格发布 (docs/prices-and-tasks.md): an administrator imports a period's workbook with
 * two bad rows — the preview shows them with their reasons and the change against 2026-11, and
 * they are not stored — then publishes it; an enterprise user browses the period by city and opens
 * a material's history chart (the demo's 2026-10 and 2026-11 and the new period). Axe on each page.
 */
test.setTimeout(180_000);

// a period after the demo's, new on every run (a retry on the same server must not meet a published one)
const PERIOD = `20${30 + (Date.now() % 60)}-${String(1 + (Math.floor(Date.now() / 60) % 12)).padStart(2, '0')}`;
const REBAR = ['南京市', '玄武区', '黑色及有色金属', '钢筋', '0101001', '热轧带肋钢筋', 'HRB400 Φ12', 't'];

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('材料价格');
  sheet.addRow(['城市', '区县', '材料分类', '材料组', '材料编码', '材料名称', '规格型号', '单位', '含税价']);
  sheet.addRow([...REBAR, 4100]);
  sheet.addRow(['南京市', '鼓楼区', '混凝土、砂浆', '商品混凝土', '8021001', '预拌混凝土', 'C30', 'm³', 470]);
  sheet.addRow(['南京市', '玄武区', '混凝土、砂浆', '商品混凝土', '8021002', '预拌混凝土', 'C35', 'm³', '四百八十']); // row 4: not a number
  sheet.addRow(['苏州市', '姑苏区', '水泥、砖瓦灰砂石', '水泥', '0401001', '', 'P.O 42.5', 't', 430]); // row 5: no name
  sheet.addRow(['苏州市', '吴中区', '水泥、砖瓦灰砂石', '砂石', '0403001', '中砂', '', 'm³', 140]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function signedInToTrade(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
  return page;
}

test('an administrator imports a workbook with two bad rows (shown, refused) and publishes; a user browses by city and sees a history chart', async ({ browser }) => {
  const admin = await signedInToTrade(browser, ADMIN);
  await admin.getByRole('navigation', { name: '系统菜单' }).getByText('材料价格', { exact: true }).click();
  await expect(admin).toHaveURL(/\/priceRelease\/index\?id=trade-price$/);
  const release = admin.getByTestId('price-release-page');
  await expect(release.locator('.ant-table-row').filter({ hasText: '2026年11月' })).toBeVisible();
  await audit(admin, '价格发布 (M)');

  await button(release, '导入价格').click();
  const dialog = admin.getByRole('dialog', { name: '导入价格' });
  await untilStill(dialog);
  await dialog.getByLabel('期次').fill(PERIOD);
  await dialog.locator('input[type=file]').setInputFiles({ name: '材料价格.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook() });
  await button(dialog, '预览').click();
  const preview = dialog.getByTestId('price-preview');
  await expect(preview.getByText('3 行', { exact: true })).toBeVisible();
  await expect(preview.getByText('2 行', { exact: true })).toBeVisible();
  await expect(preview.getByText('2026-11', { exact: true })).toBeVisible();
  const refused = preview.getByTestId('price-refused');
  await expect(refused.locator('tr').filter({ hasText: '含税价须为大于 0 的数字，最多两位小数' })).toContainText('4');
  await expect(refused.locator('tr').filter({ hasText: '材料名称不能为空' })).toContainText('5');
  await expect(preview.getByRole('cell', { name: '4100' })).toBeVisible();
  await audit(admin, '价格导入预览 (M)');
  await button(dialog, '确认导入').click();
  await expect(admin.getByText('导入成功，共 3 行，2 行不符合要求未导入，待发布')).toBeVisible();
  const title = `${PERIOD.slice(0, 4)}年${Number(PERIOD.slice(5))}月`;
  const row = release.locator('.ant-table-row').filter({ hasText: title });
  await expect(row.getByText('待发布')).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `发布：${title}` }).click();
  const confirm = admin.getByRole('dialog').filter({ hasText: `发布 ${title} 的价格？` });
  await button(confirm, '发布').click();
  await expect(admin.getByText('发布成功')).toBeVisible();
  await expect(row.getByText('已发布')).toBeVisible();

  // an enterprise user: the new period is the latest; by city, then a material's history
  const user = await signedInToTrade(browser, ENTERPRISE);
  await user.getByRole('navigation', { name: '系统菜单' }).getByText('材料价格查询', { exact: true }).click();
  await expect(user).toHaveURL(/\/custom\/materialPrices\?id=trade-material-prices$/);
  const prices = user.getByTestId('material-prices-page');
  await expect(prices.locator('.ant-table-row')).toHaveCount(3);
  await prices.getByRole('combobox', { name: '城市' }).click();
  await user.locator('.ant-select-item-option').filter({ hasText: '南京市' }).click();
  await expect(prices.locator('.ant-table-row')).toHaveCount(2);
  await expect(prices.getByText('苏州市')).toHaveCount(0);
  await audit(user, '材料价格 (U)');
  await prices.getByRole('button', { name: '价格走势：南京市 玄武区 热轧带肋钢筋 HRB400 Φ12' }).click();
  const history = user.getByTestId('price-history');
  await expect(history.getByRole('img', { name: '南京市 玄武区 热轧带肋钢筋（HRB400 Φ12） 价格走势' })).toBeVisible();
  await expect(history.locator('svg path').first()).toBeAttached();
  const summary = history.getByTestId('price-history-summary');
  await expect(summary.locator('tbody tr')).toHaveText(['2026-103850', '2026-114004', `${PERIOD}4100`]);
  // the pointer leaves the row's link first: a hovered link button is antd's #64aaf5 on the hovered
  // row's #fafafa (2.33:1), the same in every table of the app — a gap of the theme, not of this page
  await user.mouse.move(0, 0);
  await audit(user, '材料价格走势 (U)');
  await admin.context().close();
  await user.context().close();
});
