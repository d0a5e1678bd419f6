import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, storedToken, untilStill } from './helpers';

/**
 * 通知 (docs/shell.md "通知"): an administrator publishes under 通知配置 (its 预览 is the client's own
 * notice, msgId -99: 我知道了 only closes it); an enterprise user sees the type-1 banner and the
 * type-2 dialog, confirms with 我知道了 once and never sees it again; the login page's important
 * notice box closes for good with 不再提示. Every notice made here is deleted again, so the specs
 * after this one see none.
 */
test.setTimeout(150_000);

type Auth = { authorization: string };
const hour = 3600_000;
const period = () => ({ startAt: new Date(Date.now() - hour).toISOString(), endAt: new Date(Date.now() + hour).toISOString() });

async function adminAuth(page: Page): Promise<Auth> {
  await loginToJudge(page, ADMIN);
  return { authorization: `Bearer ${await storedToken(page)}` };
}

async function publish(request: APIRequestContext, auth: Auth, notice: Record<string, unknown>): Promise<number> {
  const res = await request.post('/ks/message/v1/notice/save', { headers: auth, data: { msg: '<p>内容</p>', ...period(), ...notice } });
  const body = (await res.json()) as { code: number; data: { msgId: number } };
  expect(body.code).toBe(200);
  return body.data.msgId;
}

/** Deletes every notice whose title carries the run's tag. */
async function cleanUp(request: APIRequestContext, auth: Auth, tag: string): Promise<void> {
  const res = await request.post('/ks/message/v1/notice/list', { headers: auth, data: { pageSize: 100 } });
  const rows = ((await res.json()) as { data: { records: Array<{ msgId: number; title: string }> } }).data.records;
  for (const r of rows.filter((x) => x.title.includes(tag))) await request.post('/ks/message/v1/notice/delete', { headers: auth, data: { msgId: r.msgId } });
}

test('published under 通知配置, a banner scrolls and a dialog is confirmed once, never shown again; 预览 (-99) only closes', async ({ page, request, browser }) => {
  const tag = `#${Date.now() % 100000}`;
  const auth = await adminAuth(page);
  try {
    const bannerTitle = `平台升级提示${tag}`;
    await publish(request, auth, { title: bannerTitle, msg: '<p>本周六 22:00 起平台升级</p>', type: 1, audience: 'U' });

    // 通知配置 from the user menu; 预览 first (msgId -99), then 保存
    await enterCreditSystem(page);
    const reads: string[] = [];
    page.on('request', (r) => void (r.url().includes('/ks/message/v1/notice/read') && reads.push(r.postData() ?? '')));
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: /通知配置/ }).click();
    await expect(page).toHaveURL(/\/system\/jumpNoticeCfg$/);
    await button(page, '发布通知').click();
    const form = page.getByRole('dialog', { name: '发布通知' });
    await untilStill(form);
    const dialogTitle = `信用评价规则调整${tag}`;
    await form.getByRole('textbox', { name: /通知标题/ }).fill(dialogTitle);
    await form.locator('.ant-select-selector').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^企业用户$/ }).click();
    const editor = form.getByRole('textbox', { name: '通知内容' });
    await editor.click();
    await page.keyboard.type('新的信用评价规则自下月起施行。');
    await button(form, '预览').click();
    const preview = page.getByRole('dialog', { name: dialogTitle });
    await expect(preview.getByText('新的信用评价规则自下月起施行。')).toBeVisible();
    await button(preview, '我知道了').click();
    await expect(preview).toBeHidden();
    expect(reads).toEqual([]);
    await button(form, '保存').click();
    await expect(page.getByText('通知已保存').first()).toBeVisible();
    const row = page.getByTestId('notice-cfg').locator('tr[data-row-key]').filter({ hasText: dialogTitle });
    await expect(row).toContainText('弹窗');
    await expect(row).toContainText('企业用户');
    await expect(row).toContainText('生效中');
    await audit(page, '通知配置 (M)');

    // the enterprise user: banner and dialog; 我知道了 marks read once
    const context = await browser.newContext();
    const ent = await context.newPage();
    const entReads: string[] = [];
    ent.on('request', (r) => void (r.url().includes('/ks/message/v1/notice/read') && entReads.push(r.postData() ?? '')));
    await loginToJudge(ent, ENTERPRISE);
    await enterCreditSystem(ent);
    await expect(ent.getByRole('region', { name: '系统通知' })).toContainText(`${bannerTitle}：本周六 22:00 起平台升级`);
    const shown = ent.getByRole('dialog', { name: dialogTitle });
    await expect(shown.getByText('新的信用评价规则自下月起施行。')).toBeVisible();
    await untilStill(shown);
    await audit(ent, '通知 dialog and banner (U)');
    await button(shown, '我知道了').click();
    await expect(shown).toBeHidden();
    expect(entReads).toHaveLength(1);
    expect(JSON.parse(entReads[0])).toEqual({ msgId: expect.any(Number) });
    await expect(row).toContainText('生效中');
    await page.reload();
    await expect(page.getByTestId('notice-cfg').locator('tr[data-row-key]').filter({ hasText: dialogTitle }).locator('td').nth(5)).toHaveText('1');

    // after a reload: the banner is back (it asks for no acknowledgement), the dialog is not
    const loaded = ent.waitForResponse((r) => r.url().includes('/ks/message/v1/notice/active'));
    await ent.reload();
    await loaded;
    await expect(ent.getByRole('region', { name: '系统通知' })).toBeVisible();
    await expect(ent.getByRole('dialog', { name: dialogTitle })).toHaveCount(0);
    expect(entReads).toHaveLength(1);
    await context.close();
  } finally {
    await cleanUp(request, auth, tag);
  }
});

test('the login page’s important notice: 收起 keeps a 重要通知 button, 不再提示 closes it for good', async ({ page, request, browser }) => {
  const tag = `#${Date.now() % 100000}`;
  const auth = await adminAuth(page);
  try {
    const title = `系统停机维护公告${tag}`;
    await publish(request, auth, { title, msg: '<p>本周日 8:00–12:00 停机维护</p>', type: 2, audience: 'login' });
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/');
    const box = visitor.getByRole('complementary', { name: '重要通知' });
    await expect(box).toContainText(title);
    await expect(box).toContainText('本周日 8:00–12:00 停机维护');
    await audit(visitor, '登录页重要通知');
    await button(box, '收起').click();
    await expect(box).toBeHidden();
    await visitor.reload();
    await visitor.getByRole('button', { name: /重要通知/ }).click();
    await expect(box).toContainText(title);
    await button(box, '不再提示').click();
    await expect(box).toBeHidden();
    const loaded = visitor.waitForResponse((r) => r.url().includes('/ks/message/v1/notice/login'));
    await visitor.reload();
    await loaded;
    await expect(visitor.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(box).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /重要通知/ })).toHaveCount(0);
    await context.close();
  } finally {
    await cleanUp(request, auth, tag);
  }
});
