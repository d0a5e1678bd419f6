import { expect, test, type Page } from './fixtures';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, openMenuGroup, storedToken, untilStill, visibleIsoTimestamps } from './helpers';

/**
 * Issue 45 point 2: every date and time the UI shows goes through one formatter
 * (runtime/core/local-time.ts): a moment reads `YYYY-MM-DD HH:mm` in the browser's zone (spec 000
 * §5, display length 16), never the server's `2026-12-05T22:51:37.628Z`. Seen raw in the change
 * dialog, 变更申请 and 变更审核.
 */
test.setTimeout(180_000);

const NODE = 'credit-record-list';
const REASON = `日期显示检查${Date.now() % 100000}`;
const MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const MINUTE_IN_TEXT = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!:)/;

async function rfc(page: Page, path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await page.request.post(`/ks/rfc/${path}`, { data, headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` } });
  const body = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

async function openCredit(page: Page, group: string | null, title: string): Promise<void> {
  await enterCreditSystem(page);
  if (group) await openMenuGroup(page, group);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText(title, { exact: true }).click();
}

test('变更审核, the change dialog and 变更申请 show times as YYYY-MM-DD HH:mm, never ISO text', async ({ page, browser }) => {
  // The enterprise submits a change of one of its passed records (the API does what the dialog does).
  await loginToJudge(page, ENTERPRISE);
  await openCredit(page, null, '信用记录');
  const changeable = page
    .getByTestId('dynamic-list')
    .locator('tr[data-row-key]')
    .filter({ has: page.getByRole('button', { name: /^变\s*更$/ }) })
    .last();
  await expect(changeable).toBeVisible();
  const businessId = (await changeable.getAttribute('data-row-key'))!;
  const change = await rfc(page, 'save-change-data', {
    gnCoding: NODE,
    systemCoding: 'credit_eval',
    businessId,
    changeType: '信息变更/评分变更',
    changeTypeCode: 'info/score',
    logbook: REASON,
    attachment: '/ks/file/download/demo-zbgg',
    dataList: [{ changeField: 'pf', newValue: 90 }],
  });
  await rfc(page, 'change-submit', { id: change.id, gnCoding: NODE });

  // 变更审核: the list and the dialog the administrator audits in
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginToJudge(admin, ADMIN);
  await openCredit(admin, '评价管理', '变更审核');
  const audit = admin.getByTestId('change-audit');
  const waiting = audit.locator('tr[data-row-key]').filter({ hasText: REASON }).first();
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(MINUTE_IN_TEXT);
  expect(await visibleIsoTimestamps(audit)).toEqual([]);
  await button(waiting, '审核').click();
  const dialog = admin.getByRole('dialog', { name: '变更记录' });
  await untilStill(dialog);
  await expect(dialog.getByTestId('change-read-sbTime')).toHaveText(MINUTE);
  expect(await visibleIsoTimestamps(dialog)).toEqual([]);
  await button(dialog, '通过').click();
  const sure = admin.locator('.ant-modal-confirm').filter({ hasText: '确认通过吗？' });
  await untilStill(sure);
  await button(sure, '确定').click();
  await expect(dialog).toBeHidden();
  await adminContext.close();

  // 变更申请 and its /applyDetail page: both times, submitted and confirmed
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('变更申请', { exact: true }).click();
  const apply = page.getByTestId('change-apply');
  const passed = apply.locator('tr[data-row-key]').filter({ hasText: REASON }).first();
  await expect(passed).toContainText('变更通过');
  const cells = await passed.locator('td').allInnerTexts();
  expect(cells.filter((t) => MINUTE.test(t.trim())), cells.join(' | ')).toHaveLength(2);
  expect(await visibleIsoTimestamps(apply)).toEqual([]);
  await button(passed, '查看').click();
  const detail = page.getByRole('dialog', { name: '变更记录' });
  await untilStill(detail);
  await expect(detail.getByTestId('change-read-sbTime')).toHaveText(MINUTE);
  await expect(detail.getByTestId('change-read-czTime')).toHaveText(MINUTE);
  expect(await visibleIsoTimestamps(page)).toEqual([]);
});
