import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, loginToJudge } from './helpers';

/**
 * 开标步骤 (docs/bidding.md "开标步骤"): an administrator opens the demo project from 开标大厅 at its
 * current step (专家签到), is refused 下一步 with the rule's message, fills the step and moves on,
 * looks back with 上一步, reloads and stays at the stored step; axe on the page.
 */
test.setTimeout(180_000);

async function enterTrade(page: Page) {
  await loginToJudge(page, ADMIN);
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' })).toBeVisible();
}

test('an administrator walks the demo project through the bid-opening steps', async ({ page }) => {
  await enterTrade(page);
  await page.goto('/bid/overview');
  const row = page.getByRole('row').filter({ hasText: '专家签到' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^进入/ }).click();
  await expect(page).toHaveURL(/\/bidStep\/bidSignZj\?xmId=trade-project-list-0004/);
  await expect(page.getByText('第 4 步：专家签到（当前步骤）')).toBeVisible();
  await audit(page, '开标步骤 (admin)');

  // the form's own check first (a required field), then the step's rule
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 4 步：专家签到（当前步骤）')).toBeVisible();
  await page.getByLabel('已签到专家人数').fill('2');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('step-refusal')).toHaveText('签到的评标专家不足3人，不能组成评标委员会');
  await page.getByLabel('已签到专家人数').fill('3');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 5 步：开标唱标（当前步骤）')).toBeVisible();
  await expect(page).toHaveURL(/\/bidStep\/bidDoc\?/);

  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByText('第 4 步：专家签到（已完成）')).toBeVisible();
  await page.reload();
  await expect(page.getByText('第 4 步：专家签到（已完成）')).toBeVisible();
  await page.goto('/bidStep/bidBegin?xmId=trade-project-list-0004');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 2 步：投标人签到（已完成）')).toBeVisible();
  await page.goto('/bid/overview');
  await expect(page.getByRole('row').filter({ hasText: '开标唱标' }).first()).toBeVisible();
});
