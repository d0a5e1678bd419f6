import { expect, test, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, pickCascaderPath, untilStill, button, openMenuGroup } from './helpers';

/**
 * axe-core (WCAG 2.1 A/AA, the level GB/T 37668-2019 asks of public-sector sites) over every page
 * kind the browser reaches, with its dialogs and drawers open: 0 critical and 0 serious violations.
 * Each page prints its rules and nodes (docs/accessibility.md). Every page as it first opens — login,
 * /judge, each menu, header and user-menu page of each role, every spec 000 §2 route, the 404 page —
 * is read by the dead-end walker (e2e/dead-ends.spec.ts); here are the states a user reaches inside a
 * page (dialogs, drawers, errors, uploads, the dark theme) and the designer, which the walker leaves
 * out. A new page needs nothing here; a new dialog or state does.
 */
test.setTimeout(180_000);

const menu = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });

async function openCreditMenu(page: Page, title: string): Promise<void> {
  await menu(page).getByText(title, { exact: true }).click();
}

test('信用申报 form: empty, after a failed submit, the qualification dialog', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用申报');
  const form = page.getByTestId('dynamic-detail');
  // The menu opens the newest application in reach (docs/forms.md "The caller's own records"); 新建
  // starts the blank form whose messages are audited here.
  const state = form.locator('.ant-tag').first();
  await expect(state).toBeVisible();
  if ((await state.textContent()) !== '新建') await button(form, '新建').click();
  await expect(form.locator('[contenteditable="true"]')).toBeVisible();
  // A new application starts with the enterprise's name and credit code (docs/forms.md "Filled in
  // from a call"): emptied, so that 企业名称 is among the errors audited.
  for (const label of ['企业名称', '统一社会信用代码']) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).not.toHaveValue('');
    await input.fill('');
  }
  // The form mounts its chunks when the browser is idle, which a loaded machine seldom is: a chunk
  // mounting above 提交 between Playwright's hit check and its click moves the button away (seen
  // once in three loaded runs). A second 提交 on an empty form refuses it again.
  await expect(async () => {
    await button(form, '提交').click();
    await expect(form.getByText('企业名称必填').first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await audit(page, '信用申报 form with errors');
  await button(form, '选择资质').click();
  const dialog = page.getByRole('dialog', { name: '选择资质' });
  await untilStill(dialog);
  await audit(page, '信用申报 qualification dialog');
});

test('信用申报 附件材料: a file uploaded, a refused one, a chunked upload in progress, the preview dialog', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用申报');
  const section = (name: string) => page.locator('section.ks-attachment-type').filter({ has: page.getByText(name, { exact: true }) });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await section('营业执照').locator('input[type=file]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png });
  await expect(section('营业执照').getByRole('img', { name: '营业执照.png' })).toBeVisible();
  await section('其他材料').locator('input[type=file]').setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(section('其他材料').getByRole('alert')).toHaveText('请上传图片或PDF文件');
  // A chunked upload held half-way, so its progress bar and 取消上传 are on the page.
  await page.route('**/ks/upload/v1/chunk-upload', () => undefined);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 32), Buffer.from('\n%%EOF\n')]);
  await section('信用承诺书').locator('input[type=file]').setInputFiles({ name: '信用承诺书.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section('信用承诺书').getByRole('progressbar', { name: '信用承诺书.pdf 上传进度' })).toBeVisible();
  await audit(page, '信用申报 附件材料 (uploaded, refused, in progress)');
  await section('营业执照').getByRole('button', { name: '营业执照.png', exact: true }).click();
  const preview = page.getByRole('dialog', { name: '预览：营业执照.png' });
  await untilStill(preview);
  await audit(page, '信用申报 附件 preview dialog');
});

test('信用记录 list (M) with the 日志 drawer, the 审核 and 指派 dialogs', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用记录');
  const rows = page.getByTestId('dynamic-list').locator('tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await button(rows.first(), '日志').click();
  const log = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
  await expect(log).toBeVisible();
  await untilStill(log);
  await audit(page, '信用记录 日志 drawer (M)');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  const assignable = rows.filter({ has: page.getByRole('button', { name: /指\s*派/ }) }).first();
  if (await assignable.count()) {
    await button(assignable, '指派').click();
    const assign = page.getByRole('dialog', { name: '任务指派' });
    await untilStill(assign);
    await audit(page, '信用记录 任务指派 dialog (M)');
  }
});

test('type cards: 信用记录 with 待审核 chosen (M)', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用记录');
  const pending = page.getByRole('radiogroup', { name: '类型卡片' }).getByRole('radio', { name: /待审核/ });
  await pending.click();
  await expect(pending).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('dynamic-list').locator('tr[data-row-key]').first()).toBeVisible();
  await audit(page, '信用记录 type cards, 待审核 chosen (M)');
});

test('type cards: 类型卡片配置 with a list node open (D)', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/setTypeCard');
  await page.getByRole('combobox', { name: '系统' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '信用' }).first().click();
  await page.getByRole('combobox', { name: '列表页面' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '信用记录' }).first().click();
  await expect(page.getByRole('group', { name: '第 1 个卡片' })).toBeVisible();
  await audit(page, '类型卡片配置 (D)');
});

test('等级设置 (M) with a rule problem shown, and the 新增年度 dialog', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openMenuGroup(page, '评价管理');
  await openCreditMenu(page, '等级设置');
  const aa = page.getByLabel('第 2 行 最低分');
  await expect(aa).toBeVisible();
  await aa.fill('95');
  await expect(page.getByText('第 2 行：最低分须低于上一行的 90 分（等级从高到低排列）')).toBeVisible();
  await audit(page, '等级设置 with a rule problem (M)');
  await page.getByRole('button', { name: /新增年度/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增年度' });
  await untilStill(dialog);
  await audit(page, '等级设置 新增年度 dialog (M)');
});

test('designer: menu set-up, a form node and a list node', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await audit(page, 'welcome page (D)');
  await page.goto('/system/menuSetUp?systemCoding=credit_eval');
  await expect(page.getByTestId('menu-row-信用申报')).toBeVisible();
  await audit(page, 'menu set-up');
  await page.goto('/system/setUpList?id=credit-apply&systemCoding=credit_eval');
  await expect(page.getByText('企业名称').first()).toBeVisible();
  await audit(page, 'page designer (form node)');
  await page.goto('/system/setUpList?id=credit-record-list&systemCoding=credit_eval');
  await expect(page.getByText('企业名称').first()).toBeVisible();
  await audit(page, 'page designer (list node)');
});

test('charts: 信用概览 (M), 图表配置 with its new-page dialog, and the chart designer', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用概览');
  await expect(page.getByRole('img', { name: '按信用等级' }).locator('svg')).toBeVisible();
  await expect(page.getByTestId('chart-panel-topProjects').getByTestId('echart').locator('svg')).toBeVisible();
  await page.goto('/system/echartsSetting');
  await expect(page.getByTestId('chart-setting').locator('tr', { hasText: '信用概览' })).toBeVisible();
  await page.getByRole('button', { name: '新建图表页面' }).click();
  const dialog = page.getByRole('dialog', { name: '新建图表页面' });
  await untilStill(dialog);
  await audit(page, '图表配置 新建图表页面 dialog');
  await page.keyboard.press('Escape');
  await page.goto('/system/echartsSetting?id=credit-home&systemCoding=credit_eval');
  await expect(page.getByTestId('chart-edit-0')).toBeVisible();
  await audit(page, 'chart designer (信用概览)');
});

test('dark theme: login, the list with its drawer, the form with errors', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ks.theme', 'dark'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await audit(page, 'login (dark)');
  await loginToJudge(page, ADMIN);
  await audit(page, '/judge (dark)');
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用记录');
  const rows = page.getByTestId('dynamic-list').locator('tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await audit(page, '信用记录 list (M, dark)');
  await button(rows.first(), '日志').click();
  const log = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
  await untilStill(log);
  await audit(page, '信用记录 日志 drawer (M, dark)');
  await page.keyboard.press('Escape');
  await openCreditMenu(page, '信用申报');
  const form = page.getByTestId('dynamic-detail');
  // The menu opens the newest application in reach (docs/forms.md "The caller's own records"); 新建
  // starts the blank form whose messages are audited here.
  const state = form.locator('.ant-tag').first();
  await expect(state).toBeVisible();
  if ((await state.textContent()) !== '新建') await button(form, '新建').click();
  await expect(form.locator('[contenteditable="true"]')).toBeVisible();
  await button(form, '提交').click();
  await expect(form.getByText('企业名称必填').first()).toBeVisible();
  await audit(page, '信用申报 form with errors (dark)');
});

test('dark theme: menu set-up and the designer', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ks.theme', 'dark'));
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/menuSetUp?systemCoding=credit_eval');
  await expect(page.getByTestId('menu-row-信用申报')).toBeVisible();
  await audit(page, 'menu set-up (dark)');
  await page.goto('/system/setUpList?id=credit-apply&systemCoding=credit_eval');
  await expect(page.getByText('企业名称').first()).toBeVisible();
  await audit(page, 'page designer (form node, dark)');
});

test('信用记录 变更 dialog (U)', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await openCreditMenu(page, '信用记录');
  const changeable = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ has: page.getByRole('button', { name: /^变\s*更$/ }) }).first();
  await expect(changeable).toBeVisible();
  await button(changeable, '变更').click();
  const dialog = page.getByRole('dialog', { name: '变更' });
  await untilStill(dialog);
  await audit(page, '信用记录 变更 dialog (U)');
  // an information change shows the record's attachments before and after, the required one marked
  await dialog.locator('#ks-change-type').click();
  await pickCascaderPath(page, ['信息变更', '证明材料变更']);
  await expect(dialog.getByRole('button', { name: '上传信用承诺书' })).toBeVisible();
  await audit(page, '信用记录 变更 dialog, 证明材料变更 with the attachments (U)');
  // a type was chosen: Esc asks before dropping it (issue 45)
  await page.keyboard.press('Escape');
  const drop = page.locator('.ant-modal-confirm').filter({ hasText: '已填写的内容尚未保存' });
  await untilStill(drop);
  await audit(page, '信用记录 变更 dialog, asked before closing (U)');
  await button(drop, '放弃').click();
  await expect(dialog).toBeHidden();
});
