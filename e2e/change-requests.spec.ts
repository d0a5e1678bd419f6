import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, pickCascaderPath, untilStill, button, type Account, openMenuGroup } from './helpers';

/**
 * Change requests (docs/credit.md): the enterprise changes two fields of a 审核通过 record with an
 * explanation attachment and submits; the administrator rejects it in 变更审核 with a suggestion;
 * the enterprise modifies and resubmits; the administrator passes; the record shows the new values,
 * 第 N 次变更 shows both rounds with before/after, and the record's 日志 the steps.
 */
test.setTimeout(240_000);

const PROJECT = `变更后的项目名称${Date.now() % 100000}`;

async function openMenu(page: Page, account: Account, ...path: string[]): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  const nav = page.getByRole('navigation', { name: '系统菜单' });
  for (const title of path.slice(0, -1)) await openMenuGroup(page, title);
  await nav.getByText(path[path.length - 1], { exact: true }).click();
}

const rows = (page: Page): Locator => page.getByTestId('dynamic-list').locator('tr[data-row-key]');
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

async function confirm(page: Page, text: string, success: string): Promise<void> {
  const box = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await untilStill(box);
  await button(box, '确定').click();
  await expect(page.getByText(success).first()).toBeVisible();
}

/** The administrator audits the submitted change whose reason (变更原因) is `reason`. */
async function audit(page: Page, reason: string, verdict: '通过' | '驳回', suggestion: string): Promise<void> {
  // logged in already from the first audit: the page is still 变更审核
  if (page.url().includes('/credit/changeAudit')) await page.reload();
  else await openMenu(page, ADMIN, '评价管理', '变更审核');
  const row = page.getByTestId('change-audit').locator('tr[data-row-key]').filter({ hasText: reason }).first();
  await expect(row).toBeVisible();
  await button(row, '审核').click();
  const d = dialog(page, '变更记录');
  await untilStill(d);
  await expect(d.getByTestId('change-read-changeStatus')).toHaveText('变更中（待审核）');
  if (verdict === '驳回') {
    await button(d, '驳回').click();
    await expect(page.getByText('请填写审核建议').first()).toBeVisible();
  }
  if (suggestion) await d.getByLabel('审核建议').fill(suggestion);
  await button(d, verdict).click();
  await confirm(page, `确认${verdict}吗？`, '操作成功');
  await expect(d).toBeHidden();
}

test('an information change: reject, modify, pass; the record takes the new values', async ({ page }) => {
  await openMenu(page, ENTERPRISE, '信用记录');
  const changeable = rows(page).filter({ has: page.getByRole('button', { name: /^变\s*更$/ }) }).first();
  await expect(changeable).toBeVisible();
  const id = (await changeable.getAttribute('data-row-key'))!;
  const row = page.getByTestId('dynamic-list').locator(`tr[data-row-key="${id}"]`);

  await button(row, '变更').click();
  let d = dialog(page, '变更');
  await untilStill(d);
  // the save checks in the spec's order, each seen when it applies
  await button(d, '提交').click();
  await expect(page.getByText('请先保存！').first()).toBeVisible();
  await button(d, '保存').click();
  await expect(page.getByText('请选择变更类型！').first()).toBeVisible();
  await d.locator('#ks-change-type').click();
  await pickCascaderPath(page, ['信息变更', '证明材料变更']);
  await button(d, '保存').click();
  await expect(page.getByText('请输入变更原因！').first()).toBeVisible();
  await d.getByLabel('变更原因').fill('复核后评分与项目名称有误');
  await button(d, '保存').click();
  await expect(page.getByText('请上传附件！').first()).toBeVisible();
  await d.locator('input[type=file]').first().setInputFiles('fixtures/files/zbgg.pdf');
  await expect(d.getByRole('button', { name: 'zbgg.pdf', exact: true })).toBeVisible();
  await d.locator('#ks-change-new-xmmc').fill(PROJECT);
  await d.locator('#ks-change-new-pf').fill('101');
  await button(d, '保存').click();
  await expect(page.getByText('附件为必填项，请上传【信用承诺书】附件！').first()).toBeVisible();
  const letterUpload = d.getByRole('button', { name: '上传信用承诺书' }).locator('xpath=..').locator('input[type=file]');
  await letterUpload.setInputFiles('fixtures/files/zbwj.pdf');
  await expect(d.getByLabel('变更后的信用承诺书').getByRole('button', { name: 'zbwj.pdf', exact: true })).toBeVisible();
  await button(d, '保存').click();
  await expect(page.getByText('分值不能超过该标准的最高分 100 分；如需更高分值，请作废当前申报后重新添加').first()).toBeVisible();
  await expect(d.locator('#ks-change-new-pf')).toHaveValue('');
  await d.locator('#ks-change-new-pf').fill('95');
  await button(d, '保存').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(d.getByTestId('change-read-logbook')).toHaveText('复核后评分与项目名称有误');
  await button(d, '提交').click();
  await confirm(page, '确认提交吗？', '提交成功');
  await expect(d).toBeHidden();

  const admin = await page.context().newPage();
  await audit(admin, '复核后评分与项目名称有误', '驳回', '请补充评分依据');

  await page.reload();
  await expect(row).toBeVisible();
  await button(row, '变更记录').click();
  d = dialog(page, '变更记录');
  await untilStill(d);
  await expect(d.getByTestId('change-read-auditRecord')).toHaveText('请补充评分依据');
  await button(d, '修改').click();
  await d.locator('#ks-change-new-pf').fill('96');
  await d.getByLabel('变更原因').fill('已补充评分依据');
  await button(d, '保存').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(d.getByText('第 2 次变更')).toBeVisible();
  await button(d, '提交').click();
  await confirm(page, '确认提交吗？', '提交成功');

  await audit(admin, '已补充评分依据', '通过', '');

  await page.reload();
  await expect(row).toContainText(PROJECT);
  await expect(row).toContainText('96');
  await button(row, '变更记录').click();
  d = dialog(page, '变更记录');
  await untilStill(d);
  await expect(d.getByTestId('change-read-changeStatus')).toHaveText('变更通过');
  await expect(d.locator('#ks-change-new-pf')).toHaveText('96');
  await d.getByText('第 1 次变更').click();
  await expect(d.getByTestId('change-read-changeStatus')).toHaveText('变更驳回');
  await expect(d.locator('#ks-change-new-pf')).toHaveText('95');
  await expect(d.locator('#ks-change-new-xmmc')).toHaveText(PROJECT);
  await expect(d.locator('#ks-change-old-xmmc')).not.toHaveText(PROJECT);
  // the round's files before (none of that type) and after
  await expect(d.getByLabel('变更后的信用承诺书').getByRole('button', { name: 'zbwj.pdf', exact: true })).toBeVisible();
  await button(d, '关闭').click();
  await expect(d).toBeHidden();

  await button(row, '日志').click();
  const log = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
  for (const step of ['保存变更', '提交变更', '变更驳回', '变更通过']) await expect(log.getByText(step).first()).toBeVisible();

  // 变更申请: the enterprise's own changes, each round a row; 查看 opens its rounds as a page
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('变更申请', { exact: true }).click();
  const apply = page.getByTestId('change-apply');
  const passedRow = apply.locator('tr[data-row-key]').filter({ hasText: '已补充评分依据' }).first();
  await expect(passedRow).toContainText('变更通过');
  await expect(apply.locator('tr[data-row-key]').filter({ hasText: '复核后评分与项目名称有误' }).first()).toContainText('变更驳回');
  await button(passedRow, '查看').click();
  await expect(page).toHaveURL(/\/applyDetail\?businessId=/);
  d = dialog(page, '变更记录');
  await untilStill(d);
  await expect(d.getByTestId('change-read-changeStatus')).toHaveText('变更通过');
  await button(d, '关闭').click();
  await expect(page).toHaveURL(/\/applyIndex$/);
});
