import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE2, enterCreditSystem, loginToJudge, storedToken, button, confirmSubmit } from './helpers';
import { field } from './form-kit';
import { audit } from './axe';

/**
 * Issue 45 points 1 and 12 (docs/forms.md "The caller's own records"): after 提交 the enterprise
 * finds its 信用申报 again from the menu — its status and progress, read-only while it waits, 修改
 * once rejected, its 申报记录 one click away — and the administrator reaches it from a list, not
 * only from the todo. And a form opened right after submitting another never inherits its 查看 mode.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });

/** A complete 信用申报 of 秦川建设集团 (every required field; the demo's attachment types are optional). */
const APPLICATION = {
  qymc: '秦川建设集团', tyshxydm: '91610100MA6TG1KX5W', qyType: 'sg', ygrs: 80, sblx: '1',
  province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
  kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

test('信用申报 after 提交: the menu opens it again with its progress, 申报记录 lists it, the administrator audits it from 申报列表, 修改 once rejected', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // The enterprise's application, saved and submitted (the form journey itself is e2e/form.spec.ts).
  await loginToJudge(page, ENTERPRISE2);
  const token = (await storedToken(page)) ?? '';
  const saved = await post<{ id: string; version: number }>(request, token, '/ks/monitor/record/save', { nodeId: 'credit-apply', data: APPLICATION });
  await post(request, token, '/ks/monitor/submit', { nodeId: 'credit-apply', ...saved });

  // 1. The menu opens the submitted application: its state and progress, read-only, no 提交.
  await enterCreditSystem(page);
  await menu(page).getByText('信用申报').click();
  const detail = page.getByTestId('dynamic-detail');
  await expect(detail.getByTestId('record-progress')).toHaveAttribute('aria-label', '办理进度：待审核');
  await expect(detail.locator('.ant-tag').getByText('待审核')).toBeVisible();
  await expect(field(page, '企业名称').getByText('秦川建设集团')).toBeVisible();
  await expect(field(page, '企业名称').locator('input')).toHaveCount(0);
  await expect(button(detail, '提交')).toHaveCount(0);
  await expect(button(detail, '修改')).toHaveCount(0);
  // the node takes several applications: 新建 starts a blank one beside it
  await expect(button(detail, '新建')).toBeVisible();
  await audit(page, '信用申报: the submitted application with its progress');

  // 2. 申报记录 lists it, and 查看 opens it by its id (a bookmark or another tab finds it too).
  await button(detail, '申报记录').click();
  const list = page.getByTestId('mine-records');
  const row = list.locator('tr[data-row-key]').filter({ hasText: '秦川建设集团' }).first();
  await expect(row).toContainText('待审核');
  await audit(page, '信用申报: 申报记录');
  await row.getByRole('button', { name: /查看/ }).click();
  await expect(page).toHaveURL(new RegExp(`recordId=${saved.id}$`));
  await expect(detail.getByTestId('record-progress')).toBeVisible();

  // 3. The administrator finds it in 申报列表 from the same menu and rejects it with a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginToJudge(admin, ADMIN);
  await enterCreditSystem(admin);
  await menu(admin).getByText('信用申报').click();
  const adminDetail = admin.getByTestId('dynamic-detail');
  await button(adminDetail, '申报列表').click();
  const adminRow = admin.getByTestId('mine-records').locator('tr[data-row-key]').filter({ hasText: '秦川建设集团' }).first();
  await expect(adminRow).toContainText('待审核');
  await expect(adminRow).toContainText('秦川建设集团');
  await audit(admin, '信用申报: 申报列表 (M)');
  await adminRow.getByRole('button', { name: /查看/ }).click();
  await expect(admin).toHaveURL(new RegExp(`recordId=${saved.id}$`));
  await button(admin.getByTestId('detail-audit-bar'), '审核').click();
  const auditDialog = admin.locator('.ant-modal').filter({ hasText: '审核建议' });
  await auditDialog.getByPlaceholder('请填写审核建议（驳回时必填）').fill('请补充职工社保缴纳证明');
  await button(auditDialog, '驳回').click();
  await button(admin.locator('.ant-modal-confirm').filter({ hasText: '确认驳回吗？' }), '确定').click();
  await expect(admin.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await adminContext.close();

  // 4. The enterprise opens the menu again: rejected, the reason shown, 修改 makes it editable, 提交 again.
  await menu(page).getByText('信用记录').click();
  await menu(page).getByText('信用申报').click();
  await expect(detail.getByTestId('record-progress')).toHaveAttribute('aria-label', '办理进度：审核驳回');
  await expect(detail.getByText('审核建议：请补充职工社保缴纳证明')).toBeVisible();
  await expect(field(page, '企业名称').locator('input')).toHaveCount(0);
  await audit(page, '信用申报: the rejected application');
  await button(detail, '修改').click();
  await expect(field(page, '企业名称').locator('input')).toBeEditable();
  await field(page, '职工人数').locator('input').fill('95');
  await button(detail, '提交').click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(detail.getByTestId('record-progress')).toHaveAttribute('aria-label', '办理进度：待审核');
  await expect(field(page, '职工人数').getByText('95')).toBeVisible();
});

test('a form opened right after submitting another opens in edit mode, not in the 查看 mode of the one before', async ({ page: devPage, browser, request }) => {
  test.setTimeout(120_000);
  // Two small forms of one system, as a developer would configure them.
  await loginToJudge(devPage, DEVELOPER);
  const dev = (await storedToken(devPage)) ?? '';
  for (const [id, title, label] of [['mode-e2e-a', '甲类申报', '甲类名称'], ['mode-e2e-b', '乙类申报', '乙类名称']]) {
    await post(request, dev, '/ks/config/structure/add', { systemCoding: 'credit_eval', id, title, nodeProperties: '详情', nodeSetFlag: true });
    await post(request, dev, '/ks/config/structure/display-groups', {
      nodeId: id,
      kind: 'form',
      config: { kind: 'form', title, groups: [{ key: 'jbxx', title: '基本信息', items: [{ bianma: 'mc', name: label, type: 'text', required: 1 }] }] },
    });
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await loginToJudge(page, ENTERPRISE2);
  await enterCreditSystem(page);
  const detail = page.getByTestId('dynamic-detail');
  await menu(page).getByText('甲类申报').click();
  await field(page, '甲类名称').locator('input').fill('第一份');
  await button(detail, '提交').click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(field(page, '甲类名称').getByText('第一份')).toBeVisible();

  // The next form is a new one: editable, with 提交, and no value drawn as "-".
  await menu(page).getByText('乙类申报').click();
  await expect(detail.getByRole('heading', { name: '乙类申报' })).toBeVisible();
  await expect(detail.locator('.ant-tag').getByText('新建')).toBeVisible();
  await expect(field(page, '乙类名称').locator('input')).toBeEditable();
  await expect(button(detail, '提交')).toBeVisible();
  await context.close();
});
