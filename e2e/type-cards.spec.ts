import { expect, test, type Page } from './fixtures';
import { ADMIN, DEVELOPER, enterCreditSystem, loginToJudge } from './helpers';

/**
 * The top radio-card switcher (docs/type-cards.md) on 信用记录, whose demo config has 全部 / 待审核
 * / 审核通过 / 已驳回: an administrator picks 待审核 by keyboard and sees only those rows and the
 * count; a developer adds a card at 类型卡片配置, saves, and the list shows it.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const cards = (page: Page) => page.getByRole('radiogroup', { name: '类型卡片' });
const rows = (page: Page) => page.getByTestId('dynamic-list').locator('tr[data-row-key]');

async function openCreditRecords(page: Page, enter = true): Promise<void> {
  if (enter) await enterCreditSystem(page);
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('信用记录').click();
  await expect(rows(page).first()).toBeVisible();
}

/** The number in the pager's "共 N 条". */
async function total(page: Page): Promise<number> {
  const text = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
  return Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? NaN);
}

test('an administrator picks 待审核 by keyboard: only those rows, the count on the card, kept over a reload', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await openCreditRecords(page);
  const all = cards(page).getByRole('radio', { name: /全部/ });
  await expect(all).toHaveAttribute('aria-checked', 'true');
  await expect(all).toHaveText(/全部\d+/);
  const pending = cards(page).getByRole('radio', { name: /待审核/ });
  await expect(pending).toHaveText(/待审核\d+/);
  const count = Number(/\d+/.exec((await pending.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);

  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(pending).toHaveAttribute('aria-checked', 'true');
  await expect(pending).toBeFocused();
  await expect(page).toHaveURL(/card=submitted/);
  await expect.poll(() => total(page)).toBe(count);
  const statuses = await rows(page).locator('.ks-cell-status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['待审核']));

  await page.reload();
  await expect(cards(page).getByRole('radio', { name: /待审核/ })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => total(page)).toBe(count);
});

test('a developer adds a card at 类型卡片配置, saves, and the list shows it', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.goto('/system/allSystem');
  await page.getByRole('button', { name: /类型卡片/ }).click();
  await expect(page).toHaveURL(/\/system\/setTypeCard$/);
  await page.getByRole('combobox', { name: '系统' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '信用' }).first().click();
  await page.getByRole('combobox', { name: '列表页面' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '信用记录' }).first().click();
  await expect(page.getByRole('group', { name: '第 4 个卡片' })).toBeVisible();

  await page.getByRole('button', { name: '添加卡片' }).click();
  await page.getByRole('textbox', { name: '第 5 个卡片名称' }).fill('草稿箱');
  await page.getByRole('textbox', { name: '第 5 个卡片标识' }).fill('drafts');
  // the icons are the server's (POST /ks/config/group/group-icons), by Chinese name
  await page.getByRole('combobox', { name: '第 5 个卡片图标' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^\s*待处理$/ }).click();
  await page.getByRole('group', { name: '第 5 个卡片' }).getByRole('button', { name: '添加筛选条件' }).click();
  await page.getByRole('combobox', { name: '第 5 个卡片第 1 个筛选条件取值' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^草稿$/ }).click();
  await expect(page.getByRole('region', { name: '预览' }).getByRole('radio', { name: /草稿箱/ })).toBeVisible();
  await page.getByRole('button', { name: '保存卡片' }).click();
  await expect(page.getByText(/已保存为第 \d+ 版/)).toBeVisible();

  await openCreditRecords(page, false);
  const drafts = cards(page).getByRole('radio', { name: /草稿箱/ });
  await expect(drafts).toHaveText(/草稿箱\d+/);
  await expect(drafts.locator('.anticon-clock-circle')).toBeVisible();
  await drafts.click();
  await expect(page).toHaveURL(/card=drafts/);
  const count = Number(/\d+/.exec((await drafts.textContent()) ?? '')?.[0]);
  await expect.poll(() => total(page)).toBe(count);
});
