import { expect, test, type Locator, type Page } from './fixtures';
import { DEVELOPER, ENTERPRISE, button, confirmSubmit, enterCreditSystem, loginToJudge, storedToken, untilStill } from './helpers';

/**
 * Issue 46 points 4 and 5: the designer in a 1440×900 window, as the developer. The floating
 * theme/help bar leaves the property panel alone, the palette's type names stay on one line,
 * 新建字典 opens without an error, and the menu page's 页面设计 gear is reached with Tab and opened
 * with Enter. Then a conditional rule made in three actions (添加条件规则, the value, the effect)
 * works in the enterprise user's form, on a switch that starts at 否.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(150_000);

const NODE = 'd1440-e2e';
const TITLE = '联合体登记1440';
const CONFIG = {
  kind: 'form',
  title: TITLE,
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'xmmc', name: '项目名称', type: 'text' },
        { bianma: 'zbfs', name: '招标方式', type: 'select', options: { list: [{ label: '公开招标', value: 'gkzb' }] } },
        { bianma: 'sflht', name: '是否联合体', type: 'switch-2' },
        { bianma: 'lhtqtdw', name: '联合体牵头单位', type: 'text' },
      ],
    },
  ],
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Presses Tab until `target` has the focus, at most `max` times (each press checked). */
async function tabTo(page: Page, target: Locator, max: number): Promise<number> {
  await expect(target).toHaveCount(1);
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test('developer at 1440×900: gear by Tab and Enter, the float bar off the property panel, one-line palette, a quiet 新建字典, a rule in three actions', async ({ page, request }) => {
  await loginToJudge(page, DEVELOPER);
  const dev = { authorization: `Bearer ${await storedToken(page)}` };
  const menu = await request.post('/ks/config/structure/add', { headers: dev, data: { systemCoding: 'credit_eval', id: NODE, title: TITLE, nodeProperties: '详情', nodeSetFlag: true } });
  expect(((await menu.json()) as { code: number }).code).toBe(200);
  const stored = await request.post('/ks/config/structure/display-groups', { headers: dev, data: { nodeId: NODE, kind: 'form', config: CONFIG } });
  expect(((await stored.json()) as { code: number }).code).toBe(200);
  await enterCreditSystem(page);

  // (d) the menu set-up page's 页面设计 gear is a tab stop after its row
  await page.goto('/system/menuSetUp?systemCoding=credit_eval');
  const row = page.getByTestId(`menu-row-${TITLE}`);
  await row.locator('.ks-menu-row-main').focus();
  await tabTo(page, row.getByRole('button', { name: `页面设计：${TITLE}` }), 8);
  // and the side menu's 节点配置 gear: Tab from its menu item reaches it, Enter opens the designer
  const item = page.getByRole('navigation', { name: '系统菜单' }).getByRole('menuitem', { name: new RegExp(`${TITLE}`) });
  await item.focus();
  await tabTo(page, item.getByRole('button', { name: `节点配置：${TITLE}` }), 2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/system/setUpList\\?id=${NODE}`));
  const canvas = page.getByLabel('表单画布');
  await expect(canvas.getByTestId('canvas-field-lhtqtdw')).toBeVisible();

  // (a) with a field selected, the floating bar and the property panel do not overlap
  await canvas.getByTestId('canvas-field-lhtqtdw').click();
  const panel = page.getByLabel('属性面板');
  await expect(panel.getByLabel('字段名称', { exact: true })).toHaveValue('联合体牵头单位');
  const bar = page.locator('.ant-float-btn-group');
  await expect(bar).toBeVisible();
  expect(overlaps(await boxOf(bar), await boxOf(panel)), 'the float bar covers the property panel').toBe(false);

  // (b) every palette label is one line: its height is about its line height
  const labels = page.getByRole('navigation', { name: '字段类型' }).locator('.ks-palette-label');
  expect(await labels.count()).toBeGreaterThan(10);
  const tall = await labels.evaluateAll((els) =>
    els
      .map((el) => {
        const style = getComputedStyle(el);
        const line = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.6 : parseFloat(style.lineHeight);
        return { text: el.textContent, height: el.getBoundingClientRect().height, line };
      })
      .filter((l) => l.height > l.line * 1.5),
  );
  expect(tall, 'palette labels wrapped onto several lines').toEqual([]);

  // (c) 新建字典 opens quiet; 保存 with nothing typed then says what is missing
  await canvas.getByTestId('canvas-field-zbfs').click();
  await panel.getByText('字典（displayCode）').click();
  await panel.getByRole('button', { name: '新建字典' }).click();
  const dict = page.getByRole('dialog', { name: '新建字典' });
  await untilStill(dict);
  await expect(dict.getByLabel('字典名称')).toHaveValue('招标方式');
  await expect(dict.getByRole('alert')).toHaveCount(0);
  await expect(dict.getByLabel('字典项问题')).toHaveCount(0);
  await expect(dict.locator('.ant-input-status-error')).toHaveCount(0);
  await button(dict, '保存').click();
  await expect(dict.getByRole('alert')).toBeVisible();
  await button(dict, '取消').click();
  await expect(dict).toBeHidden();
  // back to inline choices: this test makes no dictionary
  await page.getByRole('toolbar', { name: '设计器工具栏' }).getByRole('button', { name: '撤销', exact: true }).click();
  await expect(panel.getByText('字典（displayCode）')).toBeVisible();

  // the rule in three actions: 添加条件规则, the value (its dropdown is open), the effect
  await canvas.getByTestId('canvas-field-lhtqtdw').click();
  await panel.getByRole('button', { name: '添加条件规则' }).click();
  await expect(panel.getByRole('group', { name: '条件 1.1' })).toContainText('是否联合体（sflht）');
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await untilStill(open);
  await open.locator('.ant-select-item-option').filter({ hasText: /^是$/ }).click();
  await panel.getByRole('radiogroup', { name: '规则 1 效果选择' }).locator('label', { hasText: /^显示$/ }).click();
  await expect(panel.getByRole('radio', { name: '显示' })).toBeChecked();
  await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  await button(page.getByRole('toolbar', { name: '设计器工具栏' }), '保存').click();
  await expect(page.getByText(/已保存 · 版本/)).toBeVisible();
});

test('enterprise user: the rule made in three actions shows 联合体牵头单位 only while 是否联合体 is on; the switch is stored as 否 untouched', async ({ page, request }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText(TITLE).click();
  const form = page.getByTestId('dynamic-detail');
  const item = (label: string) => form.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(label, { exact: true }) });
  await expect(item('项目名称')).toBeVisible();
  await expect(item('联合体牵头单位')).toHaveCount(0);
  const sw = page.getByRole('switch', { name: '是否联合体' });
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await sw.click();
  await expect(item('联合体牵头单位')).toBeVisible();
  await sw.click();
  await expect(item('联合体牵头单位')).toHaveCount(0);
  await item('项目名称').locator('input').fill('滨江1440');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/recordId=/);
  const recordId = new URL(page.url()).searchParams.get('recordId')!;
  const res = await request.post('/ks/monitor/record/detail', { data: { nodeId: NODE, id: recordId }, headers: { authorization: `Bearer ${await storedToken(page)}` } });
  const body = (await res.json()) as { data: { data: Record<string, unknown> } };
  expect(body.data.data).toMatchObject({ xmmc: '滨江1440', sflht: false });
});
