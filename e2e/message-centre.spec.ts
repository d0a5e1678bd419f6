import fs from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { audit as axe } from './axe';
import { ADMIN, ENTERPRISE2, enterCreditSystem, loginToJudge, button, storedToken, untilStill, confirmSubmit, type Account } from './helpers';
import { testDb } from './test-db';

/**
 * 消息中心 (docs/shell.md "消息中心"): an enterprise submits its 信用承诺书; in another browser the
 * administrator's bell rises within 2 s without a reload, the todo opens the record, rejecting it
 * there lowers the bell again; the enterprise's bell rises, its message carries the suggestion,
 * and opening the message marks it read.
 */
test.setTimeout(180_000);

const field = (page: Page, name: string): Locator =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(name, { exact: true }) });
const bell = (page: Page): Locator => page.getByTestId('message-bell');
const label = (n: number) => (n > 0 ? `消息中心，${n} 条未处理` : '消息中心');

async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  return page;
}

/** The bell's number as its label says it (the label is the badge's text for screen readers). */
async function bellNumber(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAttribute('data-stream', 'open');
  const text = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未处理/.exec(text)?.[1] ?? 0);
}

test('a submit rises the administrator bell live; the todo is audited where it opens; the enterprise reads the verdict', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  const enterprise = await signedIn(browser, ENTERPRISE2);
  // both streams are open before anything happens (the first counts came through them)
  for (const page of [admin, enterprise]) await expect(bell(page)).toHaveAttribute('data-stream', 'open');
  const before = await bellNumber(admin);
  expect(await bellNumber(enterprise)).toBe(0);

  // the enterprise fills and submits its commitment
  await enterprise.getByRole('navigation', { name: '系统菜单' }).getByText('信用承诺书').click();
  await expect(enterprise).toHaveURL(/\/credit\/commitmentbookDetail\?id=credit-commitment$/);
  await field(enterprise, '企业名称').locator('input').fill('秦川建设集团');
  await field(enterprise, '统一社会信用代码').locator('input').fill('91350100M000100Y43');
  await field(enterprise, '法定代表人').locator('input').fill('周秦川');
  await field(enterprise, '联系电话').locator('input').fill('13900139000');
  await field(enterprise, '承诺年度').locator('.ant-select-selector').click();
  await enterprise.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^2026年$/ }).click();
  const date = field(enterprise, '承诺日期').locator('input');
  await date.click();
  await date.fill('2026-11-21');
  await date.press('Enter');
  await field(enterprise, '承诺内容').locator('textarea').fill('本单位承诺所提交的信用信息真实、准确、完整。');
  const section = enterprise.locator('section.ks-attachment-type').filter({ has: enterprise.getByText('信用承诺书', { exact: true }) });
  await section.locator('input[type=file]').setInputFiles({ name: '信用承诺书.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync('fixtures/files/xycns-template.pdf') });
  await expect(section.getByText('信用承诺书.pdf')).toBeVisible();
  const urlBefore = admin.url();
  await button(enterprise, '提交').click();
  await confirmSubmit(enterprise);
  await expect(enterprise.getByText('提交成功')).toBeVisible();

  // within 2 s, without a reload
  await expect(bell(admin)).toHaveAttribute('aria-label', label(before + 1), { timeout: 2000 });
  expect(admin.url()).toBe(urlBefore);

  await bell(admin).click();
  const drawer = admin.getByRole('dialog', { name: '消息中心' });
  await untilStill(drawer);
  await expect(drawer.getByRole('radio', { name: /信用评价管理系统/ })).toBeChecked();
  const todo = drawer.getByRole('button', { name: /信用承诺书：秦川建设集团/ }).first();
  await expect(todo).toBeVisible();
  await axe(admin, '消息中心：待办');
  await todo.click();
  await expect(admin).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=credit-commitment&recordId=/);
  await expect(admin.getByTestId('dynamic-detail').getByText('周秦川')).toBeVisible();

  await button(admin.getByTestId('detail-audit-bar'), '审核').click();
  const audit = admin.locator('.ant-modal').filter({ hasText: '审核建议' });
  await untilStill(audit);
  await audit.getByLabel('审核建议').fill('请补充法定代表人签字页');
  await button(audit, '驳回').click();
  await button(admin.locator('.ant-modal-confirm').filter({ hasText: '确认驳回吗？' }), '确定').click();
  await expect(admin.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await expect(bell(admin)).toHaveAttribute('aria-label', label(before), { timeout: 2000 });
  await expect(admin.getByTestId('detail-audit-bar')).toHaveCount(0);

  // the enterprise hears of it, live too
  await expect(bell(enterprise)).toHaveAttribute('aria-label', label(1), { timeout: 2000 });
  await bell(enterprise).click();
  const mine = enterprise.getByRole('dialog', { name: '消息中心' });
  await untilStill(mine);
  await expect(mine.getByRole('tab', { name: /待办/ })).toHaveCount(0);
  await expect(mine.getByText('未读 1 条')).toBeVisible();
  await expect(mine.getByText('审核建议：请补充法定代表人签字页')).toBeVisible();
  await axe(enterprise, '消息中心：消息');
  await mine.getByRole('button', { name: /您在「信用承诺书」提交的记录被驳回/ }).click();
  await expect(enterprise).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=credit-commitment&recordId=/);
  await expect(bell(enterprise)).toHaveAttribute('aria-label', label(0));
  await expect(enterprise.getByText('审核驳回').first()).toBeVisible();
});

test('a 信用记录 todo opens that record, read only with its audit buttons, not the list', async ({ browser }) => {
  // 信用记录 is a list without a form: its record opens on the detail page drawn with the list's columns
  const db = testDb();
  let draft: { id: string; version: number };
  try {
    draft = db.draftOf('credit-record-list', 'ent-002');
  } finally {
    db.close();
  }
  const admin = await signedIn(browser, ADMIN);
  const before = await bellNumber(admin);
  const enterprise = await signedIn(browser, ENTERPRISE2);
  const token = await storedToken(enterprise);
  const detail = await enterprise.request.post('/ks/monitor/record/detail', { data: { nodeId: 'credit-record-list', id: draft.id }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  const project = String(((await detail.json()) as { data: { data: { xmmc: string } } }).data.data.xmmc);
  const submitted = await enterprise.request.post('/ks/monitor/submit', { data: { nodeId: 'credit-record-list', ...draft }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(((await submitted.json()) as { message: string }).message).toBe('提交成功');
  await expect(bell(admin)).toHaveAttribute('aria-label', label(before + 1), { timeout: 2000 });

  await bell(admin).click();
  const drawer = admin.getByRole('dialog', { name: '消息中心' });
  await untilStill(drawer);
  const todo = drawer.getByRole('button', { name: new RegExp(`信用记录：秦川建设集团 / ${project}`) }).first();
  await todo.click();
  await expect(admin).toHaveURL(new RegExp(`/dynamicPage/dynamicDetail\\?id=credit-record-list&recordId=${draft.id}$`));
  const shown = admin.getByTestId('dynamic-detail');
  await expect(shown.getByRole('heading', { name: '信用记录' })).toBeVisible();
  await expect(shown.locator('.ant-descriptions').getByText(project)).toBeVisible();
  await expect(shown.locator('.ant-tag').getByText('待审核')).toBeVisible();
  await axe(admin, '信用记录：一条记录');

  await button(admin.getByTestId('detail-audit-bar'), '审核').click();
  const audit = admin.locator('.ant-modal').filter({ hasText: '审核建议' });
  await untilStill(audit);
  await button(audit, '通过').click();
  await button(admin.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' }), '确定').click();
  await expect(admin.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await expect(bell(admin)).toHaveAttribute('aria-label', label(before), { timeout: 2000 });
  await expect(shown.locator('.ant-tag').getByText('审核通过')).toBeVisible();
  await expect(admin.getByTestId('detail-audit-bar')).toHaveCount(0);
  // and back to the list it belongs to
  await button(shown, '返回列表').click();
  await expect(admin).toHaveURL(/id=credit-record-list/);
  await expect(admin.getByTestId('dynamic-list')).toBeVisible();

  // the enterprise's message opens the same record
  await expect(bell(enterprise)).toHaveAttribute('aria-label', label(1), { timeout: 2000 });
  await bell(enterprise).click();
  const mine = enterprise.getByRole('dialog', { name: '消息中心' });
  await untilStill(mine);
  await mine.getByRole('button', { name: /您在「信用记录」提交的记录已审核通过/ }).click();
  await expect(enterprise).toHaveURL(new RegExp(`recordId=${draft.id}$`));
  await expect(enterprise.getByTestId('dynamic-detail').locator('.ant-descriptions').getByText(project)).toBeVisible();
});
