import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { audit } from './axe';
import { DEVELOPER, button, enterCreditSystem, loginToJudge, untilStill } from './helpers';

/**
 * Issue 14 acceptance 3, in a real browser: a developer creates a dictionary in 字典管理, imports an
 * .xlsx with two bad rows (both shown with their row numbers, nothing saved), imports a good one,
 * uses the dictionary for a field in the designer (the preview's select shows its options), and
 * rolls the dictionary back to its first version.
 */
test.setTimeout(180_000);
test.use({ actionTimeout: 30_000 });

const CODE = `e2eDict${Date.now() % 100_000}`;
const NAME = 'E2E项目类型';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('字典项');
  ws.addRow(['一级名称', '一级取值', '二级名称', '二级取值', '是否停用']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('developer: create a dictionary, import with two bad rows refused, use it in a field, roll back', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/allSystem');
  await button(page, '字典管理').click();
  await expect(page).toHaveURL(/\/system\/dictionaries$/);
  await expect(page.getByText('行政区划（省 → 市 → 区县），select-link 与 cascader 共用')).toBeVisible();

  // --- create ---------------------------------------------------------------------------------------
  await button(page, '新建字典').click();
  const dialog = page.getByRole('dialog', { name: '新建字典' });
  await untilStill(dialog);
  await dialog.getByLabel('字典编码').fill(CODE);
  await dialog.getByLabel('字典名称').fill(NAME);
  const first = dialog.getByRole('group', { name: '字典项 1' });
  await first.getByLabel('名称').fill('房建');
  await first.getByLabel('取值').fill('fj');
  await audit(page, '字典管理 新建字典 dialog');
  await button(dialog, '保存').click();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('region', { name: `字典：${NAME}` });
  await expect(panel.getByText(`${NAME}（${CODE}）· 版本 1`)).toBeVisible();

  // --- import: two bad rows are listed and nothing is saved; then a good file is a new version -----
  await panel.getByRole('tab', { name: '导入' }).click();
  const bad = await xlsx([
    ['房建', 'fj', '', '', ''],
    ['', 'fj', '', 'zz', ''],
    ['水利', 'fj', '', '', '停用'],
  ]);
  await panel.locator('input[type=file]').setInputFiles({ name: '有错误.xlsx', mimeType: XLSX, buffer: bad });
  await expect(panel.getByText('有 2 行不符合要求，整份文件未导入，请修改后重新导入')).toBeVisible();
  await expect(panel.getByRole('row', { name: '第 3 行 二级名称不能为空' })).toBeVisible();
  await expect(panel.getByRole('row', { name: '第 4 行 是否停用只能填“是”或“否”，不能是「停用」；取值「fj」重复（与第 2 行相同）' })).toBeVisible();
  await expect(panel.getByText(`${NAME}（${CODE}）· 版本 1`)).toBeVisible();
  await audit(page, '字典管理 with refused import rows');

  const good = await xlsx([
    ['房建', 'fj', '', '', ''],
    ['', 'fj', '住宅', 'zz', ''],
    ['水利', 'sl', '', '', '否'],
  ]);
  await panel.locator('input[type=file]').setInputFiles({ name: '项目类型.xlsx', mimeType: XLSX, buffer: good });
  await expect(page.getByText('导入成功，共 3 项')).toBeVisible();
  await expect(panel.getByText(`${NAME}（${CODE}）· 版本 2`)).toBeVisible();

  // --- use it in a field: the preview's select lists the dictionary's options ------------------------
  await page.goto('/system/setUpList?id=credit-apply&systemCoding=credit_eval');
  await expect(page.getByTestId('designer')).toBeVisible();
  await page.getByLabel('表单画布').getByTestId('canvas-field-xyLevel').click();
  const props = page.getByLabel('属性面板');
  await expect(props.getByLabel('字段名称', { exact: true })).toHaveValue('申请信用等级');
  await props.getByLabel('字典编码（displayCode）', { exact: true }).fill(CODE.slice(0, 7));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${NAME}（${CODE}）` }).click();
  await expect(props.getByLabel('字典编码（displayCode）', { exact: true })).toHaveValue(CODE);
  // Audited once the option list has closed: axe caught its options half-way through the closing animation once.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await audit(page, 'page designer with the dictionary picker');
  const preview = page.getByLabel('实时预览');
  const field = preview.locator('.ant-formily-item').filter({ hasText: '申请信用等级' }).locator('.ant-select-selector');
  await field.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['房建', '水利']);
  await page.keyboard.press('Escape');
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText(/已保存 · 版本 \d+/)).toBeVisible();

  // --- usage and rollback -----------------------------------------------------------------------------
  await page.goto('/system/dictionaries');
  await page.getByRole('button', { name: `编辑字典 ${CODE}` }).click();
  await panel.getByRole('tab', { name: '使用情况' }).click();
  await expect(panel.getByRole('row', { name: /申请信用等级 xyLevel/ })).toBeVisible();
  await panel.getByRole('tab', { name: '版本' }).click();
  await expect(panel.getByRole('button', { name: '回滚到此版本（版本 1）' })).toBeVisible();
  await audit(page, '字典管理 versions tab');
  await panel.getByRole('button', { name: '回滚到此版本（版本 1）' }).click();
  await button(page.locator('.ant-popconfirm:visible'), '回滚').click();
  await expect(page.getByText('已恢复到版本 1')).toBeVisible();
  await expect(panel.getByText(`${NAME}（${CODE}）· 版本 3`)).toBeVisible();
  await expect(panel.getByRole('row', { name: /^3（当前） 回滚（恢复自版本 1） 1/ })).toBeVisible();
  await panel.getByRole('tab', { name: '字典项' }).click();
  await expect(panel.getByRole('group', { name: '字典项 1' }).getByLabel('名称')).toHaveValue('房建');
  await expect(panel.getByRole('group', { name: '字典项 2' })).toHaveCount(0);

  // --- the demo form gets its own list back: later specs (form.spec) pick 申请信用等级 AA from it --------
  await page.goto('/system/setUpList?id=credit-apply&systemCoding=credit_eval');
  await expect(page.getByTestId('designer')).toBeVisible();
  await page.getByLabel('表单画布').getByTestId('canvas-field-xyLevel').click();
  await props.getByLabel('字典编码（displayCode）', { exact: true }).fill('xyLevel');
  await page.keyboard.press('Tab');
  await expect(props.getByLabel('字典编码（displayCode）', { exact: true })).toHaveValue('xyLevel');
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText(/已保存 · 版本 \d+/)).toBeVisible();
  await field.click();
  await expect(options.filter({ hasText: /^AA$/ })).toHaveCount(1);
});
