import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge, button, confirmSubmit, type Account } from './helpers';

/**
 * 信用承诺书 (docs/credit.md): the enterprise fills its commitment (form + the required 信用承诺书
 * PDF) and submits it; opening the menu again brings it back to the same commitment; the
 * administrator finds it in the list of every enterprise's commitments and passes it.
 */
test.describe.configure({ mode: 'serial' });

const field = (page: Page, name: string): Locator =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(name, { exact: true }) });

async function openCommitment(page: Page, account: Account): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用承诺书').click();
}

test('the enterprise fills, attaches and submits its commitment, then finds it again', async ({ page }) => {
  await openCommitment(page, ENTERPRISE);
  await expect(page).toHaveURL(/\/credit\/commitmentbookDetail\?id=credit-commitment$/);
  await field(page, '企业名称').locator('input').fill('华建工程有限公司');
  await field(page, '统一社会信用代码').locator('input').fill('91350100M000100Y43');
  await field(page, '法定代表人').locator('input').fill('张建华');
  await field(page, '联系电话').locator('input').fill('13800138000');
  await field(page, '承诺年度').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^2026年$/ }).click();
  const date = field(page, '承诺日期').locator('input');
  await date.click();
  await date.fill('2026-11-20');
  await date.press('Enter');
  await expect(date).toHaveValue('2026-11-20');
  await field(page, '承诺内容').locator('textarea').fill('本单位承诺所提交的信用信息真实、准确、完整。');

  // The required 信用承诺书 attachment: submitting without it is refused with the spec's words.
  await button(page, '提交').click();
  await expect(page.getByText('附件为必填项，请上传【信用承诺书】附件！').first()).toBeVisible();
  const section = page.locator('section.ks-attachment-type').filter({ has: page.getByText('信用承诺书', { exact: true }) });
  await section.locator('input[type=file]').setInputFiles({ name: '信用承诺书.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync('fixtures/files/xycns-template.pdf') });
  await expect(section.getByText('信用承诺书.pdf')).toBeVisible();
  await button(page, '提交').click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();

  // The menu now opens this commitment, read-only while it waits for the audit.
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用承诺书').click();
  await expect(page).toHaveURL(/\/credit\/commitmentbookDetail\?id=credit-commitment&recordId=/);
  await expect(page.getByText('待审核').first()).toBeVisible();
  await expect(page.getByText('张建华')).toBeVisible();
});

test('the administrator sees every commitment in a list and passes it', async ({ page }) => {
  await openCommitment(page, ADMIN);
  await expect(page).toHaveURL(/\/credit\/commitmentbook\?id=credit-commitment$/);
  const row = page.getByTestId('dynamic-list').locator('tr[data-row-key]').filter({ hasText: '华建工程有限公司' }).first();
  await expect(row).toBeVisible();
  await expect(row.locator('.ks-cell-status')).toHaveText('待审核');
  await button(row, '审核').click();
  const audit = page.locator('.ant-modal').filter({ hasText: '审核建议' });
  await button(audit, '通过').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' });
  await button(confirm, '确定').click();
  await expect(page.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
  await expect(row.locator('.ks-cell-status')).toHaveText('审核通过');
});
