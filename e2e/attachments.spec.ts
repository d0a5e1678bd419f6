import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Locator, type Page, type Request } from './fixtures';
import { ADMIN, enterCreditSystem, ENTERPRISE, loginToJudge, storedToken, untilStill, confirmSubmit } from './helpers';

/**
 * Issue 13, acceptance 1: an enterprise user attaches a 12 MB PDF to the 信用申报 form (chunked:
 * md5 in the worker, 3 chunks), sees the progress bar, cancels (the server keeps nothing), picks it
 * again, reloads half-way (one chunk held), picks it again and resumes with only the missing
 * chunks, submits; the administrator opens it in the preview dialog and downloads it unchanged.
 * Every message of the issue appears at its moment (spec 001 §5.4, verbatim).
 */

const MB = 1024 * 1024;
const CHUNK = 5_242_880;

/** A real PDF (the server sniffs `%PDF`) of exactly `size` bytes: one page and a big random stream. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n');
  const tail = Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const open = (n: number) => Buffer.from(`4 0 obj << /Length ${n} >> stream\n`);
  let n = size - head.length - tail.length - open(0).length;
  n -= open(n).length - open(0).length;
  return Buffer.concat([head, open(n), crypto.randomBytes(n), tail]);
}

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');

/** A draft with every required field filled (the journey is about the attachments). */
const DRAFT = {
  qymc: '华建工程有限公司', tyshxydm: '91330100MA2B3C4D5N', qyType: 'sg', ygrs: 120, sblx: '1',
  province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
  kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};

/** The section of one attachment type. */
const section = (page: Page, name: string): Locator =>
  page.locator('section.ks-attachment-type').filter({ has: page.getByText(name, { exact: true }) });

const pick = (scope: Locator, name: string, buffer: Buffer, mimeType = 'application/pdf') =>
  scope.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

/** The chunk index a chunk-upload request carries (its multipart field `chunk`). */
function chunkIndex(req: Request): number {
  const m = /name="chunk"\r\n\r\n(\d+)\r\n/.exec(req.postDataBuffer()?.toString('latin1') ?? '');
  return m ? Number(m[1]) : -1;
}

/**
 * Lets chunk 0 through and holds the others until `release()` (then aborts them): an upload that
 * is half-way for as long as the test needs, on a machine where 12 MB would otherwise be sent in
 * a blink.
 */
async function holdChunksAfterFirst(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/ks/upload/v1/chunk-upload', async (route) => {
    if (chunkIndex(route.request()) === 0) return route.continue();
    await held;
    await route.abort().catch(() => undefined);
  });
  return { release };
}

const startAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/ks/upload/v1/upload-task') && r.request().method() === 'POST').then(async (r) => (await r.json()) as { data: { uploadedChunks: number[]; uploadId: string } });

test('附件: messages, a 12 MB PDF cancelled, resumed after a reload, submitted, previewed and downloaded by the administrator', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const big = pdfOf(12 * MB);
  expect(big.length).toBe(12 * MB);

  // A complete draft of the enterprise; the journey opens it in edit mode.
  await loginToJudge(page, ENTERPRISE);
  const token = await storedToken(page);
  const auth = { authorization: `Bearer ${token}` };
  const saved = await request.post('/ks/monitor/record/save', { data: { nodeId: 'credit-apply', data: DRAFT }, headers: auth });
  const recordId = ((await saved.json()) as { data: { id: string } }).data.id;
  // 营业执照 made required for this page (the demo type is optional so other journeys can submit
  // without a file): the form must name it before anything is sent.
  await page.route((u) => u.pathname === '/ks/common/common/attachment/list', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Array<{ annexNo: string; isRequired: number }> };
    for (const t of body.data) if (t.annexNo === 'yyzz') t.isRequired = 1;
    await route.fulfill({ response: res, json: body });
  });
  const url = `/dynamicPage/dynamicDetail?id=credit-apply&recordId=${recordId}`;
  await enterCreditSystem(page);
  await page.goto(url);
  const form = page.getByTestId('dynamic-detail');
  const licence = section(page, '营业执照');
  const pledge = section(page, '信用承诺书');
  await expect(licence.getByText('支持格式：jpg,png,pdf,bmp；单个文件不超过5MB')).toBeVisible();
  await expect(licence.getByRole('link', { name: '示例：营业执照示例.jpg' })).toBeVisible();
  await expect(pledge.getByRole('link', { name: '模板：信用承诺书模板.pdf' })).toBeVisible();
  await expect(licence.getByRole('button', { name: /^上\s*传 营业执照$/ })).toBeEnabled();

  // Required attachment missing on submit: the field's own message, nothing sent.
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form.getByText('附件为必填项，请上传【营业执照】附件！', { exact: true })).toBeVisible();
  await expect(page.getByText('提交成功')).toHaveCount(0);

  // Messages checked before sending: format, name length, the type's size.
  await pick(licence, '营业执照.txt', Buffer.from('text'), 'text/plain');
  await expect(licence.getByRole('alert')).toHaveText('格式错误，请上传【 jpg,png,pdf,bmp 】格式');
  await pick(licence, `${'营'.repeat(61)}.pdf`, pdfOf(2000));
  await expect(licence.getByRole('alert')).toHaveText('文件名超过64位字符，请重新命名后上传！');
  await pick(licence, '营业执照.pdf', pdfOf(5 * MB + 1));
  await expect(licence.getByRole('alert')).toHaveText('文件大小不能超过【5MB】!');
  // The server's own refusal reaches the user: PNG bytes named .pdf.
  await pick(licence, '营业执照.pdf', PNG);
  await expect(licence.getByRole('alert')).toHaveText('文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！');
  // No answer at all: the network message, 1.5 s later.
  await page.route('**/ks/file/upload', (route) => route.abort('connectionreset'));
  const sentAt = Date.now();
  await pick(licence, '营业执照.png', PNG, 'image/png');
  await expect(licence.getByRole('alert')).toHaveText('当前网络拥堵，请重新上传！');
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400);
  await page.unroute('**/ks/file/upload');
  await pick(licence, '营业执照.png', PNG, 'image/png');
  await expect(licence.getByRole('img', { name: '营业执照.png' })).toBeVisible();
  await expect(licence.getByRole('alert')).toHaveText('');
  await expect(form.getByText('附件为必填项，请上传【营业执照】附件！', { exact: true })).toHaveCount(0);

  // 12 MB: chunked. The progress bar shows; 取消上传 asks, stops, loads, then the server drops it.
  let hold = await holdChunksAfterFirst(page);
  const firstStart = startAnswer(page);
  await pick(pledge, '信用承诺书.pdf', big);
  expect((await firstStart).data.uploadedChunks).toEqual([]);
  const bar = pledge.getByRole('progressbar', { name: '信用承诺书.pdf 上传进度' });
  await expect(bar).toBeVisible();
  await pledge.getByRole('button', { name: '取消上传' }).click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确定取消上传吗？' });
  await untilStill(ask);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/ks/upload/v1/upload-cancel'));
  await ask.getByRole('button', { name: /确\s*定/ }).click();
  await expect(pledge.getByText('正在取消上传…')).toBeVisible();
  hold.release();
  expect(((await (await cancelled).json()) as { message: string }).message).toBe('取消成功');
  await expect(bar).toHaveCount(0);
  await page.unroute('**/ks/upload/v1/chunk-upload');

  // Picked again: the server kept nothing (start holds no chunk). Half-way — chunk 0 held — reload.
  hold = await holdChunksAfterFirst(page);
  const againStart = startAnswer(page);
  const firstChunk = page.waitForResponse((r) => r.url().endsWith('/ks/upload/v1/chunk-upload') && r.status() === 200);
  await pick(pledge, '信用承诺书.pdf', big);
  expect((await againStart).data.uploadedChunks).toEqual([]);
  await firstChunk;
  await page.reload();
  hold.release();
  await page.unroute('**/ks/upload/v1/chunk-upload');

  // After the reload the same file resumes: start answers chunk 0, only 1 and 2 are sent.
  const sent: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ks/upload/v1/chunk-upload')) sent.push(chunkIndex(r));
  });
  // 营业执照.png, uploaded before the reload, is back with the page's draft (docs/forms.md 草稿).
  await expect(page.getByRole('status').filter({ hasText: /^已恢复 \d{2}:\d{2} 未保存的内容/ })).toBeVisible();
  await expect(section(page, '营业执照').getByRole('img', { name: '营业执照.png' })).toBeVisible();
  const resumed = startAnswer(page);
  await pick(section(page, '信用承诺书'), '信用承诺书.pdf', big);
  expect((await resumed).data.uploadedChunks).toEqual([0]);
  await expect(section(page, '信用承诺书').getByRole('button', { name: '信用承诺书.pdf', exact: true })).toBeVisible({ timeout: 60_000 });
  expect(sent.sort()).toEqual([1, 2]);
  expect(Math.ceil(big.length / CHUNK)).toBe(3);

  await form.getByRole('button', { name: /提\s*交/ }).click();
  await confirmSubmit(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  const detail = await request.post('/ks/monitor/record/detail', { data: { nodeId: 'credit-apply', id: recordId }, headers: auth });
  const files = ((await detail.json()) as { data: { data: { fileList: Array<{ fileType: string; fileName: string; fileOperationType: string }> } } }).data.data.fileList;
  expect(files.filter((f) => f.fileOperationType === 'add').map((f) => [f.fileType, f.fileName])).toEqual([
    ['yyzz', '营业执照.png'],
    ['xycns', '信用承诺书.pdf'],
  ]);

  // The administrator opens the record, previews the PDF in the dialog and downloads it unchanged.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await loginToJudge(admin, ADMIN);
    await enterCreditSystem(admin);
    await admin.goto(url);
    const file = admin.getByTestId('dynamic-detail').getByRole('button', { name: '信用承诺书.pdf', exact: true });
    await file.click();
    const dialog = admin.getByRole('dialog', { name: '预览：信用承诺书.pdf' });
    await expect(dialog.locator('iframe[title="信用承诺书.pdf"]')).toHaveAttribute('src', /^\/ks\/file\/signed\//);
    const [download] = await Promise.all([admin.waitForEvent('download'), dialog.getByRole('link', { name: /下\s*载/ }).click()]);
    const got = fs.readFileSync(await download.path());
    expect(md5(got)).toBe(md5(big));
  } finally {
    await adminContext.close();
  }
});
