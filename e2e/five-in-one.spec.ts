import { expect, test, type Browser, type Page } from './fixtures';
import { audit as axe } from './axe';
import { ADMIN, ENTERPRISE, button, confirmSubmit, loginToJudge, openMenuGroup, untilStill, type Account } from './helpers';
import { choose, field, typeDate } from './form-kit';

/**
 * 五合一进场登记 (docs/projects.md): an enterprise registers a project — 项目信息, a venue booking,
 * 资审公告, 资审文件 with its attachment — and submits; the administrator finds the todos in the
 * message centre and passes them where they open; 进场登记 then shows 已通过. Keyboard and axe on
 * the new pages.
 */
test.setTimeout(240_000);

const NAME = `五合一进场测试项目${Date.now() % 100000}`;

async function signedInToTrade(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
  return page;
}

/** Submits the form on screen and waits for 提交成功. */
async function submitHere(page: Page, scope = page.getByTestId('five-in-one-detail')) {
  await button(scope, '提交').last().click();
  await confirmSubmit(page);
  await expect(page.locator('.ant-message').getByText('提交成功').last()).toBeVisible();
}

// a focused tab's name starts with antd's "Tab n of m"
const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(`(^| )${title} `) });

test('an enterprise registers a project in five-in-one; the administrator passes the todos; the list shows 已通过', async ({ browser }) => {
  const ent = await signedInToTrade(browser, ENTERPRISE);
  await openMenuGroup(ent, '项目管理');
  await ent.getByRole('navigation', { name: '系统菜单' }).getByText('进场登记', { exact: true }).click();
  await expect(ent).toHaveURL(/\/fiveInOne\/list\?id=trade-five-in-one$/);
  const list = ent.getByTestId('five-in-one-list');
  await expect(list.locator('tr[data-row-key]').first()).toBeVisible();
  await axe(ent, '进场登记');

  // 项目信息: a new project, submitted; its first save gives the page its id
  await button(list, '新增项目').click();
  await expect(ent).toHaveURL(/\/fiveInOne\/detail\/xmxx$/);
  await expect(tab(ent, '资审公告')).toHaveAttribute('aria-disabled', 'true');
  await field(ent, '项目名称').locator('input').fill(NAME);
  await field(ent, '项目编号').locator('input').fill('XM-E2E-48');
  await field(ent, '招标单位').locator('input').fill('市水务集团');
  await submitHere(ent);
  await expect(ent).toHaveURL(/\/fiveInOne\/detail\/xmxx\?id=/);
  const projectId = new URL(ent.url()).searchParams.get('id')!;
  await expect(tab(ent, '项目信息')).toContainText('待审核');
  await expect(ent.getByRole('heading', { name: `项目详情 — ${NAME}` })).toBeVisible();

  // 资审公告
  await tab(ent, '资审公告').click();
  await expect(ent).toHaveURL(new RegExp(`/fiveInOne/detail/zsgg\\?id=${projectId}$`));
  await expect(field(ent, '项目名称')).toContainText(NAME);
  await field(ent, '公告标题').locator('input').fill(`${NAME}资格预审公告`);
  await typeDate(ent, '发布日期', '2026-12-08');
  await field(ent, '资格条件').locator('textarea').fill('具备市政公用工程施工总承包二级及以上资质');
  await submitHere(ent);
  await expect(tab(ent, '资审公告')).toContainText('待审核');
  await expect(button(ent.getByTestId('registration-zsgg'), '撤回')).toBeVisible();
  await axe(ent, '五合一：资审公告');

  // 资审文件 with its attachment
  await tab(ent, '资审文件').click();
  await field(ent, '文件名称').locator('input').fill('资格预审文件');
  await choose(ent, '审查办法', '合格制');
  const section = ent.locator('section.ks-attachment-type').filter({ has: ent.getByText('资格预审文件', { exact: true }) });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);
  await section.locator('input[type=file]').setInputFiles({ name: '资格预审文件.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section.getByText('资格预审文件.pdf')).toBeVisible();
  await submitHere(ent);
  await expect(tab(ent, '资审文件')).toContainText('待审核');
  await axe(ent, '五合一：资审文件');

  // 场地预约: a booking of the project, made in its tab (the form names the project), submitted
  await tab(ent, '场地预约').click();
  await expect(ent).toHaveURL(new RegExp(`/fiveInOne/detail/cdyy\\?id=${projectId}$`));
  const bookings = ent.getByTestId('registration-cdyy');
  await button(bookings, '新增预约').click();
  const booking = ent.getByRole('dialog', { name: '新增预约' });
  await untilStill(booking);
  await choose(ent, '场地', '第二开标室');
  await typeDate(ent, '开始时间', '2031-05-06 09:00');
  await typeDate(ent, '结束时间', '2031-05-06 11:00');
  await field(ent, '联系人').locator('input').fill('王工');
  await field(ent, '联系电话').locator('input').fill('13800001111');
  await submitHere(ent, booking);
  // once stored the dialog shows the booking (its title 场地预约): closed, the tab lists it
  await ent.getByRole('dialog', { name: '场地预约' }).locator('.ant-modal-close').click();
  await expect(bookings.locator('tr[data-row-key]')).toHaveCount(1);
  await expect(bookings.locator('tr[data-row-key]')).toContainText('待审核');
  await expect(tab(ent, '场地预约')).toContainText('待审核');

  // the keyboard: the tabs are a tablist; arrows move between them, Enter opens one
  await tab(ent, '资审文件').focus();
  await ent.keyboard.press('ArrowLeft');
  await expect(tab(ent, '资审公告')).toBeFocused();
  await ent.keyboard.press('Enter');
  await expect(ent).toHaveURL(new RegExp(`/fiveInOne/detail/zsgg\\?id=${projectId}$`));

  // the administrator: the project's todos (项目, 场地预约, 资审公告, 资审文件), each passed where it opens
  const admin = await signedInToTrade(browser, ADMIN);
  for (const gnName of ['项目登记', '场地预约申请', '资审公告登记', '资审文件登记']) {
    await admin.getByTestId('message-bell').click();
    const drawer = admin.getByRole('dialog', { name: '消息中心' });
    await untilStill(drawer);
    await drawer.getByRole('radio', { name: /公共资源交易服务系统/ }).check();
    const todo = drawer.getByRole('button', { name: new RegExp(`^审核 ${gnName}：.*${NAME}`) }).first();
    await expect(todo).toBeVisible();
    await todo.click();
    await expect(admin).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-/);
    await button(admin.getByTestId('detail-audit-bar'), '审核').click();
    const verdict = admin.locator('.ant-modal').filter({ hasText: '审核建议' });
    await untilStill(verdict);
    await button(verdict, '通过').click();
    await button(admin.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' }), '确定').click();
    await expect(admin.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
    await expect(admin.getByTestId('detail-audit-bar')).toHaveCount(0);
  }

  // the administrator's 进场登记 and detail: 推送 to another system
  await admin.goto(`/fiveInOne/detail/xmxx?id=${projectId}`);
  await expect(tab(admin, '资审文件')).toContainText('已通过');
  await expect(tab(admin, '场地预约')).toContainText('已通过');
  await button(admin.getByTestId('five-in-one-detail'), '推送').click();
  const push = admin.getByRole('dialog', { name: /推送项目/ });
  await untilStill(push);
  await push.locator('.ant-select-selector').click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '信用评价管理系统' }).click();
  await button(push, '确认推送').click();
  await expect(push.locator('tr[data-row-key]').first()).toContainText('成功');
  await axe(admin, '五合一：推送');
  await push.locator('.ant-modal-close').click();
  await expect(push).toBeHidden();

  // 专家抽取: the administrator draws for the project in its own tab (the project fixed)
  await tab(admin, '专家抽取').click();
  const draws = admin.getByTestId('project-expert-draws');
  await button(draws, '新建抽取').click();
  const drawDialog = admin.getByRole('dialog', { name: '新建抽取' });
  await untilStill(drawDialog);
  await expect(drawDialog).toContainText(`XM-E2E-48 ${NAME}`);
  await drawDialog.getByPlaceholder('开始日期').fill('2031-05-06 09:00');
  await drawDialog.getByPlaceholder('开始日期').press('Enter');
  await drawDialog.getByPlaceholder('结束日期').fill('2031-05-06 12:00');
  await drawDialog.getByPlaceholder('结束日期').press('Enter');
  await drawDialog.getByLabel('专业').click();
  await admin.locator('.ant-select-item-option').filter({ hasText: /^房建$/ }).click();
  await drawDialog.getByLabel('抽取人数').fill('3');
  await button(drawDialog, '抽取').click();
  await expect(draws.locator('.ant-card')).toHaveCount(1);
  await expect(draws.locator('.ant-card tr[data-row-key]')).toHaveCount(3);
  await axe(admin, '五合一：专家抽取');

  // the enterprise, before the opening: the count only
  await ent.goto(`/fiveInOne/detail/zjcq?id=${projectId}`);
  await expect(ent.getByTestId('project-expert-draws')).toContainText('已抽取 3 名专家（开标前不公开）');

  // the enterprise's list: the project's registrations passed
  await ent.goto('/fiveInOne/list');
  const row = ent.getByTestId('five-in-one-list').locator(`tr[data-row-key="${projectId}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('td').nth(2)).toHaveText('已通过');
  await expect(row.locator('td').nth(4)).toHaveText('已通过');
  await expect(row.locator('td').nth(5)).toHaveText('已通过');
});
