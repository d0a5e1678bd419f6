import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, button, loginToJudge, openMenuGroup, type Account } from './helpers';
import { testDb } from './test-db';

/**
 * 专家评审 (docs/bidding.md "专家评审"): two demo experts (expert1, expert2: U accounts linked to pool
 * experts) drawn for a project with two bid files score 资审, 技术 and 商务 for each bidder and submit;
 * a submitted sheet shows locked; the administrator's 评审汇总 ranks the bidders from render-result.
 * On 开标专家 expert1 uploads a PDF as 评审文件 and announces it; expert2 downloads it byte-identical.
 * The draw and the bid files are set up in the database (the bid-file pages are another part's).
 */
test.setTimeout(240_000);

const demo = JSON.parse(fs.readFileSync(new URL('../fixtures/evaluation/demo.json', import.meta.url), 'utf8')) as { experts: Array<{ username: string; password: string }> };
const expert = (i: number): Account => ({ ...demo.experts[i], userName: demo.experts[i].username });
const PROJECT = 'trade-project-list-0001';
// 评审文件: a small PDF expert1 uploads on 开标专家 and expert2 downloads byte for byte
const REVIEW_PDF = fs.readFileSync(new URL('../fixtures/files/xmpf.pdf', import.meta.url));
const REVIEW_NAME = '专家一评审意见.pdf';

async function enterTrade(page: Page, account: Account) {
  await loginToJudge(page, account);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' })).toBeVisible();
}

async function scorePart(page: Page, part: 'ZS' | 'JS' | 'SW', bidder: string, fill: (sheet: ReturnType<Page['getByTestId']>) => Promise<void>, total: string) {
  await page.getByRole('tab', { name: bidder }).click();
  const sheet = page.getByTestId('score-sheet');
  await expect(sheet).toContainText(bidder);
  await fill(sheet);
  await expect(sheet.getByTestId('sheet-total')).toContainText(total);
  await button(sheet, '提交').click();
  await button(page.locator('.ant-popover'), '确认提交').click();
  await expect(sheet.getByText('已提交（已锁定）')).toBeVisible();
  await expect(page.getByRole('tab', { name: `${bidder}（已提交）` })).toBeVisible();
  void part;
}

const zsPass = async (sheet: ReturnType<Page['getByTestId']>) => {
  for (const item of ['资质证书符合要求', '类似工程业绩符合要求', '无不良信用记录']) await sheet.locator('tr', { hasText: item }).getByText('合格', { exact: true }).click();
};
const numbers = (values: Record<string, number>) => async (sheet: ReturnType<Page['getByTestId']>) => {
  for (const [label, v] of Object.entries(values)) await sheet.getByLabel(label).fill(String(v));
};

test('two experts score every bidder, a submitted sheet is locked, a review file goes from one expert to the other, and the administrator ranks the bidders', async ({ browser }) => {
  const db = testDb();
  db.evaluationProject(PROJECT, [demo.experts[0].username, demo.experts[1].username], [
    { id: 'e2e-bd-a', enterpriseId: 'ent-001', owner: 'u-enterprise', tbdw: '华建工程有限公司', tbbj: 1_000_000 },
    { id: 'e2e-bd-b', enterpriseId: 'ent-002', owner: 'u-enterprise2', tbdw: '秦川建设集团', tbbj: 800_000 },
  ]);
  db.close();

  for (const [i, js] of [
    [0, { a: 18, b: 10 }],
    [1, { a: 16, b: 12 }],
  ] as const) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await enterTrade(page, expert(i));
    // an expert reaches 我的评审项目 from the menu (shown to expert accounts only)
    await openMenuGroup(page, '开评标');
    await page.getByRole('navigation', { name: '系统菜单' }).getByText('我的评审项目', { exact: true }).click();
    await expect(page).toHaveURL(/\/bidZj\/YsZj/);
    const projects = page.getByTestId('review-projects');
    await expect(projects.locator('tr[data-row-key]')).toHaveCount(2); // the demo project and this one
    if (i === 0) await audit(page, '我的评审项目 (expert)');
    await projects.locator(`tr[data-row-key="${PROJECT}"]`).getByRole('link', { name: '资格审查' }).click();
    await expect(page.getByTestId('evaluation-ZS')).toBeVisible();
    if (i === 0) await audit(page, '资格审查评分表 (expert)');
    for (const bidder of ['秦川建设集团', '华建工程有限公司']) await scorePart(page, 'ZS', bidder, zsPass, '合格');

    await page.getByRole('link', { name: '技术评审' }).click();
    await expect(page.getByTestId('evaluation-JS')).toBeVisible();
    await scorePart(page, 'JS', '秦川建设集团', numbers({ 施工方案与技术措施: js.b, 质量与进度保证措施: 10, 安全文明施工措施: 10 }), `${js.b + 20} 分`);
    await scorePart(page, 'JS', '华建工程有限公司', numbers({ 施工方案与技术措施: js.a, 质量与进度保证措施: 10, 安全文明施工措施: 10 }), `${js.a + 20} 分`);

    await page.getByRole('link', { name: '商务评审' }).click();
    await expect(page.getByTestId('evaluation-SW')).toBeVisible();
    if (i === 0) await audit(page, '商务评审评分表 (expert)');
    // price score: 40 × 800000 / price; 企业信誉 8
    await scorePart(page, 'SW', '秦川建设集团', numbers({ 企业信誉: 8 }), '48 分');
    await scorePart(page, 'SW', '华建工程有限公司', numbers({ 企业信誉: 8 }), '40 分');
    // locked: the inputs are disabled and no 提交 is offered
    await expect(page.getByTestId('score-sheet').getByLabel('企业信誉')).toBeDisabled();
    await expect(page.getByTestId('score-sheet').getByRole('button', { name: '提交' })).toHaveCount(0);
    if (i === 0) {
      // 开标专家 lists the project's review files: none uploaded for this project
      await page.goto(`/bidZj/KbZj?xmId=${PROJECT}`);
      await expect(page.getByTestId('expert-progress')).toBeVisible();
      const files = page.getByTestId('review-files');
      await expect(files).toContainText('暂无评审文件');
      // a drawn expert uploads a PDF through the upload client, then batch-upload attaches it
      await page.getByTestId('review-file-input').setInputFiles({ name: REVIEW_NAME, mimeType: 'application/pdf', buffer: REVIEW_PDF });
      await expect(files.getByRole('status')).toHaveText('已上传 1 个评审文件', { timeout: 30_000 });
      await expect(files.getByRole('progressbar', { name: `${REVIEW_NAME} 上传进度` })).toHaveAttribute('aria-valuenow', '100');
      const uploaded = files.locator('tr', { hasText: REVIEW_NAME });
      await expect(uploaded).toContainText('未通知');
      await button(files, '通知其他专家').click();
      // expert2 and every administrator
      await expect(files.getByRole('status')).toHaveText(/^已通知 [1-9]\d* 人$/, { timeout: 30_000 });
      await expect(uploaded).toContainText('已通知');
      await button(files, '通知其他专家').click();
      await expect(files.getByRole('alert')).toHaveText('没有尚未通知的评审文件，请先上传', { timeout: 30_000 });
      await audit(page, '开标专家 评审文件 (expert)');
    }
    if (i === 1) {
      // the second drawn expert sees expert1's file on 开标专家 and downloads it unchanged
      await page.goto(`/bidZj/KbZj?xmId=${PROJECT}`);
      const files = page.getByTestId('review-files');
      const row = files.locator('tr', { hasText: REVIEW_NAME });
      await expect(row).toContainText('已通知');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), row.getByRole('link', { name: `下载 ${REVIEW_NAME}` }).click()]);
      expect(fs.readFileSync(await download.path()).equals(REVIEW_PDF)).toBe(true);
    }
    await ctx.close();
  }

  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await enterTrade(admin, ADMIN);
  await admin.goto(`/bid/reviewProcess?xmId=${PROJECT}`);
  const progress = admin.getByTestId('expert-progress');
  await expect(progress.locator('tr[data-row-key]')).toHaveCount(2);
  await expect(progress.getByText('已提交 2/2')).toHaveCount(6);
  await audit(admin, '评审过程 (M)');
  await admin.getByRole('link', { name: '评审汇总与排名' }).click();
  const meet = admin.getByTestId('bid-meet');
  await expect(meet).toContainText('已提交 12/12');
  await button(meet, '生成评审结果').click();
  await button(admin.locator('.ant-popover'), '生成').click();
  const rows = meet.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(2);
  // 华建: 技术 (38 + 36) / 2 = 37, 商务 40 → 77; 秦川: 技术 (30 + 32) / 2 = 31, 商务 48 → 79
  await expect(rows.nth(0)).toContainText('1秦川建设集团');
  await expect(rows.nth(0)).toContainText('79');
  await expect(rows.nth(1)).toContainText('2华建工程有限公司');
  await expect(rows.nth(1)).toContainText('77');
  await audit(admin, '评审汇总 (M)');
  await ctx.close();
});
