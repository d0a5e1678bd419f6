import { expect, test, type Page } from './fixtures';
import { ActionCounter } from './action-counter';
import { DEVELOPER, ENTERPRISE, button, enterCreditSystem, loginToJudge, untilStill } from './helpers';

/**
 * Issue 14's counted journey (acceptance 1): a developer makes a list + detail page pair in one
 * dialog from 10 pasted fields (a province / city pair linked by the paste), which also makes its
 * menu entries; then, in the form designer, gives 联系电话 a regex, makes 招标方式's dictionary in
 * place (新建字典, options pasted) and hides 邀请理由 while 招标方式 is 公开招标. An enterprise user
 * opens the new menu, adds a record through the list's 新增 (the regex refuses a bad number once, the
 * rule hides 邀请理由), submits it and finds it in the list. Every user action goes through the
 * counter, which prints the total; it must stay ≤ 40.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ actionTimeout: 30_000 });

const PAGE = `工程登记${Date.now() % 10_000}`;
const PROJECT = `滨江大道${Date.now() % 10_000}`;
const FIELDS = ['*项目名称', '联系电话', '合同金额', '计划开工日期', '招标方式', '邀请理由', '项目所在省', '项目所在市', '是否联合体', '备注'];
const PHONE_MESSAGE = '请输入 11 位手机号码';
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
  await act.type(dialog.getByLabel('粘贴字段名称'), FIELDS.join('\n'), `粘贴 ${FIELDS.length} 个字段名称`);
  // the preview: codes from the names, types guessed from them, the city linked to the province
  const preview = dialog.getByRole('table');
  await expect(dialog.getByTestId('paste-code-0')).toHaveText('xmmc');
  await expect(dialog.getByTestId('paste-code-3')).toHaveText('jhkgrq');
  await expect(dialog.getByTestId('paste-code-7')).toHaveText('xmszs2');
  await expect(preview.locator('tr', { hasText: '合同金额' })).toContainText('整数（number）');
  await expect(preview.locator('tr', { hasText: '计划开工日期' })).toContainText('日期（datepicker）');
  await expect(preview.locator('tr', { hasText: '招标方式' })).toContainText('单选下拉（select）');
  await expect(preview.locator('tr', { hasText: '项目所在市' })).toContainText('联动下拉（select-link）');
  await expect(preview.locator('tr', { hasText: '是否联合体' })).toContainText('开关（switch-2）');
  await expect(preview.locator('tr', { hasText: '备注' })).toContainText('多行文本（textarea）');
  await act.click(button(dialog, '下一步'), '下一步');
  // the list's content, ticked from the fields: nothing to change
  await expect(dialog.getByLabel('列表列：项目名称')).toBeChecked();
  await expect(dialog.getByLabel('表头搜索：项目名称')).toBeChecked();
  await act.click(button(dialog, '创建'), '创建');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已创建「${PAGE}列表」和「${PAGE}详情」`)).toBeVisible();
  await expect(page.getByTestId(`menu-row-${PAGE}列表`)).toHaveAttribute('data-depth', '1');
  await expect(page.getByTestId(`menu-row-${PAGE}详情`)).toHaveAttribute('data-depth', '1');

  // the form designer: a regex, a dictionary made in place, a conditional rule
  await act.click(page.getByLabel(`页面设计：${PAGE}详情`), `页面设计：${PAGE}详情`);
  const canvas = page.getByLabel('表单画布');
  const panel = page.getByLabel('属性面板');
  await expect(canvas.locator('[data-testid^="canvas-field-"]')).toHaveCount(10);
  await expect(canvas.getByTestId('canvas-field-xmszs2').getByText('联动', { exact: true })).toBeVisible();

  await act.click(canvas.getByTestId('canvas-field-lxdh'), '字段 联系电话');
  await act.type(panel.getByLabel('正则表达式'), '^1\\d{10}$', '正则表达式');
  await act.type(panel.getByLabel('正则提示'), PHONE_MESSAGE, '正则提示');

  await act.click(canvas.getByTestId('canvas-field-zbfs'), '字段 招标方式');
  await act.click(panel.getByText('字典（displayCode）'), '选项来源：字典');
  await expect(panel.getByText('字典 zbfs 不存在，下拉没有选项：请新建此字典或选择已有字典')).toBeVisible();
  await act.click(panel.getByRole('button', { name: '新建字典' }), '新建字典');
  const dict = page.getByRole('dialog', { name: '新建字典' });
  await expect(dict.getByLabel('字典编码')).toHaveValue('zbfs');
  await expect(dict.getByLabel('字典名称')).toHaveValue('招标方式');
  await act.type(dict.getByLabel('粘贴字典项'), '公开招标\n邀请招标', '粘贴字典项');
  await act.click(button(dict, '保存'), '保存字典');
  await expect(dict).toBeHidden();
  await expect(page.getByText('已新建字典「招标方式」')).toBeVisible();
  await expect(panel.getByText(/字典 zbfs 不存在/)).toHaveCount(0);

  await act.click(canvas.getByTestId('canvas-field-yqly'), '字段 邀请理由');
  await act.click(panel.getByRole('button', { name: '添加条件规则' }), '添加条件规则');
  // the rule proposes 招标方式 (the choice just above), 等于, and 隐藏, and opens the dictionary's
  // names: only the value is picked
  await expect(panel.getByRole('group', { name: '条件 1.1' })).toContainText('招标方式（zbfs）');
  const values = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await untilStill(values);
  await act.click(values.locator('.ant-select-item-option').filter({ hasText: /^公开招标$/ }), '条件取值');
  await expect(panel.getByRole('group', { name: '规则 1 效果' })).toContainText('隐藏');
  await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  await act.click(button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存'), '保存页面');
  await expect(page.getByText('已保存 · 版本 2')).toBeVisible();
}

test('developer: a page pair from 10 pasted fields, a regex, a dictionary made in place and a rule', async ({ page }) => {
  act = new ActionCounter(page);
  await developerBuilds(page);
  act.print('开发者');
});

test('enterprise user: the new menu, 新增, the form filled and submitted, the record in the list', async ({ page }) => {
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
  await expect(form.locator('.ant-formily-item label')).toHaveCount(10);
  await act.type(item('项目名称').locator('input'), PROJECT, '项目名称');
  // the regex refuses a number too short with its message while it is typed, then takes the right one
  await act.type(item('联系电话').locator('input'), '1380013', '联系电话（少输了几位）');
  await expect(item('联系电话')).toContainText(PHONE_MESSAGE);
  await act.type(item('联系电话').locator('input'), '13800138000', '联系电话');
  await expect(form.getByText(PHONE_MESSAGE)).toHaveCount(0);
  // the options of the dictionary made in place; 公开招标 hides 邀请理由
  await expect(item('邀请理由')).toBeVisible();
  await act.choose(item('招标方式').locator('.ant-select-selector'), '公开招标', '招标方式');
  await expect(item('邀请理由')).toHaveCount(0);
  await act.click(button(form, '提交'), '提交');
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确认提交？' });
  await untilStill(ask);
  await act.click(button(ask, '确定'), '确认提交');
  await expect(page.getByText('提交成功')).toBeVisible();

  await act.click(menu.getByText(`${PAGE}列表`), `${PAGE}列表`);
  const row = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: PROJECT });
  await expect(row).toBeVisible();
  await expect(row).toContainText('13800138000');
  await expect(row).toContainText('公开招标');
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
  await expect(page.getByText('已保存 · 版本 3')).toBeVisible();

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
