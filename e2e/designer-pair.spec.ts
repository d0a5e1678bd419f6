import { expect, test, type Page } from './fixtures';
import { ActionCounter } from './action-counter';
import { DEVELOPER, ENTERPRISE, button, enterCreditSystem, loginToJudge } from './helpers';

/**
 * Issue 14's counted journey, first part: a developer makes a list + detail page pair in one dialog
 * with pasted fields (types guessed, one changed), which also makes its menu entries; an
 * enterprise user opens the new menu, adds a record through the list's 新增, submits it and finds
 * it in the list. Every user action goes through the counter, which prints the total.
 *
 * Extending the journey (select-link pair, regex, conditional rule, dictionary in place): add
 * steps to `developerBuilds` between the pair's creation and the enterprise part, through `act`.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ actionTimeout: 30_000 });

const PAGE = `工程登记${Date.now() % 10_000}`;
const PROJECT = `滨江大道${Date.now() % 10_000}`;
const PASTED = ['*项目名称', '联系电话', '合同金额', '计划开工日期', '招标方式', '是否联合体', '备注'].join('\n');
/** One counter over both tests: the journey is the developer's and the enterprise user's actions. */
let act: ActionCounter;

async function developerBuilds(page: Page): Promise<void> {
  await act.goto('/');
  await act.login(DEVELOPER.username, DEVELOPER.password);
  await act.click(page.getByRole('button', { name: '进入信用评价管理系统' }), '进入信用评价管理系统');
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
  await act.goto('/system/menuSetUp?systemCoding=credit_eval');

  await act.click(page.getByRole('button', { name: '新建列表 + 详情' }), '新建列表 + 详情');
  const dialog = page.getByRole('dialog', { name: '新建列表 + 详情' });
  await act.type(dialog.getByLabel('页面名称'), PAGE, '页面名称');
  await act.type(dialog.getByLabel('粘贴字段名称'), PASTED, '粘贴 7 个字段名称');
  // the preview: codes from the names, types guessed from them
  const preview = dialog.getByRole('table');
  await expect(dialog.getByTestId('paste-code-0')).toHaveText('xmmc');
  await expect(dialog.getByTestId('paste-code-3')).toHaveText('jhkgrq');
  await expect(preview.locator('tr', { hasText: '合同金额' })).toContainText('整数（number）');
  await expect(preview.locator('tr', { hasText: '计划开工日期' })).toContainText('日期（datepicker）');
  await expect(preview.locator('tr', { hasText: '是否联合体' })).toContainText('开关（switch-2）');
  await expect(preview.locator('tr', { hasText: '备注' })).toContainText('多行文本（textarea）');
  // 招标方式 was guessed a dropdown: make it a radio group
  await act.choose(preview.locator('tr', { hasText: '招标方式' }).locator('.ant-select-selector'), '单选按钮组（radio）', '招标方式的类型');
  await act.click(button(dialog, '下一步'), '下一步');

  // the list's content, ticked from the fields: 联系电话 also becomes a header search
  await expect(dialog.getByLabel('列表列：项目名称')).toBeChecked();
  await expect(dialog.getByLabel('表头搜索：项目名称')).toBeChecked();
  await act.check(dialog.getByLabel('表头搜索：联系电话'), '表头搜索：联系电话');
  await act.click(button(dialog, '创建'), '创建');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已创建「${PAGE}列表」和「${PAGE}详情」`)).toBeVisible();
  await expect(page.getByTestId(`menu-row-${PAGE}列表`)).toHaveAttribute('data-depth', '1');
  await expect(page.getByTestId(`menu-row-${PAGE}详情`)).toHaveAttribute('data-depth', '1');
}

test('developer: a page pair with pasted fields and its menu entries in one dialog', async ({ page }) => {
  act = new ActionCounter(page);
  await developerBuilds(page);
  act.print('开发者');
});

test('enterprise user: the new menu, 新增, the form submitted, the record in the list', async ({ page }) => {
  const developerActions = act.total;
  act.on(page);
  await act.goto('/');
  await act.login(ENTERPRISE.username, ENTERPRISE.password);
  await act.click(page.getByRole('button', { name: '进入信用评价管理系统' }), '进入信用评价管理系统');
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  // the folder is open from the start (the side menu opens every group)
  await act.click(menu.getByText(`${PAGE}列表`), `${PAGE}列表`);
  const list = page.getByTestId('dynamic-list');
  await expect(list).toBeVisible();
  await expect(list.getByRole('columnheader', { name: /项目名称/ })).toBeVisible();
  await act.click(button(page, '新增'), '新增');

  const form = page.getByTestId('dynamic-detail');
  const item = (label: string) => form.locator('.ant-formily-item').filter({ has: page.locator('label', { hasText: label }) });
  await act.type(item('项目名称').locator('input'), PROJECT, '项目名称');
  await act.type(item('联系电话').locator('input'), '13800138000', '联系电话');
  await act.type(item('合同金额').locator('input'), '1200', '合同金额');
  await act.type(item('计划开工日期').locator('input'), '2026-06-01', '计划开工日期');
  await act.press('Enter', '确认日期');
  await act.click(item('招标方式').getByText('选项一'), '招标方式：选项一');
  await act.click(button(form, '提交'), '提交');
  await expect(page.getByText('提交成功')).toBeVisible();

  await act.click(menu.getByText(`${PAGE}列表`), `${PAGE}列表`);
  const row = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: PROJECT });
  await expect(row).toBeVisible();
  await expect(row).toContainText('13800138000');
  act.print(`整个旅程（开发者 ${developerActions} 步 + 企业用户 ${act.total - developerActions} 步）`);
  expect(act.total).toBeLessThanOrEqual(40);
});

test('developer: fields pasted into the form, a field copied, the list synced from the form', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/menuSetUp?systemCoding=credit_eval');
  await page.getByLabel(`页面设计：${PAGE}详情`).click();
  const canvas = page.getByLabel('表单画布');
  await expect(canvas.getByTestId('canvas-field-xmmc')).toBeVisible();

  // 批量粘贴字段: a province and a city, guessed and linked
  await page.getByRole('button', { name: '批量粘贴字段' }).click();
  const dialog = page.getByRole('dialog', { name: '批量粘贴字段' });
  await dialog.getByLabel('粘贴字段名称').fill('所在省\n所在市');
  await expect(dialog.getByRole('table').locator('tr', { hasText: '所在市' })).toContainText('联动下拉（select-link）');
  await button(dialog, '添加 2 个字段').click();
  await expect(dialog).toBeHidden();
  await expect(canvas.getByTestId('canvas-field-szs')).toBeVisible();
  await expect(canvas.getByTestId('canvas-field-szs2').getByText('联动', { exact: true })).toBeVisible();

  // 复制字段, then the copy renamed: its code follows the new name
  await canvas.getByTestId('canvas-field-xmmc').click();
  await page.getByRole('button', { name: '复制字段' }).click();
  await expect(canvas.getByTestId('canvas-field-xmmc2')).toBeVisible();
  await page.getByLabel('属性面板').getByLabel('字段名称', { exact: true }).fill('项目简称');
  await expect(canvas.getByTestId('canvas-field-xmjc')).toBeVisible();
  await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText('已保存 · 版本 2')).toBeVisible();

  // the list takes the new fields as columns
  await page.goto('/system/menuSetUp?systemCoding=credit_eval');
  await page.getByLabel(`页面设计：${PAGE}列表`).click();
  await expect(page.getByTestId('canvas-column-xmmc')).toBeVisible();
  await expect(page.getByTestId('canvas-column-szs')).toHaveCount(0);
  await page.getByRole('button', { name: /页面设置/ }).click();
  await page.getByRole('button', { name: '从表单同步列' }).click();
  await expect(page.getByText('已从表单同步列')).toBeVisible();
  await expect(page.getByTestId('canvas-column-szs2')).toBeVisible();
  await expect(page.getByTestId('canvas-column-xmjc')).toBeVisible();
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText('已保存 · 版本 2')).toBeVisible();
});
