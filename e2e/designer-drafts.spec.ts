import { expect, test, type Page } from './fixtures';
import { DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, storedToken, submitLogin } from './helpers';

/**
 * Issue 47: nothing typed is lost. The designer's unsaved document survives a reload and a 409 on
 * save shows both versions (acceptance 2, docs/designer.md "未保存的设计", "保存冲突"); a session that
 * ends mid-page comes back to that page after the next login (point 2, docs/shell.md).
 */

test.beforeEach(() => test.setTimeout(150_000));

const NODE = `drafts-e2e-${Date.now() % 100_000}`;
const CONFIG = { kind: 'form', title: '草稿示例', groups: [{ key: 'jbxx', title: '基本信息', items: [{ bianma: 'xmmc', name: '项目名称', type: 'text' }] }] };
const withName = (name: string) => ({ ...CONFIG, groups: [{ ...CONFIG.groups[0]!, items: [{ ...CONFIG.groups[0]!.items[0]!, name }] }] });

type Answer<T> = { code: number; data: T };
const keptDocuments = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // IndexedDB answers by events only: a browser that never answers fails the count, not the test's time
        setTimeout(() => resolve(-2), 10_000);
        const open = indexedDB.open('ks-designer-drafts');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('documents')) return void (db.close(), resolve(0));
          const count = db.transaction('documents').objectStore('documents').count();
          count.onsuccess = () => (resolve(count.result), db.close());
        };
      }),
  );

test('the designer: an unsaved document survives a reload; a 409 shows both versions and 以我的为准保存 saves over', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  const dev = { authorization: `Bearer ${await storedToken(page)}` };
  const menu = await page.request.post('/ks/config/structure/add', { headers: dev, data: { systemCoding: 'credit_eval', id: NODE, title: '草稿示例', nodeProperties: '详情', nodeSetFlag: true } });
  expect(((await menu.json()) as Answer<unknown>).code).toBe(200);
  try {
    const stored = await page.request.post('/ks/config/structure/display-groups', { headers: dev, data: { nodeId: NODE, kind: 'form', config: CONFIG } });
    expect(((await stored.json()) as Answer<unknown>).code).toBe(200);
    // the designer asks before a reload drops unsaved edits: this reload is meant
    page.on('dialog', (d) => void d.accept());

    await page.goto(`/system/setUpList?id=${NODE}&systemCoding=credit_eval`);
    await expect(page.getByText('已保存 · 版本 1')).toBeVisible();
    const canvas = page.getByLabel('表单画布');
    await canvas.getByTestId('canvas-field-xmmc').click();
    await page.getByLabel('属性面板').getByLabel('字段名称', { exact: true }).fill('工程名称');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await expect.poll(() => keptDocuments(page), { timeout: 10_000 }).toBe(1);

    await page.reload();
    await expect(page.getByTestId('design-draft-notice')).toHaveText(/^已恢复 \d\d:\d\d 未保存的设计 · 放\s*弃$/);
    await expect(canvas.getByText('工程名称')).toBeVisible();
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    // Meanwhile another tab saves the node over the version this designer loaded.
    const other = await page.request.put('/ks/config/structure/display-groups', { headers: dev, data: { nodeId: NODE, version: 1, config: withName('服务器名称') } });
    expect(((await other.json()) as Answer<{ version: number }>).data.version).toBe(2);

    await page.getByLabel('设计器工具栏').getByRole('button', { name: /^保\s*存$/ }).click();
    const dialog = page.getByRole('dialog', { name: '保存冲突' });
    await expect(dialog.getByLabel('我的修改')).toContainText('"工程名称"');
    await expect(dialog.getByLabel('服务器上的版本（版本 2）')).toContainText('"服务器名称"');
    await expect(dialog.getByTestId('conflict-diff')).toContainText('服务器名称');
    await dialog.getByRole('button', { name: '以我的为准保存' }).click();
    await expect(page.getByText('已保存 · 版本 3')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('design-draft-notice')).toHaveCount(0);

    const saved = (await (await page.request.get(`/ks/config/structure/display-groups/detail?nodeId=${NODE}`, { headers: dev })).json()) as Answer<{ version: number; config: typeof CONFIG }>;
    expect(saved.data.version).toBe(3);
    expect(saved.data.config.groups[0]!.items[0]!.name).toBe('工程名称');
    await expect.poll(() => keptDocuments(page), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await expect(page.getByText('已保存 · 版本 3')).toBeVisible();
    await expect(page.getByTestId('design-draft-notice')).toHaveCount(0);
  } finally {
    await page.request.delete(`/ks/config/structure/del?id=${NODE}&cascade=true`, { headers: dev });
  }
});

const RECORDS = '/dynamicPage/dynamicIndex?id=credit-record-list';

test('point 2: a session revoked mid-page ends with its message; the next login comes back to that page', async ({ page, request }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.goto(RECORDS);
  const list = page.getByTestId('dynamic-list');
  const search = list.getByRole('button', { name: /搜\s*索/ }).first();
  await expect(search).toBeVisible();
  await expect(search).not.toHaveClass(/ant-btn-loading/);

  // Another login (here: the API) revokes this tab's session.
  const revoked = await request.get('/ks/common/logout', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  expect(((await revoked.json()) as Answer<unknown>).code).toBe(200);

  // Any call after the revocation ends the session; one the page sends by itself (the message count)
  // may come first and take the list away, so the click only has to start it when nothing else did.
  const ended = page.locator('.ant-modal-confirm');
  await Promise.race([search.click({ timeout: 10_000 }).catch(() => undefined), ended.waitFor({ timeout: 10_000 })]);
  await expect(ended).toContainText('登录状态已失效，请重新登录');
  await expect(page).toHaveURL(/\/login$/);
  await ended.getByRole('button', { name: /确\s*定/ }).click();

  await submitLogin(page, ENTERPRISE.username, ENTERPRISE.password);
  await expect(page).toHaveURL(new RegExp(`${RECORDS.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByTestId('dynamic-list')).toBeVisible();
  await expect(page.locator('.ks-header')).toContainText('信用评价管理系统');

  // Used once: the next session starts from its usual place.
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: /退出登录$/ }).click();
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await submitLogin(page, ENTERPRISE.username, ENTERPRISE.password);
  await expect(page).not.toHaveURL(/dynamicIndex/);
});
