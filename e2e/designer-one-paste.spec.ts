import { expect, test, type Page } from './fixtures';
import { ActionCounter } from './action-counter';
import { DEVELOPER, ENTERPRISE, button, untilStill } from './helpers';
import { field } from './form-kit';

/**
 * Issue 46's counted journey (acceptance 1): the reference page — 10 fields with a linked province
 * / city pair, a regex with its prompt, a conditional rule, a dictionary made in place, an amount and
 * a phone — and its menu entry from ONE paste in 新建列表 + 详情, in ≤ 15 developer actions. Then the
 * enterprise user opens the menu, 新增, meets every rule at its field, submits, finds the record in
 * the list under its names (浙江省, 杭州市, 市政), finds it again by searching a name, and reads it.
 * docs/designer.md "One paste to a working page" walks the same steps.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ actionTimeout: 30_000 });

const PAGE = `标段登记${Date.now() % 10_000}`;
const PROJECT = `钱塘新区${Date.now() % 10_000}`;
const CODE_MESSAGE = '请输入两位大写字母加六位数字';
const PHONE_MESSAGE = '请输入正确的手机号码';
/** The paste (docs/designer.md shows the same lines). */
const ONE_PASTE = [
  '*项目名称',
  '*项目所在省',
  '*项目所在市',
  '*项目编号 /^[A-Z]{2}\\d{6}$/ 请输入两位大写字母加六位数字',
  '*项目类型：房屋建筑/市政/水利',
  '合同金额 金额',
  '*联系电话（手机号）',
  '是否联合体',
  '联合体牵头单位：当 是否联合体=是 时显示并必填',
  '备注',
].join('\n');

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
  await act.type(dialog.getByLabel('粘贴字段名称'), ONE_PASTE, '粘贴 10 行字段');
  // the preview reads every hint: types, the linked pair, the dictionary, the regex, the rule
  const preview = dialog.getByRole('table', { name: '字段预览' });
  const row = (name: string) => preview.locator('tr', { hasText: name });
  await expect(row('项目所在市')).toContainText('联动下拉（select-link）');
  await expect(row('项目编号')).toContainText('正则');
  await expect(row('项目类型')).toContainText('字典 房屋建筑/市政/水利');
  await expect(row('合同金额')).toContainText('number');
  await expect(row('是否联合体')).toContainText('开关（switch-2）');
  await expect(row('联合体牵头单位')).toContainText('条件规则');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await act.click(button(dialog, '下一步'), '下一步');
  // the second step says which dictionary the choices make (or reuse, on a server this spec ran on before)
  await expect(dialog.getByTestId('pair-dictionaries')).toContainText(/(将新建字典|沿用已有字典) 「[^」]+」（xmlx\d*：房屋建筑\/市政\/水利）/);
  await expect(dialog.getByLabel('列表列：项目名称')).toBeChecked();
  await act.click(button(dialog, '创建'), '创建');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已创建「${PAGE}列表」和「${PAGE}详情」`)).toBeVisible();

  // editable afterwards: the field's 选项来源 is 字典 with the new code, which exists
  await page.getByLabel(`页面设计：${PAGE}详情`).click();
  const canvas = page.getByLabel('表单画布');
  const panel = page.getByLabel('属性面板');
  await canvas.getByTestId('canvas-field-xmlx').click();
  await expect(panel.getByRole('radio', { name: '字典（displayCode）' })).toBeChecked();
  await expect(panel.getByText(/字典 xmlx\d* 不存在/)).toHaveCount(0);
  // and the dictionary manager lists it
  await page.goto('/system/dictionaries');
  await page.getByLabel('搜索字典').fill('项目类型');
  const dictRow = page.getByRole('table', { name: '字典列表' }).locator('tr', { hasText: /xmlx\d*/ }).filter({ hasText: '项目类型' });
  await expect(dictRow.first()).toBeVisible();
}

test('developer: the reference page and its menu from one paste in ≤ 15 actions', async ({ page }) => {
  act = new ActionCounter(page);
  await developerBuilds(page);
  act.print('开发者（一次粘贴）');
  expect(act.total).toBeLessThanOrEqual(15);
});

test('enterprise user: every pasted rule holds in the form, the record is in the list', async ({ page }) => {
  const user = new ActionCounter(page);
  await user.goto('/');
  await user.login(ENTERPRISE.username, ENTERPRISE.password);
  await user.click(page.getByRole('button', { name: '进入信用评价管理系统' }), '进入信用评价管理系统');
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  await user.click(menu.getByText(`${PAGE}列表`), `${PAGE}列表`);
  await expect(page.getByTestId('dynamic-list')).toBeVisible();
  await user.click(button(page, '新增'), '新增');

  const form = page.getByTestId('dynamic-detail');
  const at = (name: string) => field(page, name);
  // 联合体牵头单位 starts hidden (显示 while 是否联合体 is 是)
  await expect(form.locator('.ant-formily-item-label')).toHaveCount(9);
  await expect(at('联合体牵头单位')).toHaveCount(0);
  for (const name of ['项目名称', '项目所在省', '项目所在市', '项目编号', '项目类型', '联系电话']) await expect(at(name).locator('.ant-formily-item-asterisk')).toBeVisible();
  await expect(at('合同金额').locator('.ant-formily-item-asterisk')).toHaveCount(0);

  // required: 提交 with nothing filled names the fields at themselves and asks nothing
  await user.click(button(form, '提交'), '提交（未填）');
  await expect(at('项目名称')).toContainText('项目名称必填');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  await user.type(at('项目名称').locator('input'), PROJECT, '项目名称');
  await user.choose(at('项目所在省').locator('.ant-select-selector'), '浙江省', '项目所在省');
  await user.choose(at('项目所在市').locator('.ant-select-selector'), '杭州市', '项目所在市');
  // the regex's prompt while the value fails, then a good one
  await user.type(at('项目编号').locator('input'), 'ab123', '项目编号（不合格式）');
  await expect(at('项目编号')).toContainText(CODE_MESSAGE);
  await user.type(at('项目编号').locator('input'), 'ZJ202601', '项目编号');
  await expect(at('项目编号')).not.toContainText(CODE_MESSAGE);
  // the dictionary made in place gives the choices
  await user.choose(at('项目类型').locator('.ant-select-selector'), '市政', '项目类型');
  // an amount keeps two decimals
  await user.type(at('合同金额').locator('input'), '1234.5', '合同金额');
  await user.type(at('联系电话').locator('input'), '1380013', '联系电话（少几位）');
  await expect(at('联系电话')).toContainText(PHONE_MESSAGE);
  await expect(at('合同金额').locator('input')).toHaveValue('1234.50');
  await user.type(at('联系电话').locator('input'), '13800138000', '联系电话');
  await expect(at('联系电话')).not.toContainText(PHONE_MESSAGE);

  // the condition: 是否联合体 = 是 shows 联合体牵头单位 and makes it required
  await user.click(at('是否联合体').getByRole('switch'), '是否联合体：是');
  await expect(at('联合体牵头单位')).toBeVisible();
  await expect(at('联合体牵头单位').locator('.ant-formily-item-asterisk')).toBeVisible();
  await user.click(button(form, '提交'), '提交（缺牵头单位）');
  await expect(at('联合体牵头单位')).toContainText('联合体牵头单位必填');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await user.type(at('联合体牵头单位').locator('input'), '浙江建工集团', '联合体牵头单位');

  await user.click(button(form, '提交'), '提交');
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确认提交？' });
  await untilStill(ask);
  await user.click(button(ask, '确定'), '确认提交');
  await expect(page.getByText('提交成功')).toBeVisible();

  await user.click(menu.getByText(`${PAGE}列表`), `${PAGE}列表`);
  const record = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: PROJECT });
  await expect(record).toBeVisible();
  await expect(record).toContainText('ZJ202601');
  // the list shows names, not the stored codes: the region pair and the dictionary made in place
  for (const name of ['浙江省', '杭州市', '市政']) await expect(record.getByText(name, { exact: true })).toBeVisible();
  for (const code of ['330000', '330100', 'sz']) await expect(record.getByText(code, { exact: true })).toHaveCount(0);
  // a search by a name: the search bar's 项目类型 offers the dictionary's names
  const bar = page.locator('.ks-search-bar');
  const type = bar.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^项目类型$/ }) }).locator('.ant-select-selector');
  await user.choose(type, '水利', '查询条件 项目类型');
  await user.click(button(bar, '搜索'), '搜索');
  await expect(record).toHaveCount(0);
  await user.choose(type, '市政', '查询条件 项目类型');
  await user.click(button(bar, '搜索'), '搜索');
  await expect(record).toBeVisible();
  await expect(record.getByText('市政', { exact: true })).toBeVisible();
  // read mode shows the amount with its two decimals
  await user.click(button(record, '查看'), '查看');
  await expect(at('合同金额')).toHaveText(/1234\.50/);
  await expect(at('项目名称')).toContainText(PROJECT);
  user.print('企业用户');
});
