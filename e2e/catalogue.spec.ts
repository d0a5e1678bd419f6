import fs from 'node:fs';
import { expect, expectNoCspViolations, test, watchCsp, type CspViolation, type Locator, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, DEVELOPER, ENTERPRISE, button, enterCreditSystem, loginToJudge, storedToken, untilStill } from './helpers';
import { apiLogin, apiPost, postgresReachable, startTwoInstances, type Instances } from './pg-instances';

/**
 * Issue 43, acceptance 1: a developer creates a system with a list node and, in its 接口 panel, adds
 * three calls — a public GET with a parameter mapping, a POST detail for logged-in users, an export
 * for two roles — each 试调用'd as a demo role; saved, the second platform instance on the same
 * PostgreSQL serves them by path at once (it was started before the save). The system's export
 * carries the calls, and imported into another database (this worker's own server) they are listed
 * and served there. Needs PostgreSQL (E2E_PG_URL): skipped, with the reason, without one.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ actionTimeout: 30_000 });

const SYSTEM = { name: 'E2E材料价格系统', title: 'E2E材价', code: 'material_price_e2e' };
/** The spec's list path of the area: the platform's own code serves it (issue 50), so it is offered but cannot be picked. */
const SPEC_LIST_PATH = '/ks/material/price/material/info-list';
const LIST_PATH = '/ks/material/price/material/list';
const DETAIL_PATH = '/ks/material/price/material/info';
const EXPORT_PATH = '/ks/material/price/material/export';

let instances: Instances | undefined;
let reachable = false;
/** What the first test leaves for the second: the exported bundle. */
const shared: { bundle?: string; listNode?: string; steelId?: string } = {};

test.beforeAll(async () => {
  test.setTimeout(150_000);
  reachable = await postgresReachable();
  if (reachable) instances = await startTwoInstances();
});
test.afterAll(async () => instances?.close());

/** A JSON call to an instance as `token` (none: anonymous): status and body. */
async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; type: string; json: Record<string, unknown> | null }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, json: type.includes('json') ? ((await res.json()) as Record<string, unknown>) : (await res.arrayBuffer(), null) };
}

/** Opens an antd select by its label, types to filter and picks the option starting with `text`. */
async function choose(page: Page, scope: Locator, label: string, text: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  // the chosen value covers the input: the box around it takes the click
  await input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-selector ")][1]').click();
  // a select with search filters by what is typed; a plain one only opens
  if (await input.isEditable()) await input.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** antd draws radios and checkboxes over a hidden input: a person clicks the label. */
async function tick(scope: Locator, role: 'radio' | 'checkbox', name: string): Promise<void> {
  const input = scope.getByRole(role, { name, exact: true });
  await scope.locator('label').filter({ has: scope.page().getByRole(role, { name, exact: true }) }).click();
  await expect(input).toBeChecked();
}

const drawer = (page: Page) => page.getByRole('dialog', { name: /新增接口|编辑接口/ });

/** 试调用 from the open drawer as `as` with `input`; the answer's region, checked for status 200. */
async function tryFromDrawer(page: Page, title: string, as: string, input: string): Promise<Locator> {
  await button(drawer(page), '试调用').click();
  const trial = page.getByRole('dialog', { name: title });
  await untilStill(trial);
  await tick(trial, 'radio', as);
  await trial.getByLabel(/（JSON）$/).fill(input);
  await button(trial, '调用').click();
  const result = trial.getByRole('region', { name: '调用结果' });
  await expect(result.getByText('状态 200')).toBeVisible();
  return result;
}

async function closeTrial(page: Page, title: string): Promise<void> {
  const trial = page.getByRole('dialog', { name: title });
  await button(trial, '关闭').click();
  await expect(trial).toBeHidden();
}

async function confirmDrawer(page: Page): Promise<void> {
  await button(drawer(page), '确定').click();
  await expect(drawer(page)).toBeHidden();
}

/** The enterprise records two prices; the administrator publishes 螺纹钢 only (a public call reads published records). */
async function seedPrices(base: string, listNode: string): Promise<string> {
  const u = await apiLogin(base, ENTERPRISE.username, ENTERPRISE.password);
  const m = await apiLogin(base, ADMIN.username, ADMIN.password);
  const steel = await apiPost<{ id: string; version: number }>(base, u, '/ks/monitor/record/save', { nodeId: listNode, data: { clmc: '螺纹钢', cs: '重庆' } });
  await apiPost(base, u, '/ks/monitor/record/save', { nodeId: listNode, data: { clmc: '水泥', cs: '成都' } });
  const submitted = await apiPost<{ version: number }>(base, u, '/ks/monitor/submit', { nodeId: listNode, id: steel.id, version: steel.version });
  const passed = await apiPost<{ version: number }>(base, m, '/ks/monitor/audit', { nodeId: listNode, id: steel.id, version: submitted.version, pass: true, reason: '同意' });
  await apiPost(base, m, '/ks/monitor/publish', { nodeId: listNode, id: steel.id, version: passed.version });
  return steel.id;
}

test('developer: a system, its list node, three calls in the 接口 panel tried and saved; the other instance serves them', async ({ browser }) => {
  test.skip(!reachable, '没有可用的 PostgreSQL（E2E_PG_URL）：接口由第二个实例提供的检查需要共享数据库');
  const [a, b] = instances!.urls;
  const context = await browser.newContext({ baseURL: a });
  const csp: CspViolation[] = [];
  await watchCsp(context, csp);
  const page = await context.newPage();
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);

  // --- a system whose code is of the material-price area, with a list node ------------------------
  await page.locator('header.ks-header').getByRole('button', { name: '新建系统' }).click();
  const created = page.getByRole('dialog', { name: '新建系统' });
  await untilStill(created);
  await created.getByLabel('系统全称').fill(SYSTEM.name);
  await created.getByLabel('系统简称').fill(SYSTEM.title);
  await created.getByLabel('系统编码').fill(SYSTEM.code);
  await button(created, '生成系统').click();
  await expect(created.getByText('系统已生成')).toBeVisible();
  await button(created, '配置菜单').click();
  await expect(page.getByRole('heading', { name: `菜单配置：${SYSTEM.name}` })).toBeVisible();
  await page.getByRole('button', { name: '新建列表 + 详情' }).click();
  const pair = page.getByRole('dialog', { name: '新建列表 + 详情' });
  await pair.getByLabel('页面名称').fill('材料价格');
  await pair.getByLabel('粘贴字段名称').fill('材料名称\n城市');
  await expect(pair.getByTestId('paste-code-1')).toHaveText('cs');
  await button(pair, '下一步').click();
  await button(pair, '创建').click();
  await expect(page.getByText('已创建「材料价格列表」和「材料价格详情」')).toBeVisible();
  const token = (await storedToken(page))!;
  const nodes = (await call(a, 'GET', `/ks/config/structure/display-groups?systemCoding=${SYSTEM.code}`, token)).json!.data as Array<{ nodeId: string; kind: string }>;
  const listNode = nodes.find((n) => n.kind === 'list')!.nodeId;
  shared.listNode = listNode;
  const steelId = await seedPrices(a, listNode);
  shared.steelId = steelId;

  // --- the 接口 tab: the area's spec paths are offered -----------------------------------------
  await page.getByRole('tab', { name: '接口' }).click();
  await expect(page).toHaveURL(/tab=calls/);
  await expect(page.getByRole('heading', { name: `接口配置：${SYSTEM.name}` })).toBeVisible();
  await expect(page.getByText(`系统编码 ${SYSTEM.code} 对应规格的「材料价格」`)).toBeVisible();
  await expect(page.getByText('还没有接口：点击「新增接口」添加')).toBeVisible();
  const nodeOption = `材料价格列表（${listNode}）`;

  // 1. a public GET (the spec's own list path is offered but served by the platform), with 名称 → a condition on 材料名称
  await button(page, '新增接口').click();
  await untilStill(drawer(page));
  await audit(page, '接口 panel: 新增接口 drawer');
  await drawer(page).getByLabel('接口路径').fill('info-list');
  const served = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `POST ${SPEC_LIST_PATH} — 材料价格列表` });
  await expect(served).toContainText('（平台已提供）');
  await expect(served).toHaveClass(/ant-select-item-option-disabled/);
  await drawer(page).getByLabel('接口路径').fill(LIST_PATH);
  await drawer(page).getByText('请求方式').click();
  await drawer(page).getByLabel('说明').fill('材料价格列表');
  await tick(drawer(page), 'radio', 'GET');
  await choose(page, drawer(page), '引擎操作', '列表分页查询');
  await choose(page, drawer(page), '节点', nodeOption);
  await tick(drawer(page), 'radio', '公开');
  await button(drawer(page), '添加参数映射').click();
  await drawer(page).getByLabel('参数映射第 1 行：接口参数').fill('name');
  await drawer(page).getByLabel('参数映射第 1 行：引擎字段').fill('clmc');
  await tick(drawer(page), 'radio', 'result');
  await drawer(page).getByLabel('列表行的字段名').fill('list');
  let answer = await tryFromDrawer(page, `试调用：GET ${LIST_PATH}`, '未登录', '{"name": "螺纹钢"}');
  await expect(answer.getByLabel('返回内容')).toContainText('"list"');
  await expect(answer.getByLabel('返回内容')).toContainText('螺纹钢');
  await expect(answer.getByLabel('返回内容')).not.toContainText('水泥');
  await closeTrial(page, `试调用：GET ${LIST_PATH}`);
  await confirmDrawer(page);

  // 2. a POST detail for logged-in users: priceId → the record's id, 材料名称 renamed
  await button(page, '新增接口').click();
  await drawer(page).getByLabel('接口路径').fill(DETAIL_PATH);
  await drawer(page).getByText('请求方式').click();
  await choose(page, drawer(page), '引擎操作', '记录详情');
  await choose(page, drawer(page), '节点', nodeOption);
  await drawer(page).getByLabel('说明').fill('材料价格详情');
  await button(drawer(page), '添加参数映射').click();
  await drawer(page).getByLabel('参数映射第 1 行：接口参数').fill('priceId');
  await choose(page, drawer(page), '参数映射第 1 行：映射为', '引擎参数');
  await drawer(page).getByLabel('参数映射第 1 行：引擎字段').fill('id');
  await button(drawer(page), '添加字段改名').click();
  await drawer(page).getByLabel('字段改名第 1 行：引擎字段').fill('clmc');
  await drawer(page).getByLabel('字段改名第 1 行：接口字段').fill('materialName');
  answer = await tryFromDrawer(page, `试调用：POST ${DETAIL_PATH}`, '企业用户', JSON.stringify({ priceId: steelId }));
  await expect(answer.getByLabel('返回内容')).toContainText('"materialName": "螺纹钢"');
  await closeTrial(page, `试调用：POST ${DETAIL_PATH}`);
  await confirmDrawer(page);

  // 3. an export for 管理员 and 企业用户
  await button(page, '新增接口').click();
  await drawer(page).getByLabel('接口路径').fill(EXPORT_PATH);
  await drawer(page).getByText('请求方式').click();
  await choose(page, drawer(page), '引擎操作', '导出 Excel');
  await choose(page, drawer(page), '节点', nodeOption);
  await drawer(page).getByLabel('说明').fill('导出材料价格');
  await tick(drawer(page), 'radio', '指定角色');
  await tick(drawer(page), 'checkbox', '管理员');
  await tick(drawer(page), 'checkbox', '企业用户');
  answer = await tryFromDrawer(page, `试调用：POST ${EXPORT_PATH}`, '管理员', '{}');
  await expect(answer.getByText(/^文件：.+\.xlsx，.*字节/)).toBeVisible();
  await closeTrial(page, `试调用：POST ${EXPORT_PATH}`);
  await confirmDrawer(page);

  // the list, saved as version 1
  const rows = page.getByRole('region', { name: '接口列表' }).locator('tr[data-row-key]');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('公开');
  await expect(rows.nth(1)).toContainText('登录用户');
  await expect(rows.nth(2)).toContainText('管理员、企业用户');
  await audit(page, '接口 panel: three calls, unsaved');
  await button(page, '保存接口').click();
  await expect(page.getByText('已保存 · 版本 1', { exact: true })).toBeVisible();

  // --- instance B, started before the save, serves the three paths --------------------------------
  await expect.poll(async () => (await call(b, 'GET', `${LIST_PATH}?name=${encodeURIComponent('螺纹钢')}`)).status, { timeout: 10_000 }).toBe(200);
  const listed = await call(b, 'GET', `${LIST_PATH}?name=${encodeURIComponent('螺纹钢')}`);
  const result = listed.json!.result as { list: Array<{ data?: Record<string, unknown> } & Record<string, unknown>>; total: number };
  expect(result.total).toBe(1);
  expect(JSON.stringify(result.list)).toContain('螺纹钢');
  expect((await call(b, 'POST', DETAIL_PATH, undefined, { priceId: steelId })).status).toBe(401);
  const u = await apiLogin(b, ENTERPRISE.username, ENTERPRISE.password);
  const detail = await call(b, 'POST', DETAIL_PATH, u, { priceId: steelId });
  expect(detail.status).toBe(200);
  expect(JSON.stringify(detail.json!.data)).toContain('"materialName":"螺纹钢"');
  const file = await call(b, 'POST', EXPORT_PATH, await apiLogin(b, ADMIN.username, ADMIN.password), {});
  expect(file.status).toBe(200);
  expect(file.type).toContain('spreadsheetml');
  expect((await call(b, 'POST', EXPORT_PATH, await apiLogin(b, DEVELOPER.username, DEVELOPER.password), {})).status).toBe(403);

  // --- the system's export carries the calls ----------------------------------------------------
  await page.goto('/system/allSystem');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `导出：${SYSTEM.name}` }).click()]);
  shared.bundle = fs.readFileSync((await download.path())!, 'utf8');
  const bundle = JSON.parse(shared.bundle) as { calls?: Array<{ path: string }> };
  expect(bundle.calls?.map((c) => c.path)).toEqual([LIST_PATH, DETAIL_PATH, EXPORT_PATH]);
  await context.close();
  expectNoCspViolations(csp);
});

test('developer: the exported system imported into another database keeps its calls, listed and served', async ({ page, baseURL }) => {
  test.skip(!shared.bundle, '上一个测试没有导出系统（没有 PostgreSQL 时跳过）');
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/allSystem');
  await page.getByRole('button', { name: '导入系统' }).click();
  const dialog = page.getByRole('dialog', { name: '导入系统' });
  await untilStill(dialog);
  await dialog.locator('input[type=file]').setInputFiles({ name: `${SYSTEM.code}.system.json`, mimeType: 'application/json', buffer: Buffer.from(shared.bundle!) });
  await button(dialog, '确认导入').click();
  await button(dialog, '完成').click();

  await page.goto(`/system/menuSetUp?systemCoding=${SYSTEM.code}&tab=calls`);
  const rows = page.getByRole('region', { name: '接口列表' }).locator('tr[data-row-key]');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(/^已保存 · 版本 \d+$/)).toBeVisible();
  for (const path of [LIST_PATH, DETAIL_PATH, EXPORT_PATH]) await expect(page.getByRole('region', { name: '接口列表' }).getByText(path, { exact: true })).toBeVisible();

  // served here too: the records stayed behind, the calls came along
  const listed = await call(baseURL!, 'GET', `${LIST_PATH}?name=${encodeURIComponent('螺纹钢')}`);
  expect(listed.status).toBe(200);
  expect(listed.json!.result).toMatchObject({ list: [], total: 0 });
  expect((await call(baseURL!, 'POST', DETAIL_PATH, undefined, { priceId: shared.steelId })).status).toBe(401);
});
