import { expect, test, type Browser, type Page } from './fixtures';
import { audit as axe } from './axe';
import { ADMIN, ENTERPRISE, button, confirmSubmit, loginToJudge, openMenuGroup, storedToken, type Account } from './helpers';
import { choose, field, openDropdown, typeDate } from './form-kit';

/**
 * 保函管理 and 监测报告 (docs/guarantees.md): an enterprise applies for a guarantee letter with its
 * file through 保函管理 → 新增 and submits it; the administrator passes it from the same list; the
 * enterprise's list shows it 审核通过. 监测报告's numbers are the letters the list holds (count, and
 * the amount of the passed and published ones) and the projects. axe on the list, the form and the report.
 */
test.setTimeout(240_000);

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);

async function signedInToTrade(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
  return page;
}

const menu = (page: Page, title: string) => page.getByRole('navigation', { name: '系统菜单' }).getByText(title, { exact: true });
const letterRow = (page: Page, bhbh: string) => page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: bhbh });

async function openGuarantees(page: Page): Promise<void> {
  await menu(page, '保函管理').click();
  await expect(page).toHaveURL(/\/custom\/guarantee\?id=trade-guarantees$/);
  await expect(page.getByTestId('dynamic-list')).toBeVisible();
}

test('an enterprise applies for a 保函 with its file, the administrator passes it, the letter shows 审核通过; 监测报告 counts the letters', async ({ browser }) => {
  const bhbh = `BH-E2E-${Date.now()}`;
  const ent = await signedInToTrade(browser, ENTERPRISE);
  await openGuarantees(ent);
  await axe(ent, '保函管理 (U)');
  await button(ent, '新增').click();
  await expect(ent).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-guarantee/);
  await field(ent, '项目').locator('.ant-select-selector').click();
  await openDropdown(ent).locator('.ant-select-item-option').filter({ hasText: '滨江新区智慧路灯采购项目（2标段）' }).first().click();
  await expect(openDropdown(ent)).toHaveCount(0);
  await choose(ent, '保函类型', '投标保函');
  await field(ent, '保函编号').locator('input').fill(bhbh);
  await field(ent, '开立机构').locator('input').fill('中国建设银行杭州滨江支行');
  await field(ent, '担保金额（元）').locator('input').fill('52968');
  await typeDate(ent, '有效期至', '2027-06-30');
  const section = ent.locator('section.ks-attachment-type').filter({ has: ent.getByText('保函文件', { exact: true }) });
  await section.locator('input[type=file]').setInputFiles({ name: '投标保函.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(section.getByText('投标保函.pdf')).toBeVisible();
  await axe(ent, '保函申请 (U)');
  await button(ent.getByTestId('dynamic-detail'), '提交').last().click();
  await confirmSubmit(ent);
  await expect(ent.locator('.ant-message').getByText('提交成功').last()).toBeVisible();

  // the administrator: the letter waits in 保函管理 with the server's 申请单位; 审核 → 通过
  const admin = await signedInToTrade(browser, ADMIN);
  await openGuarantees(admin);
  const row = letterRow(admin, bhbh);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('华建工程有限公司');
  await expect(row.locator('.ks-cell-status')).toHaveText('待审核');
  await button(row, '审核').click();
  const auditDialog = admin.locator('.ant-modal').filter({ hasText: '审核建议' });
  await button(auditDialog, '通过').click();
  await button(admin.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' }), '确定').click();
  await expect(admin.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await expect(row.locator('.ks-cell-status')).toHaveText('审核通过');

  // the enterprise sees it passed
  await ent.goto('/custom/guarantee?id=trade-guarantees');
  await expect(letterRow(ent, bhbh).locator('.ks-cell-status')).toHaveText('审核通过');

  // 监测报告: the numbers are what the lists hold
  const token = (await storedToken(admin)) ?? '';
  const list = async (nodeId: string) => {
    const res = await admin.request.post('/ks/monitor/table-list', { headers: { authorization: `Bearer ${token}` }, data: { nodeId, curPage: 1, pageSize: 100 } });
    return ((await res.json()) as { data: { total: number; records: Array<Record<string, unknown>> } }).data;
  };
  const letters = await list('trade-guarantees');
  expect(letters.total).toBeLessThanOrEqual(100);
  const amount = letters.records.filter((r) => r.status === 'passed' || r.status === 'published').reduce((s, r) => s + Number(r.bhje), 0);
  // the five demo letters (52 968 passed, 500 998 published) and the one passed above
  expect(amount).toBeGreaterThanOrEqual(52968 + 500998 + 52968);
  const projects = await list('trade-project-list');
  await openMenuGroup(admin, '报表中心');
  await menu(admin, '监测报告').click();
  await expect(admin).toHaveURL(/\/demoPublicPage\/monitoringReport\?id=trade-report-monitoring$/);
  const stat = (key: string) => admin.getByTestId(`chart-panel-${key}`).getByTestId('chart-stat');
  await expect(stat('letters')).toHaveText(String(letters.total));
  await expect(stat('letterAmount')).toHaveText(String(amount));
  await expect(stat('projects')).toHaveText(String(projects.total));
  await axe(admin, '监测报告 (M)');
});
