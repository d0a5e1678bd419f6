import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { ADMIN, button, ENTERPRISE, enterCreditSystem, loginToJudge, storedToken, type Account } from './helpers';
import { testDb } from './test-db';
import { audit } from './axe';

/**
 * 审核级别与审核方式 (issue 17, docs/administration.md): an administrator gives 信用记录 two levels on the
 * 审核级别 page (初审 by any administrator, 复审 by a named second administrator); an enterprise
 * submits a record; the administrator passes 初审 (the record stays 待审核 at 复审 and he has no
 * 审核 button left); the second administrator passes 复审 → 审核通过; the log names both levels.
 * The plan is removed at the end, so the other specs see 信用记录 as before.
 */
test.describe.configure({ mode: 'serial' });

const NODE = 'credit-record-list';
const SECOND: Account = { username: 'auditor2', password: 'Audit2@2026', userName: '复审管理员' };

const nav = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });
/** A menu item of the side menu by its title (its icon's name comes first). */
const menuItem = (page: Page, title: string) => nav(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${title}$`) }).first();

/** Opens 审核设置 › `title` (the submenu is opened first when it is closed; a click on an open one would close it). */
async function openSetup(page: Page, title: string): Promise<void> {
  const group = menuItem(page, '审核设置');
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menuItem(page, title).click();
}
const table = (page: Page): Locator => page.getByTestId('dynamic-list').locator('.ks-data-table');
const row = (page: Page, id: string): Locator => table(page).locator(`tr[data-row-key="${id}"]`);

/** Picks `label` in the antd Select named `name`. */
async function choose(page: Page, name: string, label: string): Promise<void> {
  // antd puts the name on the select and on its input; the select is what takes the click
  await page.locator(`.ant-select[aria-label="${name}"]`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

async function openAsIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  return page;
}

async function openRecords(page: Page): Promise<void> {
  await nav(page).getByText('信用记录').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicIndex\?id=credit-record-list$/);
}

async function passAudit(page: Page, id: string): Promise<void> {
  await button(row(page, id), '审核').click();
  const audit = page.locator('.ant-modal').filter({ hasText: '审核建议' });
  await button(audit, '通过').click();
  const sure = page.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' });
  await button(sure, '确定').click();
  await expect(page.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
}

let record = { id: '', version: 0 };

test.beforeAll(() => {
  const db = testDb();
  try {
    db.addAdmin(SECOND.username, SECOND.password, SECOND.userName);
  } finally {
    db.close();
  }
});

test('administrator sets 初审 + 复审 on 信用记录; the overview pages show them', async ({ page }) => {
  test.setTimeout(180_000);
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await openSetup(page, '审核级别');
  await expect(page).toHaveURL(/\/system\/auditLevel/);
  await expect(page.getByText('请选择系统和功能节点')).toBeVisible();
  await choose(page, '功能节点', '信用信息 › 信用记录');
  await expect(page.getByText('该节点尚未设置审核级别')).toBeVisible();
  await button(page, '添加级别').click();
  await button(page, '添加级别').click();
  await expect(page.getByRole('textbox', { name: '第 1 级名称' })).toHaveValue('初审');
  await expect(page.getByRole('textbox', { name: '第 2 级名称' })).toHaveValue('复审');
  // 指定管理员 without a name is refused before anything is sent
  await choose(page, '第 2 级审核人类型', '指定管理员');
  await button(page, '保存').click();
  await expect(page.getByText('「复审」须指定至少一名审核人').first()).toBeVisible();
  await choose(page, '第 2 级审核人', `${SECOND.userName}（${SECOND.username}）`);
  await page.keyboard.press('Escape');
  await button(page, '保存').click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(page.getByText('已设置 2 个审核级别；审核方式：逐级审核，或签（一人通过即可）')).toBeVisible();
  await audit(page, '审核级别');

  await openSetup(page, '审核权限');
  const overview = page.getByTestId('permiss-config-page').locator('tr', { hasText: '信用记录' });
  await expect(overview).toContainText('第 1 级 初审任一管理员');
  await expect(overview).toContainText(`第 2 级 复审${SECOND.userName}`);
  await audit(page, '审核权限');
  await openSetup(page, '管理员审核');
  await expect(page.getByTestId('admin-info-page').locator('tr', { hasText: SECOND.username })).toContainText('信用评价管理系统 › 信用记录 · 复审（指定）');
  await audit(page, '管理员审核');
  await openSetup(page, '审核方式');
  await expect(page.getByTestId('audit-way-page').locator('tr', { hasText: '信用记录' })).toContainText('初审 → 复审');
  await audit(page, '审核方式');
});

test('the enterprise submits; 初审 by the administrator keeps it 待审核 at 复审; 复审 by the second administrator passes it', async ({ browser }) => {
  test.setTimeout(240_000);
  const db = testDb();
  try {
    record = db.draftOf(NODE, 'ent-001');
  } finally {
    db.close();
  }
  // The enterprise submits its draft (the submit itself is covered by list.spec.ts).
  const ent = await openAsIn(browser, ENTERPRISE);
  const token = await storedToken(ent);
  const res = await ent.request.post('/ks/monitor/submit', { data: { nodeId: NODE, ...record }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(((await res.json()) as { data: { statusText: string } }).data.statusText).toBe('待审核（初审）');
  await ent.context().close();

  const admin = await openAsIn(browser, ADMIN);
  await openRecords(admin);
  await expect(row(admin, record.id).locator('.ks-cell-status')).toHaveText('待审核（初审）');
  await passAudit(admin, record.id);
  await expect(row(admin, record.id).locator('.ks-cell-status')).toHaveText('待审核（复审）');
  // 复审 is not his: no 审核 button on the row
  await expect(button(row(admin, record.id), '审核')).toHaveCount(0);
  await admin.context().close();

  const second = await openAsIn(browser, SECOND);
  await openRecords(second);
  await expect(row(second, record.id).locator('.ks-cell-status')).toHaveText('待审核（复审）');
  await passAudit(second, record.id);
  await expect(row(second, record.id).locator('.ks-cell-status')).toHaveText('审核通过');
  await button(row(second, record.id), '日志').click();
  const entries = second.locator('.ant-drawer').filter({ hasText: '操作日志' }).locator('.ks-oplog-entry');
  await expect(entries.filter({ hasText: '初审通过' })).toContainText(ADMIN.userName);
  await expect(entries.last()).toContainText('复审通过');
  await expect(entries.last()).toContainText(SECOND.userName);
  await second.context().close();
});

test.afterAll(async ({ browser }) => {
  // back to one level, any administrator, for the specs that run after this one
  const page = await openAsIn(browser, ADMIN);
  const token = await storedToken(page);
  await page.request.post('/ks/authority/audit-levels/save', { data: { nodeId: NODE, levels: [] }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  await page.context().close();
});
