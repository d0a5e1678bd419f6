import { expect, test, type Page } from './fixtures';
import { ENTERPRISE, button, confirmSubmit, enterCreditSystem, loginToJudge, storedToken } from './helpers';
import { field } from './form-kit';
import { APPLICATION, draftValues, nameInput, restoredBar, saveDraftRecord } from './draft-kit';

/**
 * Issue 47 point 1 (docs/forms.md "草稿（未保存的内容）"): what the enterprise types into 信用申报
 * is kept in the browser; a reload or a page closed and opened again offers it back
 * (已恢复 HH:mm 未保存的内容 · 放弃), and a 提交 that succeeds leaves nothing to offer.
 */
test.setTimeout(180_000);

const peopleInput = (page: Page) => field(page, '职工人数').locator('input');

test('信用申报: what was typed survives a reload and a closed page, 放弃 drops it, 提交 clears it', async ({ page, context, request }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  const id = await saveDraftRecord(request, (await storedToken(page)) ?? '');
  const url = `/dynamicPage/dynamicDetail?id=credit-apply&recordId=${id}`;
  await page.goto(url);
  await expect(nameInput(page)).toHaveValue(APPLICATION.qymc);
  await expect(peopleInput(page)).toHaveValue('80');
  // The stored values as loaded are no draft.
  expect(await draftValues(page)).toEqual([]);

  // 1. Typed, then reloaded: the values are back and the bar says so.
  await nameInput(page).fill('钱塘建设有限公司（草稿）');
  await peopleInput(page).fill('120');
  await expect.poll(() => draftValues(page), { timeout: 10_000 }).toEqual([expect.objectContaining({ qymc: '钱塘建设有限公司（草稿）', ygrs: 120 })]);
  await page.reload();
  await expect(nameInput(page)).toHaveValue('钱塘建设有限公司（草稿）');
  await expect(peopleInput(page)).toHaveValue('120');
  await expect(restoredBar(page)).toBeVisible();

  // 2. 放弃 (keyboard): the stored values come back and nothing is offered any more.
  await button(restoredBar(page), '放弃').focus();
  await page.keyboard.press('Enter');
  await expect(nameInput(page)).toHaveValue(APPLICATION.qymc);
  await expect(peopleInput(page)).toHaveValue('80');
  await expect(restoredBar(page)).toHaveCount(0);
  await expect.poll(() => draftValues(page), { timeout: 10_000 }).toEqual([]);

  // 3. Typed again, the page closed; a new page of the same browser (logged in again) offers it.
  await nameInput(page).fill('钱塘建设有限公司（再填）');
  await expect.poll(() => draftValues(page), { timeout: 10_000 }).toEqual([expect.objectContaining({ qymc: '钱塘建设有限公司（再填）' })]);
  await page.close();
  const again = await context.newPage();
  await loginToJudge(again, ENTERPRISE);
  await enterCreditSystem(again);
  await again.goto(url);
  await expect(nameInput(again)).toHaveValue('钱塘建设有限公司（再填）');
  await expect(restoredBar(again)).toBeVisible();

  // 4. Restored, then 提交: it succeeds, and on reopening no draft is offered.
  const detail = again.getByTestId('dynamic-detail');
  await button(detail, '提交').click();
  await confirmSubmit(again);
  await expect(again.getByText('提交成功')).toBeVisible();
  await expect.poll(() => draftValues(again), { timeout: 10_000 }).toEqual([]);
  await again.goto(url);
  await expect(field(again, '企业名称').getByText('钱塘建设有限公司（再填）')).toBeVisible();
  await expect(restoredBar(again)).toHaveCount(0);
});
