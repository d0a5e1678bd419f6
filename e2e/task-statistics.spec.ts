import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, ENTERPRISE2, enterCreditSystem, loginToJudge, storedToken } from './helpers';
import { apiLogin } from './pg-instances';
import { saveDraftRecord } from './draft-kit';
import type { TaskParticipantPage, TaskStatRow, TaskStatRows, TaskTodoList } from '../schemas/task-statistics';

/**
 * 任务统计 (docs/task-statistics.md): workflow data seeded through the API for this test — 华建
 * submits two applications (one passed by the administrator), 秦川 one (rejected) — then 全量统计,
 * 项目统计 and 任务进度 show the numbers the records hold, and 导出 downloads a real .xlsx of the same rows.
 */
test.setTimeout(150_000);

const BASE = '/ks/task/v1/todo-statistics';

async function stats<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${BASE}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function move(request: APIRequestContext, token: string, url: string, data: object): Promise<{ version: number }> {
  const res = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: { version: number } };
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A submitted 信用申报 of the token's enterprise: its id and version. */
async function submitted(request: APIRequestContext, token: string, name: string) {
  const id = await saveDraftRecord(request, token, name);
  const detail = (await (await request.post('/ks/monitor/record/detail', { data: { nodeId: 'credit-apply', id }, headers: { authorization: `Bearer ${token}` } })).json()) as { data: { version: number } };
  const { version } = await move(request, token, '/ks/monitor/submit', { nodeId: 'credit-apply', id, version: detail.data.version });
  return { id, version };
}

/** The text of each cell of a table's rows, by the name in the first column. */
async function tableRows(table: Locator): Promise<string[][]> {
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  return table.locator('tbody tr.ant-table-row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
}

const asCells = (rows: TaskStatRow[]) => rows.map((r) => [r.name, r.todo, r.passed, r.rejected, r.done, r.total].map(String));

async function openPage(page: Page, path: string, testId: string): Promise<Locator> {
  await page.goto(path);
  const root = page.getByTestId(testId);
  await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
  return root;
}

test('the statistics pages show the seeded workflow data; 导出 downloads the participants as a real .xlsx', async ({ page, baseURL }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  const m = (await storedToken(page))!;
  const api = page.request;
  const before = await stats<TaskTodoList>(api, m, 'todo-list');

  // the workflow data of this test, through the API as the users would produce it
  const u1 = await apiLogin(baseURL!, ENTERPRISE.username, ENTERPRISE.password);
  const u2 = await apiLogin(baseURL!, ENTERPRISE2.username, ENTERPRISE2.password);
  await submitted(api, u1, '统计测试：等待审核');
  const toPass = await submitted(api, u1, '统计测试：审核通过');
  const toReject = await submitted(api, u2, '统计测试：审核驳回');
  await move(api, m, '/ks/monitor/audit', { nodeId: 'credit-apply', ...toPass, pass: true, reason: '材料齐全' });
  await move(api, m, '/ks/monitor/audit', { nodeId: 'credit-apply', ...toReject, pass: false, reason: '缺少资质证书' });

  const after = await stats<TaskTodoList>(api, m, 'todo-list');
  expect({
    todo: after.total.todo - before.total.todo,
    passed: after.total.passed - before.total.passed,
    rejected: after.total.rejected - before.total.rejected,
    total: after.total.total - before.total.total,
  }).toEqual({ todo: 1, passed: 1, rejected: 1, total: 3 });
  const regions = await stats<TaskStatRows>(api, m, 'region');

  // 全量统计: the totals, per system and per region, as the API counts the records
  const all = await openPage(page, '/custom/statistics', 'task-statistics');
  for (const key of ['todo', 'passed', 'rejected', 'done', 'total'] as const) await expect(all.getByTestId(`task-total-${key}`)).toHaveText(String(after.total[key]));
  expect(await tableRows(all.getByTestId('task-by-system'))).toEqual(asCells(after.systems));
  expect(await tableRows(all.getByTestId('task-by-region'))).toEqual(asCells(regions.rows));
  await expect(all.getByRole('img', { name: '各系统待审核' })).toBeVisible();
  await audit(page, '全量统计 (M)');

  // one system only: the numbers follow the filter
  const credit = after.systems.find((s) => s.key === 'credit_eval')!;
  await all.locator('#ks-task-system').click();
  await page.locator('.ant-select-item-option').filter({ hasText: credit.name }).click();
  await all.getByRole('button', { name: /查\s*询/ }).click();
  await expect(all.getByTestId('task-total-total')).toHaveText(String(credit.total));
  await expect(all.getByTestId('task-total-todo')).toHaveText(String(credit.todo));

  // 项目统计: per month and the enterprises with the most waiting audits
  const enterprises = await stats<TaskStatRows>(api, m, 'enterprise?top=10');
  const done = await openPage(page, '/custom/completeCount', 'task-complete-count');
  expect(await tableRows(done.getByTestId('task-by-month'))).toEqual(asCells(after.months));
  expect(await tableRows(done.getByTestId('task-by-enterprise'))).toEqual(asCells(enterprises.rows));
  await audit(page, '项目统计 (M)');

  // 任务进度: 秦川's row, then the export of the same selection
  const qin = (await stats<TaskParticipantPage>(api, m, `participate-ent-list?keyword=${encodeURIComponent('秦川')}`)).records;
  expect(qin).toHaveLength(1);
  const progress = await openPage(page, '/custom/viewProgress', 'task-view-progress');
  await progress.locator('#ks-task-keyword').fill('秦川');
  await progress.getByRole('button', { name: /查\s*询/ }).click();
  const table = progress.getByTestId('task-participants');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const [row] = await tableRows(table);
  expect(row.slice(0, 8)).toEqual([qin[0].enterpriseName, qin[0].creditCode, qin[0].regionName, ...[qin[0].todo, qin[0].passed, qin[0].rejected, qin[0].done, qin[0].total].map(String)]);
  await audit(page, '任务进度 (M)');

  const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^参与企业列表-\d{8}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet: string[][] = [];
  wb.worksheets[0].eachRow((r) => sheet.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(sheet[0]).toEqual(['企业名称', '统一社会信用代码', '地区', '待审核', '审核通过', '审核驳回', '已办结', '合计', '最近办理时间']);
  expect(sheet.slice(1).map((r) => r.slice(0, 8))).toEqual([row.slice(0, 8)]);
});

test('enterprise users have no statistics pages', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.goto('/custom/statistics');
  await expect(page.getByTestId('task-statistics')).toHaveCount(0);
  await expect(page.getByText('无权访问').first()).toBeVisible();
});
