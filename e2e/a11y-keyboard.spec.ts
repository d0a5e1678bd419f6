import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, untilStill, type Account } from './helpers';

/**
 * Issue 12, acceptance 2: the journeys done by keyboard only (Tab, typing, Enter, Space, arrows,
 * Escape; no mouse). Log in, choose the credit system, open 信用申报 from the menu, fill every field
 * type of fixtures/nodes/credit-apply.form.json (the qualification dialog and the person picker
 * included), submit with errors (the focus lands on the first invalid input, the live region reads
 * the messages), fix and submit; then open a 信用记录 row's 日志 drawer and close it (the focus
 * returns to the 日志 button). Each step asserts where the focus is, so the test fails when the
 * focus wiring regresses.
 */

/** The form item whose label is exactly `name`. */
const field = (page: Page, name: string): Locator =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(name, { exact: true }) });

/** Whether `locator` (its first match) is the focused element. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator
    .first()
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);

/** A short description of the focused element, for failure messages. */
const focusedDescription = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> ${name}`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a person tabs to a control;
 * fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // A focused stand-in becomes the real control once its code has arrived (a first visit loads
    // it then): wait for that, as a person waits for the control to appear, before judging.
    await page.waitForFunction(() => !document.activeElement?.closest('.ks-stand-in'), undefined, { timeout: 10_000 });
  }
  expect(await isFocused(target), `tabbed ${max} times without reaching ${target}; focus is on ${await focusedDescription(page)}`).toBe(true);
}

/** The open dropdown of a select, tree select, cascader or auto-complete. */
const dropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible');

/** `toBeFocused`, and when it fails, says where the focus is instead (CI keeps only the message). */
async function expectFocused(page: Page, target: Locator): Promise<void> {
  try {
    await expect(target).toBeFocused();
  } catch (err) {
    throw new Error(`${target} is not focused; the focus is on ${await focusedDescription(page)}`, { cause: err });
  }
}

/**
 * In the open dropdown, moves the active option with ArrowDown until its text is `text`, then
 * presses Enter (the way through a list without type-ahead).
 */
async function arrowToOption(page: Page, text: string | RegExp): Promise<void> {
  const active = dropdown(page).locator('.ant-select-item-option-active');
  for (let i = 0; i < 40; i++) {
    const now = (await active.count()) ? ((await active.first().textContent()) ?? '') : '';
    if (typeof text === 'string' ? now === text : text.test(now)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option ${text} in the open dropdown`);
}

/** Tabs to a select, opens it with ArrowDown and picks `option`. */
async function selectByKeyboard(page: Page, name: string, option: string): Promise<void> {
  await tabTo(page, field(page, name).getByRole('combobox'));
  await page.keyboard.press('ArrowDown');
  await expect(dropdown(page)).toHaveCount(1);
  await arrowToOption(page, option);
  await expect(field(page, name).locator('.ant-select-selection-item')).toHaveText(option);
}

/** Tabs to a searchable select/cascader, types `query` and picks the option reading `option`. */
async function searchAndPick(page: Page, name: string, query: string, option: string | RegExp): Promise<void> {
  const box = field(page, name);
  await tabTo(page, box.getByRole('combobox'));
  await page.keyboard.type(query);
  if (!(await box.locator('.ant-cascader').count())) {
    await expect(dropdown(page).locator('.ant-select-item-option').first()).toBeVisible();
    return arrowToOption(page, option);
  }
  // a cascader's search results are one column; ArrowDown walks them
  const results = page.locator('.ant-cascader-dropdown:visible');
  await expect(results.locator('.ant-cascader-menu-item').first()).toBeVisible();
  // Judge only once the whole query has filtered the results (the list of its first character can
  // still be on screen, and the arrows would walk that one) and the wanted result is among them.
  await expect(results.locator('.ant-cascader-menu-item').filter({ hasNotText: query })).toHaveCount(0);
  await expect(results.locator('.ant-cascader-menu-item').filter({ hasText: option }).first()).toBeVisible();
  const active = results.locator('.ant-cascader-menu-item-active');
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowDown');
    const text = (await active.count()) ? ((await active.first().textContent()) ?? '') : '';
    if (typeof option === 'string' ? text === option : option.test(text)) return page.keyboard.press('Enter');
  }
  throw new Error(`no search result ${option} in ${name}`);
}

/** Types a date (or date and time) into a picker's focused input and confirms it with Enter. */
async function typeDate(page: Page, input: Locator, text: string): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(text);
}

/** Logs in from the root page with the keyboard only: skip link first, then the form. */
async function keyboardLogin(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  // The 登录方式 tabs appear once the server has said which ways are on (the password form is
  // drawn before that). A first visit after the server started answered late: the Tab from
  // <main> below reached 用户名 before the tabs were there.
  await expect(page.getByRole('tablist', { name: '登录方式' })).toBeVisible();
  // The first tab stop is the skip link, shown when focused; it moves the focus to <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  // The 登录方式 tablist is one tab stop (the chosen tab); the form follows.
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByRole('tab', { name: '账号登录' }));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('用户名')).toBeFocused();
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type(account.password);
  // The password eye is a real button: reachable by Tab, named, and it works by keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '显示密码' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('密码')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: '隐藏密码' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter'); // submits the form from the password input
  await expect(page).toHaveURL(/\/judge$/, { timeout: 30_000 });
  await tabTo(page, page.getByRole('button', { name: '进入信用评价管理系统' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
}

/** Opens a menu page from the side menu with the keyboard (rc-menu: one tab stop, arrows inside). */
async function openFromMenu(page: Page, title: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  await expect(menu.locator('.ks-menu')).toBeVisible();
  const item = menu.getByRole('menuitem', { name: title });
  await tabTo(page, menu.locator('[role="menu"]').first());
  // Where each key took the focus: said if the item is never reached (a CI run arrowed 40 times
  // without reaching 信用记录, and nothing told where the focus had gone).
  const trail: string[] = [];
  for (let i = 0; i < 40 && !(await isFocused(item)); i++) {
    // a closed submenu on the way opens with ArrowRight, then the arrows walk into it
    const submenu = await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
    await page.keyboard.press(submenu ? 'ArrowRight' : 'ArrowDown');
    // a submenu slides open: the next arrow must wait for its items (a CI run pressed past them)
    if (submenu) await untilStill(menu);
    trail.push(`${submenu ? '→' : '↓'} ${await focusedDescription(page)}`);
  }
  await expect.poll(() => isFocused(item), { message: `${title} not focused; the keys took the focus to: ${trail.join(' | ')}` }).toBe(true);
  await page.keyboard.press('Enter');
}

test('信用申报 by keyboard only: every field type, errors focused and announced, then 提交成功', async ({ page }) => {
  test.setTimeout(240_000);
  await keyboardLogin(page, ENTERPRISE);
  await openFromMenu(page, '信用申报');
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=credit-apply$/);
  const form = page.getByTestId('dynamic-detail');
  await expect(form.getByRole('heading', { name: '信用申报' })).toBeVisible();

  // The back office's first tab stop is its skip link too (after a reload, as on arrival by a
  // bookmark); it lands in <main>, before the form.
  await page.reload();
  await expect(form.getByRole('heading', { name: '信用申报' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // Every field's input is named by its label (label for= id), required ones say so.
  const name = field(page, '企业名称').getByRole('textbox');
  await expect(page.getByLabel('企业名称', { exact: true })).toHaveAttribute('aria-required', 'true');

  // text. A new application starts with the enterprise's registered name and credit code
  // (docs/forms.md "Filled in from a call"): the name is typed over (select all, then type), and
  // 统一社会信用代码 is emptied by keyboard and left empty for now (the first invalid field later).
  await expect(name).not.toHaveValue('');
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('华建工程有限公司');
  await expect(name).toHaveValue('华建工程有限公司');
  const registeredCode = field(page, '统一社会信用代码').getByRole('textbox');
  await expect(registeredCode).not.toHaveValue('');
  await tabTo(page, registeredCode);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(registeredCode).toHaveValue('');
  // select: arrows through the options, Enter picks
  await selectByKeyboard(page, '企业类型', '施工企业');
  // number (a stand-in until focused: the focus moves into the real input)
  await tabTo(page, field(page, '职工人数').getByRole('spinbutton'));
  await page.keyboard.type('120');
  // select-edit (auto-complete): type, then pick the suggestion
  await searchAndPick(page, '主管部门', '住房', '住房和城乡建设局');
  // radio: Space checks the focused radio, arrows move the choice
  await tabTo(page, field(page, '申报类型').getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(field(page, '申报类型').getByRole('radio', { name: '首次申报' })).toBeChecked();
  await selectByKeyboard(page, '申请信用等级', 'AA');
  // y_n_ent: 是 then the arrow to 否
  await tabTo(page, field(page, '是否联合体').getByRole('radio').first());
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(field(page, '是否联合体').getByRole('radio', { name: '否' })).toBeChecked();
  // switch-2: named by its label, Space toggles
  const open = page.getByRole('switch', { name: '是否公开信用信息' });
  await tabTo(page, open);
  await page.keyboard.press('Space');
  await expect(open).toBeChecked();
  // filter-select, select and select-link (the city waits for its province)
  await searchAndPick(page, '经营省份', '江苏', '江苏省');
  await selectByKeyboard(page, '注册省份', '浙江省');
  await selectByKeyboard(page, '注册城市', '杭州市');
  await selectByKeyboard(page, '注册区县', '西湖区');
  // the cascaders: search, arrows, Enter
  await searchAndPick(page, '办公地址（省市区）', '上城区', /上城区$/);
  await expect(field(page, '办公地址（省市区）').getByText('浙江省 / 杭州市 / 上城区')).toBeVisible();
  await searchAndPick(page, '服务区域', '南京', /南京市$/);
  await searchAndPick(page, '项目所在省份', '安徽', '安徽省');
  await searchAndPick(page, '项目所在城市', '苏州', /苏州市$/);
  await searchAndPick(page, '项目所在区县', '海曙', /海曙区$/);
  // checkbox group: Space on each box
  for (const box of ['施工', '设计']) {
    await tabTo(page, field(page, '资质类型').getByRole('checkbox', { name: box }));
    await page.keyboard.press('Space');
  }
  await expect(field(page, '资质类型').getByRole('checkbox', { name: '设计' })).toBeChecked();
  // select-m (tree select): type to filter, Enter ticks the match
  await tabTo(page, field(page, '专业评审范围').getByRole('combobox'));
  for (const leaf of ['土建', '给排水']) {
    await page.keyboard.type(leaf);
    await expect(dropdown(page).getByTitle(leaf, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
  await expect(field(page, '专业评审范围').locator('.ant-select-selection-item')).toHaveCount(2);
  // select-multiple: type, Enter, Escape
  await tabTo(page, field(page, '专业代码').getByRole('combobox'));
  await page.keyboard.type('建筑');
  await arrowToOption(page, '建筑工程');
  await page.keyboard.press('Escape');
  await expect(field(page, '专业代码').locator('.ant-select-selection-item')).toHaveCount(1);

  // The person picker: every checkbox is named, the move button too, and the focus stays in the
  // picker after a move (the pressed button is disabled by then).
  const leaders = field(page, '项目负责人');
  await expect(leaders.getByRole('checkbox', { name: '全选可选' })).toBeVisible();
  await tabTo(page, leaders.getByRole('checkbox', { name: '张伟' }));
  await page.keyboard.press('Space');
  const moveIn = leaders.getByRole('button', { name: '移入已选' });
  await tabTo(page, moveIn);
  await page.keyboard.press('Enter');
  await expect(leaders.locator('.ant-transfer-list').nth(1).getByText('张伟')).toBeVisible();
  await expect(moveIn).toBeDisabled();
  expect(await page.evaluate(() => document.activeElement !== document.body), 'focus fell to <body> after 移入已选').toBe(true);
  // … on the next person left to pick (the first row of 可选)
  await expect(leaders.locator('.ant-transfer-list').first().locator('.ant-transfer-list-content-item').getByRole('checkbox').first()).toBeFocused();
  // transfer-1 (one way, with a search box)
  const tech = field(page, '技术负责人');
  await tabTo(page, tech.getByRole('textbox').first());
  await page.keyboard.type('李');
  await tabTo(page, tech.getByRole('checkbox', { name: '李娜' }));
  await page.keyboard.press('Space');
  await tabTo(page, tech.getByRole('button', { name: '移入已选' }));
  await page.keyboard.press('Enter');
  await expect(tech.locator('.ant-transfer-list').nth(1).getByText('李娜')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement !== document.body), 'focus fell to <body> after 移入已选').toBe(true);

  // The qualification dialog: opened, used and closed by keyboard; the focus returns to its opener.
  const opener = field(page, '企业资质').getByRole('button', { name: '选择资质' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '选择资质' });
  await expect(dialog).toBeVisible();
  const pick = dialog.getByRole('checkbox', { name: '建筑工程施工总承包一级' });
  await expect(pick).toBeVisible();
  await tabTo(page, pick);
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: /确\s*定/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(field(page, '企业资质').locator('.ant-tag')).toHaveText(['建筑工程施工总承包一级']);

  // switch-1 stays off (its children are not asked for); the dates are typed
  await typeDate(page, field(page, '承诺开始日期').getByRole('textbox'), '2026-05-10');
  await typeDate(page, field(page, '承诺结束日期').getByRole('textbox'), '2026-05-20');
  // daterange: Enter on the start date moves on to the end date
  const range = field(page, '证书有效期').getByRole('textbox');
  await tabTo(page, range.first());
  await page.keyboard.type('2026-01-01');
  await page.keyboard.press('Enter');
  if (!(await isFocused(range.nth(1)))) await page.keyboard.press('Tab');
  await expect(range.nth(1)).toBeFocused();
  await page.keyboard.type('2026-12-31');
  await page.keyboard.press('Enter');
  await expect(range.nth(1)).toHaveValue('2026-12-31');
  await typeDate(page, field(page, '申报时间').getByRole('textbox'), '2026-05-10 09:00');
  // the editor (承诺说明) is left empty for now: the second invalid field; textarea
  const note = field(page, '备注').getByRole('textbox');
  await tabTo(page, note);
  await page.keyboard.type('第一行');
  await page.keyboard.press('Enter');
  await page.keyboard.type('第二行');

  // 提交 with two required fields empty: the focus goes to the first one's input, which is
  // described by its message; the live region reads every message.
  const submit = form.getByRole('button', { name: /提\s*交/ });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const code = field(page, '统一社会信用代码').getByRole('textbox');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const helpId = await code.getAttribute('aria-describedby');
  expect(helpId).toBeTruthy();
  await expect(page.locator(`[id="${helpId}"]`)).toHaveText('统一社会信用代码必填');
  const status = page.getByTestId('form-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toContainText('有 2 项需要修改');
  await expect(status).toContainText('统一社会信用代码必填');
  await expect(status).toContainText('承诺说明必填');
  await expect(page.getByText('提交成功')).toHaveCount(0);

  // Fix both: type the code where the focus is, then Tab on to the editor (a named textbox).
  await page.keyboard.type('91330100MA2B3C4D5N');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  const editor = page.getByRole('textbox', { name: '承诺说明' });
  await expect(editor).toHaveAttribute('aria-multiline', 'true');
  await tabTo(page, editor, { max: 200 });
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('本企业承诺所填信息真实有效。');
  await tabTo(page, submit, { max: 40 });
  await page.keyboard.press('Enter');
  // 确认提交？ takes the focus on its 确定: Enter answers it.
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确认提交？' });
  await untilStill(ask);
  await expect(ask.getByRole('button', { name: /确\s*定/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/recordId=/);
  await expect(form.getByText('待审核')).toBeVisible();
});

test('信用记录 by keyboard: the 日志 drawer opens and closes, and the focus returns to 日志', async ({ page }) => {
  test.setTimeout(120_000);
  await keyboardLogin(page, ADMIN);
  await openFromMenu(page, '信用记录');
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
  const rows = page.getByTestId('dynamic-list').locator('.ks-data-table tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  const log = rows.first().getByRole('button', { name: '日志', exact: true });
  await tabTo(page, log, { max: 150 });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '操作日志' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ks-oplog-entry').first()).toBeVisible();
  // the focus is in the drawer while it is open
  expect(await page.evaluate(() => !!document.activeElement?.closest('.ant-drawer'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(log).toBeFocused();
});
