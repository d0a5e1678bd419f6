import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './axe';
import { field } from './form-kit';
import { ADMIN, loginToJudge } from './helpers';

/**
 * 开标步骤 (docs/bidding.md "开标步骤"): an administrator opens the demo project from 开标大厅 at its
 * current step (专家签到), is refused 下一步 with the rule's message, signs in the drawn experts and moves on,
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

  // 专家签到 lists the project's three drawn experts; the count is the server's, never typed
  const experts = page.getByTestId('sign-in-expert');
  await expect(experts.locator('tr[data-row-key]')).toHaveCount(3);
  await expect(experts.getByRole('heading')).toHaveText('评标专家签到名单（已签到 0/3）');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('step-refusal')).toHaveText('签到的评标专家不足3人，不能组成评标委员会');
  const signIn = experts.getByRole('button', { name: /^签到 / });
  // what was typed in the step's form stays through a sign-in; the count in it follows the list
  await field(page, '评标委员会组长').locator('input').fill('王建国');
  await signIn.first().click();
  await expect(experts.getByRole('heading')).toHaveText('评标专家签到名单（已签到 1/3）');
  await expect(field(page, '评标委员会组长').locator('input')).toHaveValue('王建国');
  await expect(field(page, '已签到专家人数')).toContainText('1');
  await signIn.first().click();
  await expect(experts.getByRole('heading')).toHaveText('评标专家签到名单（已签到 2/3）');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('step-refusal')).toHaveText('签到的评标专家不足3人，不能组成评标委员会');
  await signIn.first().click();
  await expect(experts.getByRole('heading')).toHaveText('评标专家签到名单（已签到 3/3）');
  await expect(experts.getByText('已签到', { exact: true })).toHaveCount(3);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 5 步：开标唱标（当前步骤）')).toBeVisible();
  await expect(page).toHaveURL(/\/bidStep\/bidDoc\?/);

  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByText('第 4 步：专家签到（已完成）')).toBeVisible();
  // a completed step keeps its list, without sign-in buttons
  await expect(page.getByTestId('sign-in-expert').getByRole('heading')).toHaveText('评标专家签到名单（已签到 3/3）');
  await expect(page.getByTestId('sign-in-expert').getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('第 4 步：专家签到（已完成）')).toBeVisible();
  await page.goto('/bidStep/bidBegin?xmId=trade-project-list-0004');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 2 步：投标人签到（已完成）')).toBeVisible();
  // the demo's three bidders (its bid files) signed in at 投标人签到
  const bidders = page.getByTestId('sign-in-bidder');
  await expect(bidders.getByRole('heading')).toHaveText('投标人签到名单（已签到 3/3）');
  for (const name of ['华建工程有限公司', '秦川建设集团', '长安造价咨询有限公司']) await expect(bidders.getByRole('row', { name: new RegExp(name) })).toContainText('已签到');
  await page.goto('/bid/overview');
  await expect(page.getByRole('row').filter({ hasText: '开标唱标' }).first()).toBeVisible();
});
