import { expect, test } from './fixtures';
import { DEVELOPER, enterCreditSystem, loginToJudge } from './helpers';

/**
 * Issue 14 "what-you-see canvas", in a real browser: a field on the form canvas is as wide as its
 * col, and dragging its right edge resizes it in whole columns; the preview follows.
 */
test.setTimeout(120_000);

test('developer: a field resized on the form canvas by dragging its right edge', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/setUpList?id=credit-apply&systemCoding=credit_eval');
  await expect(page.getByTestId('designer')).toBeVisible();
  const canvas = page.getByLabel('表单画布');
  const row = canvas.getByTestId('canvas-field-qymc');
  const grid = canvas.getByTestId('canvas-group-0').locator('.ks-canvas-grid');
  await expect(row.getByText('12/24')).toBeVisible();
  const gridBox = (await grid.boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  // half the grid, give or take the gaps
  expect(Math.abs(rowBox.width - gridBox.width / 2)).toBeLessThan(8);

  const edge = row.getByRole('separator', { name: '调整宽度：企业名称' });
  const box = (await edge.boundingBox())!;
  const column = gridBox.width / 24;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + column * 2, box.y + box.height / 2, { steps: 6 });
  await page.mouse.move(box.x + box.width / 2 + column * 6.2, box.y + box.height / 2, { steps: 6 });
  await expect(row.getByText('18/24')).toBeVisible();
  await page.mouse.up();
  await expect(edge).toHaveAttribute('aria-valuenow', '18');
  const wider = (await row.boundingBox())!;
  expect(Math.abs(wider.width - (gridBox.width * 18) / 24)).toBeLessThan(8);
  await expect(page.getByText('有未保存的修改')).toBeVisible();

  // At 1280 every field takes the whole row and has no edge to drag.
  await page.getByLabel('画布宽度').getByText('1280（单列）').click();
  await expect(row.getByRole('separator')).toHaveCount(0);
  expect(Math.abs((await row.boundingBox())!.width - gridBox.width)).toBeLessThan(8);
});
