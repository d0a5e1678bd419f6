import { expect, test } from './fixtures';
import { enterCreditSystem, ENTERPRISE, loginToJudge, storedToken } from './helpers';
import { PROBE_COLUMNS, PROBE_NODE_ID } from './unsafe-urls';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 45 point 14: a stored image in a 预览 column opens in the image preview, not in a frame.
 * The cell holds the file's address only; the reader gets a signed link, which has no extension,
 * so the page must go by the stored type the link carries.
 */
test('the 预览 column opens a stored image (a signed link without extension) in the image preview', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const upload = await page.request.post('/ks/file/upload', {
    headers,
    multipart: { fileType: 'yyzz', gnCoding: 'trade-project-list', systemCoding: 'trade_service', fileNo: 'yl', file: { name: '现场照片.png', mimeType: 'image/png', buffer: PNG } },
  });
  const uploaded = (await upload.json()) as { code: number; message: string; data: { url: string } };
  expect(uploaded.code, uploaded.message).toBe(200);
  const name = `图片预览-${Date.now()}`;
  const saved = await page.request.post('/ks/monitor/record/save', { headers, data: { nodeId: PROBE_NODE_ID, data: { mc: name, yl: uploaded.data.url } } });
  expect(saved.status()).toBe(200);

  await enterCreditSystem(page);
  await page.goto(`/dynamicPage/dynamicIndex?id=${PROBE_NODE_ID}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const column = await page.getByRole('columnheader').allInnerTexts();
  const at = column.findIndex((t) => t.trim() === PROBE_COLUMNS.yl);
  expect(at, column.join('|')).toBeGreaterThanOrEqual(0);
  await row.getByRole('cell').nth(at).getByRole('button', { name: '预览' }).click();
  const image = page.locator('.ant-image-preview-img');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/ks\/file\/signed\//);
  await expect(page.locator('.ant-modal iframe')).toHaveCount(0);
  // The image really loads through the link (natural size of the 1×1 PNG).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
