import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, storedToken } from './helpers';

/**
 * Issue 46.1, lists show names (docs/lists.md "Columns show names"): a developer stores a list over
 * a detail form with a linked province/city pair (the region dictionary), inline options and a
 * switch — the list config names no dictionary and its city condition has no choices of its own.
 * The enterprise user sees 浙江省 / 杭州市 / 房屋建筑 / 是 in the table, not the stored codes, and
 * the search bar's 城市 offers the cities by name and filters by the chosen one. The menus and
 * records made are removed again, whatever the end.
 */

const LIST = 'labels-e2e-list';
const FORM = 'labels-e2e-form';
const FORM_CONFIG = {
  kind: 'form',
  title: '名称显示示例详情',
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'xmmc', name: '项目名称', type: 'text' },
        { bianma: 'xmlx', name: '项目类型', type: 'select', options: { list: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }] } },
        { bianma: 'province', name: '省份', type: 'select-link', code: 'region', childNode: 'city', groupNumber: 'dq' },
        { bianma: 'city', name: '城市', type: 'select-link', code: 'region', parentNode: 'province', groupNumber: 'dq' },
        { bianma: 'sflh', name: '是否联合体', type: 'switch-2' },
      ],
    },
  ],
};
const LIST_CONFIG = {
  kind: 'list',
  title: '名称显示示例',
  columns: [
    { code: 'xmmc', name: '项目名称' },
    { code: 'xmlx', name: '项目类型' },
    { code: 'province', name: '省份' },
    { code: 'city', name: '城市' },
    { code: 'sflh', name: '是否联合体' },
    { code: 'status', name: '状态', type: 'status', isStatus: true },
    { code: 'operations', name: '操作', type: 'operations' },
  ],
  search: { displayCode: LIST, displayList: [{ name: '城市', code: 'city', type: 'select-link' }] },
  formNodeId: FORM,
};
const RECORDS = [
  { xmmc: '西湖一号楼', xmlx: 'fwjz', province: '330000', city: '330100', sflh: true },
  { xmmc: '秦淮二号路', xmlx: 'sz', province: '320000', city: '320100', sflh: false },
];

const auth = (token: string | null) => ({ authorization: `Bearer ${token}` });

async function ok(response: Promise<{ json(): Promise<unknown> }>, what: string): Promise<Record<string, unknown>> {
  const body = (await (await response).json()) as { code: number; message?: string; data?: Record<string, unknown> };
  expect(body.code, `${what}: ${body.message}`).toBe(200);
  return body.data ?? {};
}

const rows = (page: Page): Locator => page.getByTestId('dynamic-list').locator('tr[data-row-key]');

async function cleanUp(request: APIRequestContext, developer: string | null, enterprise: string | null, saved: Array<{ id: string; version: number }>) {
  // the records first: a menu with records is not deleted
  // soft: a failed clean-up is reported without hiding the test's own failure
  const code = async (response: Promise<{ json(): Promise<unknown> }>) => ((await (await response).json()) as { code: number }).code;
  for (const r of saved) expect.soft(await code(request.delete('/ks/monitor/delete', { headers: auth(enterprise), data: { nodeId: FORM, id: r.id, version: r.version } }))).toBe(200);
  for (const id of [LIST, FORM]) expect.soft(await code(request.delete(`/ks/config/structure/del?id=${id}&cascade=true`, { headers: auth(developer) }))).toBe(200);
}

test('列表显示名称: the enterprise list shows 浙江省/杭州市-like names and its 城市 search filters by a name', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await loginToJudge(page, DEVELOPER);
  const developer = await storedToken(page);
  const context = await browser.newContext();
  const user = await context.newPage();
  const saved: Array<{ id: string; version: number }> = [];
  let enterprise: string | null = null;
  try {
    await ok(request.post('/ks/config/structure/add', { headers: auth(developer), data: { systemCoding: 'credit_eval', id: FORM, title: '名称显示示例详情', nodeProperties: '详情', nodeSetFlag: true } }), 'form menu');
    await ok(request.post('/ks/config/structure/add', { headers: auth(developer), data: { systemCoding: 'credit_eval', id: LIST, title: '名称显示示例', nodeProperties: '列表', nodeSetFlag: true } }), 'list menu');
    await ok(request.post('/ks/config/structure/display-groups', { headers: auth(developer), data: { nodeId: FORM, kind: 'form', config: FORM_CONFIG } }), 'form config');
    await ok(request.post('/ks/config/structure/display-groups', { headers: auth(developer), data: { nodeId: LIST, kind: 'list', config: LIST_CONFIG } }), 'list config');

    await loginToJudge(user, ENTERPRISE);
    enterprise = await storedToken(user);
    for (const data of RECORDS) {
      const answer = await ok(request.post('/ks/monitor/record/save', { headers: auth(enterprise), data: { nodeId: FORM, data } }), 'save');
      saved.push({ id: String(answer.id), version: Number(answer.version) });
    }

    await enterCreditSystem(user);
    await user.getByRole('navigation', { name: '系统菜单' }).getByText('名称显示示例', { exact: true }).click();
    await expect(user).toHaveURL(new RegExp(`/dynamicPage/dynamicIndex\\?id=${LIST}$`));
    await expect(rows(user)).toHaveCount(2);
    const west = rows(user).filter({ hasText: '西湖一号楼' });
    for (const name of ['房屋建筑', '浙江省', '杭州市', '是']) await expect(west.getByText(name, { exact: true })).toBeVisible();
    const south = rows(user).filter({ hasText: '秦淮二号路' });
    for (const name of ['市政', '江苏省', '南京市', '否']) await expect(south.getByText(name, { exact: true })).toBeVisible();
    for (const code of ['330100', '330000', 'fwjz']) await expect(user.getByTestId('dynamic-list').getByText(code)).toHaveCount(0);

    // 城市 offers the cities of the region dictionary by name (not the provinces, not 暂无数据)
    const city = user.locator('.ks-search-bar .ant-form-item').filter({ has: user.locator('label', { hasText: /^城市$/ }) });
    await city.locator('.ant-select-selector').click();
    const dropdown = user.locator('.ant-select-dropdown:visible');
    await expect(dropdown.locator('.ant-select-item-option').filter({ hasText: /^杭州市$/ })).toBeVisible();
    await expect(dropdown.locator('.ant-select-item-option').filter({ hasText: /^浙江省$/ })).toHaveCount(0);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: /^杭州市$/ }).click();
    await user.locator('.ks-search-bar').getByRole('button', { name: /搜\s*索/ }).click();
    await expect(rows(user)).toHaveCount(1);
    await expect(rows(user).first()).toContainText('西湖一号楼');
    await expect(rows(user).first()).toContainText('杭州市');
  } finally {
    await cleanUp(request, developer, enterprise, saved);
    await context.close();
  }
});
