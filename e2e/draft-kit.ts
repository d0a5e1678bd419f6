import { expect, type APIRequestContext, type Page } from './fixtures';
import { field } from './form-kit';

/** Shared by the drafts specs (issue 47, docs/forms.md "草稿（未保存的内容）"). */

/** A complete 信用申报 (every required field), so that 提交 can pass. */
export const APPLICATION = {
  qymc: '钱塘建设有限公司', tyshxydm: '91330100MA2B3C4D5N', qyType: 'sg', ygrs: 80, sblx: '1',
  province: '330000', city: '330100', bgdz: ['330000', '330100', '330102'], zzlx: ['sg'], zypsfw: ['fwjz-tj'],
  kssj: '2026-05-10', jssj: '2026-05-20', cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};

/** Stores APPLICATION (with `qymc`) as a draft record of the caller; its id. */
export async function saveDraftRecord(request: APIRequestContext, token: string, qymc = APPLICATION.qymc): Promise<string> {
  const res = await request.post('/ks/monitor/record/save', { data: { nodeId: 'credit-apply', data: { ...APPLICATION, qymc } }, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: { id: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.id;
}

/** The values of every draft this browser keeps (IndexedDB `ks-drafts`, store `drafts`). */
export const draftValues = (page: Page) =>
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

export const nameInput = (page: Page) => field(page, '企业名称').locator('input');
export const restoredBar = (page: Page) => page.getByRole('status').filter({ hasText: /^已恢复 \d{2}:\d{2} 未保存的内容/ });

/** Puts a draft into this browser's IndexedDB as the form would have written it (a new record's: `record` 'new'). */
export const putDraft = (page: Page, key: [string, string, string], values: Record<string, unknown>) =>
  page.evaluate(
    ({ key, values }) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error('IndexedDB did not answer in 10 s')), 10_000);
        const open = indexedDB.open('ks-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put({ values, savedAt: Date.now(), baseVersion: null }, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, values },
  );
