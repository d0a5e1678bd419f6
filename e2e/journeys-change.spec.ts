import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures';
import { audit as axe } from './axe';
import { ADMIN, ENTERPRISE, button, enterCreditSystem, loginToJudge, openMenuGroup, pickCascaderPath, storedToken, untilStill } from './helpers';

/**
 * Issue 45, points 5 and 10 (docs/credit.md "The change dialog", docs/shell.md "消息中心"): the
 * change dialog as an enterprise meets it — files by their names in the preview dialog, read-only
 * values as text, typed text kept until the user says to drop it, uploads through the attachment
 * field's path (progress, 取消上传, chunks over 5 MB, the network message after 1.5 s), the formats
 * the server accepts, footer buttons with enough contrast — and the administrator's audit: the
 * buttons in sight on a long record, the change's new values read-only beside the old ones.
 */
test.setTimeout(240_000);

const MB = 1024 * 1024;
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
const listRows = (page: Page): Locator => page.getByTestId('dynamic-list').locator('tr[data-row-key]');

/** A real PDF (the server sniffs `%PDF`) of about `size` bytes. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n4 0 obj << /Length 0 >> stream\n');
  const tail = Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, crypto.randomBytes(size - head.length - tail.length), tail]);
}

async function openCreditRecords(page: Page, account = ENTERPRISE): Promise<void> {
  await loginToJudge(page, account);
  await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录', { exact: true }).click();
}

/** The id of an enterprise record that offers 变更 (a passed one without an open change). */
async function changeableRecord(page: Page): Promise<string> {
  const row = listRows(page).filter({ has: page.getByRole('button', { name: /^变\s*更$/ }) }).first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-row-key'))!;
}

test('the change dialog: files by name in the preview dialog, read-only values as text, asks before dropping typed text, chunked uploads, formats, contrast', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openCreditRecords(page);
  const id = await changeableRecord(page);
  const row = page.getByTestId('dynamic-list').locator(`tr[data-row-key="${id}"]`);
  await button(row, '变更').click();
  const d = dialog(page, '变更');
  await untilStill(d);

  // Values nobody can edit here read as text, not as empty inputs.
  for (const name of ['提交时间', '变更状态', '确认时间', '审核建议']) await expect(d.getByRole('textbox', { name })).toHaveCount(0);
  await expect(d.getByTestId('change-read-sbTime')).toHaveText('-');

  // The explanation picker takes what the server takes.
  const explanation = d.getByTestId('change-explanation');
  await expect(explanation.locator('input[type=file]')).toHaveAttribute('accept', /\.jpe(,|$)/);
  await expect(explanation.locator('input[type=file]')).toHaveAttribute('accept', /\.webp(,|$)/);

  // A file is listed by its name and opens in the preview dialog, as on a form.
  await explanation.locator('input[type=file]').setInputFiles('fixtures/files/zbgg.pdf');
  const file = explanation.getByRole('button', { name: 'zbgg.pdf', exact: true });
  await expect(file).toBeVisible();
  await file.click();
  const preview = dialog(page, '预览：zbgg.pdf');
  await expect(preview.locator('iframe[title="zbgg.pdf"]')).toHaveAttribute('src', /^\/ks\/file\/signed\//);
  await button(preview, '关闭').click();
  await expect(preview).toBeHidden();

  // No answer at all: the network message, 1.5 s later.
  await page.route('**/ks/file/upload', (route) => route.abort('connectionreset'));
  const sentAt = Date.now();
  await explanation.locator('input[type=file]').setInputFiles({ name: '说明.pdf', mimeType: 'application/pdf', buffer: pdfOf(4000) });
  await expect(explanation.getByRole('alert')).toHaveText('当前网络拥堵，请重新上传！');
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400);
  await page.unroute('**/ks/file/upload');

  // Over 5 MB: in chunks, with a progress bar and 取消上传 (the server drops what it holds).
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/ks/upload/v1/chunk-upload', async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  const big = pdfOf(6 * MB);
  const started = page.waitForResponse((r) => r.url().endsWith('/ks/upload/v1/upload-task'));
  await explanation.locator('input[type=file]').setInputFiles({ name: '变更说明.pdf', mimeType: 'application/pdf', buffer: big });
  await started;
  await expect(explanation.getByRole('progressbar', { name: '变更说明.pdf 上传进度' })).toBeVisible();
  await explanation.getByRole('button', { name: '取消上传' }).click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确定取消上传吗？' });
  await untilStill(ask);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/ks/upload/v1/upload-cancel'));
  await button(ask, '确定').click();
  release();
  expect(((await (await cancelled).json()) as { message: string }).message).toBe('取消成功');
  await page.unroute('**/ks/upload/v1/chunk-upload');
  // Picked again it goes through, chunk by chunk, and is listed by name.
  await explanation.locator('input[type=file]').setInputFiles({ name: '变更说明.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(explanation.getByRole('button', { name: '变更说明.pdf', exact: true })).toBeVisible({ timeout: 60_000 });

  // The footer's buttons: white text on a colour dark enough (axe's colour-contrast, 4.5:1).
  await expect(button(d, '保存')).toHaveCSS('background-color', /^rgb/);
  expect(await button(d, '保存').evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(22, 119, 255)');
  await axe(page, '变更对话框');

  // The information change's old values read as text beside the new ones.
  await d.locator('#ks-change-type').click();
  await pickCascaderPath(page, ['信息变更', '证明材料变更']);
  await expect(d.getByRole('textbox', { name: '项目名称' })).toHaveCount(1);

  // Typed text is not dropped by Esc or ✕ without asking.
  await d.getByLabel('变更原因').fill('项目名称有误');
  await page.keyboard.press('Escape');
  const drop = page.locator('.ant-modal-confirm').filter({ hasText: '已填写的内容尚未保存' });
  await untilStill(drop);
  await button(drop, '继续填写').click();
  await expect(drop).toBeHidden();
  await expect(d.getByLabel('变更原因')).toHaveValue('项目名称有误');
  await d.getByRole('button', { name: 'Close', exact: true }).click();
  await untilStill(drop);
  await button(drop, '放弃').click();
  await expect(d).toBeHidden();
});

test('the audit: 审核 and 指派 in sight on a long record; 变更审核 shows what changed, old beside new, read-only', async ({ browser }) => {
  // The enterprise submits an application (the long 信用申报 form) and a change of a record's 项目名称.
  const enterprise = await (await browser.newContext()).newPage();
  await openCreditRecords(enterprise);
  const businessId = await changeableRecord(enterprise);
  const auth = { authorization: `Bearer ${await storedToken(enterprise)}` };
  const draft = {
    qymc: '华建工程有限公司', tyshxydm: '91330100MA2B3C4D5N', qyType: 'sg', ygrs: 120, sblx: '1',
    province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
    kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
  };
  const saved = (await (await enterprise.request.post('/ks/monitor/record/save', { data: { nodeId: 'credit-apply', data: draft }, headers: auth })).json()) as { data: { id: string; version: number } };
  const submitted = await enterprise.request.post('/ks/monitor/submit', { data: { nodeId: 'credit-apply', id: saved.data.id, version: saved.data.version }, headers: auth });
  expect(((await submitted.json()) as { message: string }).message).toBe('提交成功');

  const reason = `项目名称录入有误${Date.now() % 100000}`;
  const newName = `更正后的项目名称${Date.now() % 100000}`;
  const change = await enterprise.request.post('/ks/rfc/save-change-data', {
    headers: auth,
    data: {
      gnCoding: 'credit-record-list', systemCoding: 'credit_eval', businessId, changeType: '信息变更/项目信息变更', changeTypeCode: 'info/project',
      logbook: reason, attachment: '/ks/file/download/demo-zbgg', dataList: [{ changeField: 'xmmc', newValue: newName }],
    },
  });
  const changeBody = (await change.json()) as { message: string; data: { id: string; dataList: Array<{ changeField: string; oldValue: unknown }> } };
  expect(changeBody.message).toBe('保存成功');
  const oldName = String(changeBody.data.dataList.find((x) => x.changeField === 'xmmc')!.oldValue);
  await enterprise.request.post('/ks/rfc/change-submit', { headers: auth, data: { id: changeBody.data.id, gnCoding: 'credit-record-list' } });

  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginToJudge(admin, ADMIN);
  await enterCreditSystem(admin);
  await admin.goto(`/dynamicPage/dynamicDetail?id=credit-apply&recordId=${saved.data.id}`);
  await expect(admin.getByTestId('dynamic-detail').getByText('华建工程有限公司').first()).toBeVisible();
  // A long page (taller than the window), and the auditor's buttons in sight without scrolling.
  expect(await admin.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  const bar = admin.getByTestId('detail-audit-bar');
  await expect(button(bar, '审核')).toBeInViewport({ ratio: 1 });
  await expect(button(bar, '指派')).toBeInViewport({ ratio: 1 });
  await axe(admin, '记录详情：审核操作');

  // 变更审核: the changed field marked, its new value beside the old, neither editable.
  await openMenuGroup(admin, '评价管理');
  await admin.getByRole('navigation', { name: '系统菜单' }).getByText('变更审核', { exact: true }).click();
  const auditRow = admin.getByTestId('change-audit').locator('tr[data-row-key]').filter({ hasText: reason }).first();
  await button(auditRow, '审核').click();
  const d = dialog(admin, '变更记录');
  await untilStill(d);
  const changed = d.getByRole('row', { name: /项目名称/ });
  await expect(changed).toHaveAttribute('data-changed', 'true');
  await expect(changed).toContainText('已变更');
  await expect(changed.getByRole('cell').nth(0)).toHaveText(oldName);
  await expect(changed.getByRole('cell').nth(1)).toHaveText(newName);
  await expect(d.getByRole('textbox', { name: '项目名称' })).toHaveCount(0);
  await expect(d.getByRole('row', { name: /评分/ })).not.toHaveAttribute('data-changed', 'true');
  await expect(d.getByLabel('审核建议')).toBeEditable();
  await axe(admin, '变更审核：对比');
});
