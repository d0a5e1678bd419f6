import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, button, loginToJudge, openMenuGroup, storedToken, untilStill } from './helpers';

/**
 * 专家抽取 (docs/projects.md "专家抽取 Expert extraction"): an administrator draws three 房建 experts
 * for a project of 华建 with 华建 among the bidders, replaces one, and 复核 answers 一致; the
 * enterprise reads only 已抽取 3 名专家（开标前不公开） for that project before the opening.
 */
test.setTimeout(150_000);

interface Options {
  projects: Array<{ id: string; name: string; number: string; enterpriseId: string | null }>;
}

test('an administrator draws, replaces one and re-checks; the enterprise sees only the count before the opening', async ({ page, browser }) => {
  await loginToJudge(page, ADMIN);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  const nav = page.getByRole('navigation', { name: '系统菜单' });
  await expect(nav.locator('.ks-menu')).toBeVisible();
  const headers = { Authorization: `Bearer ${(await storedToken(page))!}` };
  const options = ((await (await page.request.post('/ks/expert/draw/options', { headers, data: {} })).json()) as { data: Options }).data;
  const project = options.projects.find((p) => p.enterpriseId === 'ent-001')!;

  await openMenuGroup(page, '专家抽取');
  await nav.getByText('抽取记录', { exact: true }).click();
  await expect(page).toHaveURL(/\/expertExtraction\/extractList/);
  const list = page.getByTestId('expert-extract-list');
  // The demo data holds one draw already: the finished evaluation's (docs/bidding.md "专家评审").
  await expect(list.locator('tr[data-row-key]')).toHaveCount(1);
  await audit(page, '专家抽取 (M)');

  await button(list, '新建抽取').click();
  const dialog = page.getByRole('dialog', { name: '新建抽取' });
  await untilStill(dialog);
  await dialog.getByLabel('项目').fill(project.number);
  await page.locator('.ant-select-item-option').filter({ hasText: `${project.number} ${project.name}` }).first().click();
  await dialog.getByPlaceholder('开始日期').fill('2030-05-06 09:00');
  await dialog.getByPlaceholder('开始日期').press('Enter');
  await dialog.getByPlaceholder('结束日期').fill('2030-05-06 12:00');
  await dialog.getByPlaceholder('结束日期').press('Enter');
  await dialog.getByLabel('专业').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^房建$/ }).click();
  await dialog.getByLabel('抽取人数').fill('3');
  await dialog.getByLabel('投标企业（其专家回避）').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '华建工程有限公司' }).click();
  await page.keyboard.press('Escape');
  await audit(page, '新建抽取 dialog');
  await button(dialog, '抽取').click();

  const result = page.getByRole('dialog', { name: '抽取结果' });
  await expect(result).toBeVisible();
  const rows = result.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(3);
  await expect(result).toContainText(project.name);
  await expect(result).toContainText('2030-05-06 09:00 – 12:00');
  await expect(result.getByText('华建工程有限公司', { exact: true })).toHaveCount(1); // the bidders line, never an expert's unit
  await audit(page, '抽取结果');

  const first = (await rows.first().locator('td').nth(1).textContent())!;
  await result.getByRole('button', { name: `替换 ${first}` }).click();
  await button(page.locator('.ant-popover'), '替换').click();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('已拒绝（已替换）');
  await expect(rows.nth(3)).toContainText('补抽入选');
  await button(result, '复核').click();
  await expect(result.getByText('复核结果：一致')).toBeVisible();
  await button(result, '关闭').click();
  const row = list.locator('tr[data-row-key]').first();
  await expect(row).toContainText(project.name);
  await expect(row).toContainText('替换 1 人');

  // the enterprise of the project, before the opening: the count only, from the server
  const ent = await browser.newContext();
  const entPage = await ent.newPage();
  await loginToJudge(entPage, ENTERPRISE);
  const entHeaders = { Authorization: `Bearer ${(await storedToken(entPage))!}` };
  const answer = (await (await entPage.request.post('/ks/expert/draw/project', { headers: entHeaders, data: { projectId: project.id } })).json()) as {
    data: Array<{ notice: string; experts: unknown[] }>;
  };
  expect(answer.data.map((d) => [d.notice, d.experts.length])).toEqual([['已抽取 3 名专家（开标前不公开）', 0]]);
  expect(JSON.stringify(answer)).not.toContain(first);
  // and no way into the administrators' page
  await entPage.goto('/expertExtraction/extractList');
  await expect(entPage.getByTestId('expert-extract-list')).toHaveCount(0);
  await ent.close();
});
