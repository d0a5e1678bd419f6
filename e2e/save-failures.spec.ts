import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ENTERPRISE, enterCreditSystem, loginToJudge, storedToken, button } from './helpers';
import { field } from './form-kit';

/**
 * Issue 47 points 3 and 4 (docs/forms.md "When a save fails", "Leaving with unsaved changes"): the
 * enterprise's 信用申报 keeps what was typed when 保存 gets no answer, offers 重试, which stores it
 * once (one version more, not two); a double click sends one save; another menu with unsaved
 * changes asks first, and nothing asks once the values are saved.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });
const SAVE = '**/ks/monitor/record/save';
const NETWORK_FAILED = '保存失败：网络连接中断，填写的内容仍在本页，请检查网络后重试';
const LEAVE = '有未保存的内容，确定离开？';

/** A complete 信用申报 (every required field), stored as a draft the menu then opens. */
const APPLICATION = {
  qymc: '保存失败测试企业', tyshxydm: '91610100MA6TG1KX5W', qyType: 'sg', ygrs: 80, sblx: '1',
  province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
  kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

test('信用申报: a save without an answer keeps the values and 重试 stores them once; leaving with changes asks', async ({ page, request }) => {
  test.setTimeout(180_000);
  await loginToJudge(page, ENTERPRISE);
  const token = (await storedToken(page)) ?? '';
  const draft = await post<{ id: string; version: number }>(request, token, '/ks/monitor/record/save', { nodeId: 'credit-apply', data: APPLICATION });
  const stored = () => post<{ version: number; data: { qymc: string } }>(request, token, '/ks/monitor/record/detail', { nodeId: 'credit-apply', id: draft.id });
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/ks/monitor/record/save')) saves += 1;
  });

  // The menu opens the enterprise's newest application: the draft just stored, in edit mode.
  await enterCreditSystem(page);
  await menu(page).getByText('信用申报').click();
  const detail = page.getByTestId('dynamic-detail');
  const name = field(page, '企业名称').locator('input');
  await expect(name).toHaveValue(APPLICATION.qymc);

  // 1. The save never reaches the server: the message with 重试, the value still there, no 保存成功.
  await page.route(SAVE, (route) => route.abort('internetdisconnected'), { times: 1 });
  await name.fill('断网时改的名称');
  await button(detail, '保存').click();
  const failed = detail.getByRole('alert').filter({ hasText: NETWORK_FAILED });
  await expect(failed).toBeVisible();
  await expect(name).toHaveValue('断网时改的名称');
  await expect(page.getByText('保存成功')).toHaveCount(0);
  expect((await stored()).version).toBe(draft.version);

  // 2. 重试 stores it: exactly one version more.
  await button(failed, '重试').click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(await stored()).toMatchObject({ version: draft.version + 1, data: { qymc: '断网时改的名称' } });
  expect(saves).toBe(2);

  // 3. A double click on 保存 sends one save.
  await button(detail, '修改').click();
  await name.fill('双击保存的名称');
  await button(detail, '保存').dblclick();
  await expect(button(detail, '修改')).toBeVisible();
  expect(saves).toBe(3);
  expect((await stored()).version).toBe(draft.version + 2);

  // 4. Another menu with a typed change asks first: 留在本页 keeps the values, 离开 leaves.
  await button(detail, '修改').click();
  await name.fill('没保存的名称');
  await menu(page).getByText('信用公示').click();
  const asked = page.locator('.ant-modal-confirm').filter({ hasText: LEAVE });
  await expect(asked).toBeVisible();
  await button(asked, '留在本页').click();
  await expect(asked).toHaveCount(0);
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=credit-apply(&|$)/);
  await expect(name).toHaveValue('没保存的名称');
  await menu(page).getByText('信用公示').click();
  await button(asked, '离开').click();
  await expect(page).toHaveURL(/\/credit\/creditPublicList\?id=credit-public$/);

  // 5. After a save nothing asks.
  await menu(page).getByText('信用申报').click();
  await expect(name).toHaveValue('双击保存的名称');
  await name.fill('保存后离开的名称');
  await button(detail, '保存').click();
  await expect(button(detail, '修改')).toBeVisible();
  await menu(page).getByText('信用公示').click();
  await expect(page).toHaveURL(/\/credit\/creditPublicList\?id=credit-public$/);
  await expect(page.getByText(LEAVE)).toHaveCount(0);
});
