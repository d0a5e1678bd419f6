import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, ENTERPRISE, button, confirmSubmit, enterCreditSystem, loginToJudge, openMenuGroup, storedToken, untilStill } from './helpers';
import { saveDraftRecord } from './draft-kit';

/**
 * 锁管理 (docs/locks.md): an administrator locks 华建 with a reason; the enterprise's 提交 is refused
 * with that reason and what it typed stays; after 解锁 the same 提交 passes, and 锁定记录 holds both.
 */
test.setTimeout(150_000);

const REASON = '围标串标线索核查中';
const ENT = '华建工程有限公司';

test('a locked enterprise cannot submit (the reason is shown); unlocked, it can; both in 锁定记录', async ({ page, browser }) => {
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  const adminToken = (await storedToken(page))!;
  const enterprise = await browser.newContext();
  try {
    await openMenuGroup(page, '评价管理');
    await page.getByRole('navigation', { name: '系统菜单' }).getByText('锁管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/lock\?id=credit-lock$/);
    const list = page.getByTestId('lock-page');
    await list.getByLabel('企业名称或信用代码').fill('华建');
    await list.getByLabel('企业名称或信用代码').press('Enter');
    const row = list.locator('.ant-table-row').filter({ hasText: ENT });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('正常')).toBeVisible();
    await audit(page, '锁管理 (M)');

    await row.getByRole('button', { name: `锁定：${ENT}` }).click();
    const dialog = page.getByRole('dialog', { name: `锁定企业：${ENT}` });
    await untilStill(dialog);
    await button(dialog, '锁定').click();
    await expect(dialog.getByRole('alert')).toHaveText('请填写锁定原因');
    await dialog.getByLabel('锁定原因').fill(REASON);
    await button(dialog, '锁定').click();
    await expect(page.getByText('锁定成功')).toBeVisible();
    await expect(row.getByText('已锁定')).toBeVisible();
    await expect(row.getByText(REASON)).toBeVisible();

    // the enterprise: its 提交 is refused with the reason, and what it typed stays on the page
    const ep = await enterprise.newPage();
    await loginToJudge(ep, ENTERPRISE);
    await enterCreditSystem(ep);
    const id = await saveDraftRecord(ep.request, (await storedToken(ep)) ?? '', '锁定期间的申报');
    await ep.goto(`/dynamicPage/dynamicDetail?id=credit-apply&recordId=${id}`);
    const name = ep.getByTestId('dynamic-detail').locator('input').first();
    await expect(name).toHaveValue('锁定期间的申报');
    await button(ep.getByTestId('dynamic-detail'), '提交').click();
    await confirmSubmit(ep);
    await expect(ep.getByText(`企业已被锁定，暂不能提交（锁定原因：${REASON}），请联系管理员`)).toBeVisible();
    await expect(ep.getByText('提交成功')).toHaveCount(0);
    await ep.keyboard.press('Escape');
    await expect(name).toHaveValue('锁定期间的申报');

    // 解锁 with its reason; 锁定记录 shows the lock and the unlock
    await row.getByRole('button', { name: `解锁：${ENT}` }).click();
    const unlock = page.getByRole('dialog', { name: `解锁企业：${ENT}` });
    await untilStill(unlock);
    await expect(unlock.getByText(`当前锁定原因：${REASON}`)).toBeVisible();
    await unlock.getByLabel('解锁原因').fill('核查结束，未发现问题');
    await button(unlock, '解锁').click();
    await expect(page.getByText('解锁成功')).toBeVisible();
    await expect(row.getByText('正常')).toBeVisible();
    await row.getByRole('button', { name: `锁定记录：${ENT}` }).click();
    const drawer = page.getByRole('dialog', { name: `锁定记录：${ENT}` });
    await expect(drawer.getByText(`锁定：${REASON}`)).toBeVisible();
    await expect(drawer.getByText('解锁：核查结束，未发现问题')).toBeVisible();

    await ep.reload();
    await expect(name).toHaveValue('锁定期间的申报');
    await button(ep.getByTestId('dynamic-detail'), '提交').click();
    await confirmSubmit(ep);
    await expect(ep.getByText('提交成功')).toBeVisible();
  } finally {
    // a failed run must not leave 华建 locked for the specs after it on this server
    await page.request.post('/ks/jjrj/lock/refresh-lock', { headers: { authorization: `Bearer ${adminToken}` }, data: { enterpriseId: 'ent-001', locked: false, reason: '测试结束' } });
    await enterprise.close();
  }
});
