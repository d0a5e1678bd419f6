import { expect, test, type Locator, type Page } from './fixtures';
import { DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, untilStill, button, confirmSubmit } from './helpers';


/**
 * The designer journey: a developer creates a system, builds a two-level menu by dragging, designs
 * a detail node (fields of seven types, a parent/child linkage, a regex) with undo and redo and
 * saves it, designs a list node over it; then an enterprise user opens the new menu, fills and
 * submits the generated form, and finds the record in the list.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ actionTimeout: 30_000 });

const SYSTEM = { name: 'E2E工程交易系统', title: 'E2E交易', code: 'e2e_trade' };
const PROJECT = `滨江道路改造${Date.now() % 10_000}`;
/** Menu ids the server gave the two nodes (read from the designer's address). */
const ids: { detail?: string; list?: string } = {};

/** A button by its text; antd puts a space between two Chinese characters and names the icon first. */

/**
 * A pointer drag as a person does it: press, move a little (dnd-kit starts a drag after 5 px), glide
 * to a point of the target (`y` is the fraction of its height), release.
 */
async function drag(page: Page, source: Locator, target: Locator, y = 0.5): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * y, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** `icon`: the Chinese name GET /ks/config/node/node-logos gives the icon, typed into the search. */
async function addMenu(page: Page, title: string, property?: string, icon?: string): Promise<void> {
  await button(page, '新增菜单').click();
  const dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('菜单名称').fill(title);
  if (icon) {
    await dialog.getByLabel('图标').fill(icon);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${icon}$`) }).click();
  }
  if (property) {
    await dialog.getByLabel('节点属性').fill(property);
    // Close the suggestions by clicking the title (Escape would close the dialog itself).
    await dialog.getByText('新增菜单', { exact: true }).click();
  }
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`menu-row-${title}`)).toBeVisible();
}

/** Opens the designer of a menu from the tree and creates its page config of `kind`. */
async function designNode(page: Page, title: string, kind: '详情表单' | '列表'): Promise<string> {
  await page.getByLabel(`页面设计：${title}`).click();
  await expect(page).toHaveURL(/\/system\/setUpList\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByText(`「${title}」还没有页面配置`)).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await button(page, '创建页面配置').click();
  await expect(page.getByTestId('designer')).toBeVisible();
  await expect(page.getByText('已保存 · 版本 1')).toBeVisible();
  return id;
}

const props = (page: Page) => page.getByLabel('属性面板');
const canvas = (page: Page) => page.getByLabel('表单画布');

/** Drags a field type from the palette onto the first group and fills its name and key. */
async function dropField(page: Page, type: string, name: string, bianma: string): Promise<void> {
  const end = page.getByTestId('canvas-group-0-end');
  await drag(page, page.getByTestId(`palette-${type}`), (await end.count()) ? end : page.getByTestId('canvas-group-0'));
  const panel = props(page);
  await expect(panel.getByLabel('字段名称')).toBeVisible();
  await panel.getByLabel('字段名称', { exact: true }).fill(name);
  await panel.getByLabel('字段编码（bianma）', { exact: true }).fill(bianma);
  await expect(canvas(page).getByTestId(`canvas-field-${bianma}`)).toBeVisible();
}

/** The clickable box of an antd Select whose search input is `input` (the chosen value covers the input). */
const selectBox = (input: Locator): Locator => input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-selector ")][1]');

async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

test('developer: new system, a two-level menu by dragging, a detail node and a list node', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);

  // --- new system -------------------------------------------------------------------------------
  await page.locator('header.ks-header').getByRole('button', { name: '新建系统' }).click();
  const dialog = page.getByRole('dialog', { name: '新建系统' });
  await untilStill(dialog);
  await button(dialog, '生成系统').click();
  await expect(dialog.getByText('请输入系统全称')).toBeVisible();
  await expect(dialog.getByText('请输入系统简称')).toBeVisible();
  await dialog.getByLabel('系统全称').fill(SYSTEM.name);
  await dialog.getByLabel('系统简称').fill(SYSTEM.title);
  await dialog.getByLabel('系统编码').fill('9trade');
  await expect(dialog.getByText('系统编码格式为字母开头，以及数字、下划线组成')).toBeVisible();
  await dialog.getByLabel('系统编码').fill(SYSTEM.code);
  await button(dialog, '生成系统').click();
  await expect(dialog.getByText('系统已生成')).toBeVisible();
  await expect(dialog.getByLabel('系统编码')).toBeDisabled();
  await button(dialog, '配置菜单').click();
  await expect(page).toHaveURL(new RegExp(`/system/menuSetUp\\?systemCoding=${SYSTEM.code}$`));
  await expect(page.getByRole('heading', { name: `菜单配置：${SYSTEM.name}` })).toBeVisible();

  // --- a two-level menu, built by dragging ------------------------------------------------------
  await addMenu(page, '业务办理', undefined, '文件夹');
  await expect(page.getByTestId('menu-row-业务办理').locator('.anticon-folder')).toBeVisible();
  await addMenu(page, '项目登记', '动态详情');
  await addMenu(page, '项目列表', '列表');
  const parent = page.getByTestId('menu-row-业务办理');
  await drag(page, page.getByLabel('拖动：项目登记'), parent, 0.5);
  await expect(page.getByTestId('menu-row-项目登记')).toHaveAttribute('data-depth', '1');
  await drag(page, page.getByLabel('拖动：项目列表'), page.getByTestId('menu-row-项目登记'), 0.9);
  await expect(page.getByTestId('menu-row-项目列表')).toHaveAttribute('data-depth', '1');
  await expect(page.getByTestId('menu-row-项目列表').getByText('列表', { exact: true })).toBeVisible();
  const order = await page.locator('[data-testid^="menu-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
  expect(order).toEqual(['menu-row-业务办理', 'menu-row-项目登记', 'menu-row-项目列表']);

  // --- the detail node ---------------------------------------------------------------------------
  ids.detail = await designNode(page, '项目登记', '详情表单');
  await dropField(page, 'text', '项目名称', 'xmmc');
  await chooseOption(page, selectBox(props(page).getByLabel('必填', { exact: true })), '1 必填');

  await dropField(page, 'text', '联系电话', 'lxdh');
  await props(page).getByLabel('正则表达式', { exact: true }).fill('^1\\d{10}$');
  await props(page).getByLabel('正则提示', { exact: true }).fill('请输入11位手机号');
  await expect(props(page).getByText('建议填写')).toHaveCount(0);

  await dropField(page, 'number', '标段数量', 'bdsl');
  await dropField(page, 'select', '所在省份', 'province');
  await props(page).getByRole('radio', { name: /字典（displayCode）/ }).check();
  await props(page).getByLabel('字典编码（displayCode）', { exact: true }).fill('region');

  await dropField(page, 'select-link', '所在城市', 'city');
  await props(page).getByRole('radio', { name: /字典（displayCode）/ }).check();
  await props(page).getByLabel('字典编码（displayCode）', { exact: true }).fill('region');
  await chooseOption(page, selectBox(props(page).getByLabel('上级字段（parentNode）', { exact: true })), '所在省份（province）');
  await page.keyboard.press('Escape');
  await expect(canvas(page).getByTestId('canvas-field-city').getByText('联动', { exact: true })).toBeVisible();

  await dropField(page, 'datepicker', '计划开工日期', 'kgrq');
  await dropField(page, 'radio', '招标方式', 'zbfs');
  // a code typed by hand (the name alone would have made it bz, its pinyin initials)
  await dropField(page, 'textarea', '备注', 'remark');

  // Undo takes the last field back (all its edits first), redo brings it again.
  await page.getByRole('heading', { name: '项目登记' }).click();
  await expect(canvas(page).getByTestId('canvas-field-remark')).toBeVisible();
  await page.keyboard.press('Control+z'); // the key edit
  await page.keyboard.press('Control+z'); // the name edit
  await page.keyboard.press('Control+z'); // the drop
  await expect(canvas(page).locator('[data-testid^="canvas-field-"]')).toHaveCount(7);
  await expect(canvas(page).getByTestId('canvas-field-zbfs')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await page.keyboard.press('Control+Shift+z');
  await page.keyboard.press('Control+y');
  await expect(canvas(page).getByTestId('canvas-field-remark')).toBeVisible();
  await expect(canvas(page).locator('[data-testid^="canvas-field-"]')).toHaveCount(8);

  // Reorder by dragging: 联系电话 goes above 项目名称.
  await drag(page, canvas(page).getByLabel('拖动排序：联系电话'), canvas(page).getByTestId('canvas-field-xmmc'), 0.3);
  const fields = await canvas(page).locator('[data-testid^="canvas-field-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
  expect(fields.slice(0, 2)).toEqual(['canvas-field-lxdh', 'canvas-field-xmmc']);

  // The live preview is the runtime's form; the JSON view (Monaco, loaded now) shows the same config.
  const preview = page.getByLabel('实时预览');
  await expect(preview.getByText('计划开工日期')).toBeVisible();
  await page.getByText('JSON 源码').click();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await expect(page.locator('.monaco-editor').getByText('"lxdh"').first()).toBeVisible();
  await page.getByText('设计', { exact: true }).click();

  await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText('已保存 · 版本 2')).toBeVisible();

  // --- the list node -----------------------------------------------------------------------------
  await page.goto(`/system/menuSetUp?systemCoding=${SYSTEM.code}`);
  ids.list = await designNode(page, '项目列表', '列表');
  for (const [name, code] of [['项目名称', 'xmmc'], ['联系电话', 'lxdh'], ['所在城市', 'city']]) {
    await page.getByTestId('column-palette-text').click();
    await props(page).getByLabel('列名', { exact: true }).fill(name);
    await props(page).getByLabel('列编码（code）', { exact: true }).fill(code);
  }
  await drag(page, page.getByTestId('column-palette-status'), page.getByTestId('canvas-column-xmmc'), 0.3);
  await expect(page.getByTestId('canvas-column-status_1')).toBeVisible();
  await page.getByRole('button', { name: /页面设置/ }).click();
  await chooseOption(page, selectBox(props(page).getByLabel('详情页面（新增、查看记录时打开）', { exact: true })), `业务办理 / 项目登记（${ids.detail}）`);
  await expect(page.getByLabel('实时预览').getByText('项目名称示例1')).toBeVisible();
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText('已保存 · 版本 2')).toBeVisible();
});

test('enterprise user: the new menu, the generated form, the record in the list', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await page.getByRole('button', { name: `进入${SYSTEM.name}` }).click();
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  // 业务办理 is open from the start (the side menu opens every group).
  await menu.getByText('项目登记').click();
  await expect(page).toHaveURL(new RegExp(`/dynamicPage/dynamicDetail\\?id=${ids.detail}`));

  const form = page.getByTestId('dynamic-detail');
  const item = (label: string) => form.locator('.ant-formily-item').filter({ has: page.locator('label', { hasText: label }) });
  await item('项目名称').locator('input').fill(PROJECT);
  await item('联系电话').locator('input').fill('12345');
  await expect(item('联系电话').getByText('请输入11位手机号')).toBeVisible();
  await item('联系电话').locator('input').fill('13800138000');
  await item('标段数量').locator('input').fill('3');
  await chooseOption(page, item('所在省份').locator('.ant-select-selector'), '浙江省');
  await chooseOption(page, item('所在城市').locator('.ant-select-selector'), '杭州市');
  await item('计划开工日期').locator('input').fill('2026-06-01');
  await page.keyboard.press('Enter');
  await item('招标方式').getByText('选项一').click();
  await button(form, '提交').click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  // The page reads the stored record back: read mode, the values as saved.
  await expect(form.getByText(PROJECT)).toBeVisible();
  await expect(form.getByText('杭州市')).toBeVisible();

  await menu.getByText('项目列表').click();
  await expect(page).toHaveURL(new RegExp(`/dynamicPage/dynamicIndex\\?id=${ids.list}`));
  const row = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: PROJECT });
  await expect(row).toBeVisible();
  await expect(row).toContainText('13800138000');
});
