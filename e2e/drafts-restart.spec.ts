import { expect, expectNoCspViolations, test, watchCsp, type CspViolation } from './fixtures';
import { ADMIN, ENTERPRISE, button, confirmSubmit, enterCreditSystem, loginToJudge, storedToken, submitLogin } from './helpers';
import { APPLICATION, draftValues, nameInput, putDraft, restoredBar, saveDraftRecord } from './draft-kit';
import { startOwnServer } from './own-server';
import { apiLogin, apiPost } from './pg-instances';
import { workerPort } from './worker-server';

/**
 * Issue 47 acceptance 1 (docs/forms.md "草稿（未保存的内容）"): what the enterprise types into
 * 信用申报 outlives a server restart and a session the administrator ends; the save asked for when
 * the session ended is offered once more after the login; a new record's save whose answer was
 * lost makes one record on 重试.
 */
test.setTimeout(240_000);

const ENTERPRISE_ID = 'u-enterprise';
const ended = '登录状态已失效，请重新登录';

test('信用申报: typed, the server stopped and started again, reloaded → the draft is offered and submits', async ({ browser }) => {
  const own = await startOwnServer();
  const context = await browser.newContext({ baseURL: own.url, locale: 'zh-CN', reducedMotion: 'reduce' });
  const csp: CspViolation[] = [];
  try {
    await watchCsp(context, csp);
    const page = await context.newPage();
    await loginToJudge(page, ENTERPRISE);
    await enterCreditSystem(page);
    const id = await saveDraftRecord(page.request, (await storedToken(page)) ?? '', '重启前的企业');
    await page.goto(`/dynamicPage/dynamicDetail?id=credit-apply&recordId=${id}`);
    await expect(nameInput(page)).toHaveValue('重启前的企业');
    await nameInput(page).fill('重启时正在填写的企业');
    await expect.poll(() => draftValues(page), { timeout: 10_000 }).toEqual([expect.objectContaining({ qymc: '重启时正在填写的企业' })]);

    await own.stop();
    await own.start();
    await page.reload();
    await expect(nameInput(page)).toHaveValue('重启时正在填写的企业');
    await expect(restoredBar(page)).toBeVisible();
    await button(page.getByTestId('dynamic-detail'), '提交').click();
    await confirmSubmit(page);
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect.poll(() => draftValues(page), { timeout: 10_000 }).toEqual([]);
    expectNoCspViolations(csp);
  } finally {
    await context.close();
    await own.close();
  }
});

test('信用申报: the session ends (the administrator) as the typed values are submitted → the message → login → the same page with the values; 重新提交 → 提交成功', async ({ page }) => {
  const base = `http://127.0.0.1:${workerPort()}`;
  const admin = await apiLogin(base, ADMIN.username, ADMIN.password);
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const token = (await storedToken(page)) ?? '';
  const id = await saveDraftRecord(page.request, token, '会话测试企业');
  const url = `/dynamicPage/dynamicDetail?id=credit-apply&recordId=${id}`;
  await page.goto(url);
  await expect(nameInput(page)).toHaveValue('会话测试企业');
  await nameInput(page).fill('会话结束时填写的企业');

  // While the save is on its way, the administrator disables the account (every login of it ends
  // at once) and enables it again: the save arrives with an ended session.
  const disable = async (disabled: boolean) => {
    const res = await fetch(`${base}/ks/authority/users/disable`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: JSON.stringify({ id: ENTERPRISE_ID, disabled }), signal: AbortSignal.timeout(20_000) });
    expect(((await res.json()) as { code: number; message: string }).code).toBe(200);
  };
  await page.route('**/ks/monitor/record/save', async (route) => {
    try {
      await disable(true);
    } finally {
      await disable(false);
    }
    await route.continue();
  }, { times: 1 });
  await button(page.getByTestId('dynamic-detail'), '提交').click();
  await confirmSubmit(page);

  // The spec's message, then the login page.
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: ended });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await button(dialog, '确定').click();
  await submitLogin(page, ENTERPRISE.username, ENTERPRISE.password);

  // Back on the same page with what was typed, and the submit asked for offered once more.
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
  await expect(nameInput(page)).toHaveValue('会话结束时填写的企业');
  const again = page.getByRole('status').filter({ hasText: '登录已恢复，刚才的提交尚未完成' });
  await button(again, '重新提交').click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(again).toHaveCount(0);
  const stored = await apiPost<{ status: string; data: { qymc: string } }>(base, await storedToken(page) ?? '', '/ks/monitor/record/detail', { nodeId: 'credit-apply', id });
  expect(stored).toMatchObject({ status: 'submitted', data: { qymc: '会话结束时填写的企业' } });
});

test("信用申报 新建: a save that reached the server but whose answer was lost makes one record on 重试", async ({ page }) => {
  const base = `http://127.0.0.1:${workerPort()}`;
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const token = (await storedToken(page)) ?? '';
  const mine = async () =>
    (await apiPost<{ records: Array<{ qymc?: string }> }>(base, token, '/ks/monitor/record/mine', { nodeId: 'credit-apply', pageSize: 100 })).records.filter((r) => r.qymc === '只建一条的企业').length;
  // A new application filled in (every required field), as its draft puts it back.
  await putDraft(page, [ENTERPRISE_ID, 'credit-apply', 'new'], { ...APPLICATION, qymc: '只建一条的企业' });
  await page.goto('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
  await expect(nameInput(page)).toHaveValue('只建一条的企业');
  // The save reaches the server and is stored; its answer never comes back.
  await page.route('**/ks/monitor/record/save', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  }, { times: 1 });
  const detail = page.getByTestId('dynamic-detail');
  await button(detail, '保存').click();
  const failed = detail.getByRole('alert').filter({ hasText: '保存失败：网络连接中断' });
  await expect(failed).toBeVisible();
  expect(await mine()).toBe(1);
  await button(failed, '重试').click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/recordId=/);
  expect(await mine()).toBe(1);
});
