import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ENTERPRISE, button, confirmSubmit, enterCreditSystem, loginToJudge, storedToken } from './helpers';
import { field } from './form-kit';

/**
 * Issue 47 point 1 (docs/forms.md "草稿（未保存的内容）"): what the enterprise types into 信用申报
 * is kept in the browser; a reload or a page closed and opened again offers it back
 * (已恢复 HH:mm 未保存的内容 · 放弃), and a 提交 that succeeds leaves nothing to offer.
 */
test.setTimeout(180_000);

/** A complete 信用申报 (every required field), stored as a draft record so that 提交 can pass. */
const APPLICATION = {
  qymc: '钱塘建设有限公司', tyshxydm: '91330100MA2B3C4D5N', qyType: 'sg', ygrs: 80, sblx: '1',
  province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
  kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};

async function saveDraftRecord(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/ks/monitor/record/save', { data: { nodeId: 'credit-apply', data: APPLICATION }, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: { id: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.id;
}

/** The values of every draft this browser keeps (IndexedDB `ks-drafts`, store `drafts`). */
const draftValues = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        setTimeout(() => reject(new Error('IndexedDB did not answer in 10 s')), 10_000);
        const open = indexedDB.open('ks-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            resolve((all.result as { values: unknown }[]).map((d) => d.values));
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

const nameInput = (page: Page) => field(page, '企业名称').locator('input');
const peopleInput = (page: Page) => field(page, '职工人数').locator('input');
const restoredBar = (page: Page) => page.getByRole('status').filter({ hasText: /^已恢复 \d{2}:\d{2} 未保存的内容/ });

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
