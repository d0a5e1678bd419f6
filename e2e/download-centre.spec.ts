import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, enterCreditSystem, loginToJudge } from './helpers';

/**
 * 下载中心 and 产品中心 (docs/download-centre.md): logged out, the login page's 驱动下载 lists the demo
 * files, previews the PDF and downloads a file byte-identical to the fixture; an administrator adds a
 * PDF in 产品中心 and, logged in, the header's 驱动下载 lists it and downloads its bytes.
 */
test.setTimeout(150_000);

const FIXTURE = fs.readFileSync(path.resolve('fixtures/files/xycns-template.pdf'));

test('logged out: 驱动下载 previews a PDF and downloads the fixture bytes; axe clean', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '驱动下载' }).click();
  const dialog = page.getByRole('dialog', { name: '驱动下载' });
  await expect(dialog.getByRole('columnheader', { name: '文件名称' })).toBeVisible();
  const row = dialog.locator('.ant-table-row').filter({ hasText: '信用承诺书模板.pdf' });
  await expect(row).toContainText('PDF');
  // the photo is not a PDF: download only
  const photo = dialog.locator('.ant-table-row').filter({ hasText: '现场照片示例.jpg' });
  await expect(photo.getByRole('button', { name: '预览 现场照片示例.jpg' })).toHaveCount(0);
  await expect(dialog.getByText('共 3 条')).toBeVisible();
  await audit(page, '下载中心 (logged out)');

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), row.getByRole('link', { name: '下载 信用承诺书模板.pdf' }).click()]);
  const saved = await download.path();
  expect(fs.readFileSync(saved).equals(FIXTURE)).toBe(true);

  await row.getByRole('button', { name: '预览 信用承诺书模板.pdf' }).click();
  const frame = page.frameLocator('iframe[title="预览 信用承诺书模板.pdf"]');
  const src = await page.locator('iframe[title="预览 信用承诺书模板.pdf"]').getAttribute('src');
  expect(src).toMatch(/^\/ks\/file\/public\//);
  const res = await page.request.get(src!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).equals(FIXTURE)).toBe(true);
  expect(frame).toBeTruthy();
});

test('an administrator adds a PDF in 产品中心; the header 驱动下载 lists it and downloads its bytes', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.goto('/configPage/productConfig');
  const centre = page.getByTestId('product-centre');
  await centre.getByRole('button', { name: '添加文件' }).click();
  const dialog = page.getByRole('dialog', { name: '添加文件' });
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`驱动安装说明 ${Date.now()}`), Buffer.from('\n%%EOF\n')]);
  await dialog.locator('input[type=file]').setInputFiles({ name: '驱动安装说明.pdf', mimeType: 'application/pdf', buffer: bytes });
  await dialog.getByLabel('排序（小的在前）').fill('0');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(centre.locator('.ant-table-row').filter({ hasText: '驱动安装说明.pdf' })).toHaveCount(1);
  await audit(page, '产品中心 (M)');

  await page.getByRole('banner').getByRole('button', { name: '驱动下载' }).click();
  const centreDialog = page.getByRole('dialog', { name: '驱动下载' });
  const row = centreDialog.locator('.ant-table-row').filter({ hasText: '驱动安装说明.pdf' });
  await expect(row).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), row.getByRole('link', { name: '下载 驱动安装说明.pdf' }).click()]);
  expect(fs.readFileSync(await download.path()).equals(bytes)).toBe(true);
});
