import { expect, test } from '@playwright/test';
import { ADMIN, ENTERPRISE, enterCreditSystem, loginToJudge } from './helpers';
import { audit } from './axe';

// 企业信息 (docs/accounts.md "企业信息"): the enterprise keeps its company data and personnel in
// 企业中心 through the header shortcut; an administrator finds it in 企业信息库. The demo enterprise
// (ent-001) is not audited yet, so its saves are stored at once.

const ID_NUMBER = '11010519491231002X';

test('an enterprise edits its contact phone and adds a person; an administrator finds it in 企业信息库', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.locator('header.ks-header').getByRole('button', { name: '企业中心' }).click();
  await expect(page).toHaveURL(/\/system\/companyInfo\?type=1$/);
  const centre = page.getByTestId('enterprise-centre');
  await expect(centre.getByLabel('统一社会信用代码')).toHaveValue('91610100MA6TG1KX5W');
  await expect(centre.getByLabel('联系电话')).toHaveValue('029-88886666');
  await audit(page, '企业中心');

  // a wrong phone is refused before anything is sent, then the right one is stored
  await centre.getByLabel('联系电话').fill('12345');
  await centre.getByRole('button', { name: '保 存' }).click();
  await expect(centre.getByRole('status')).toHaveText('请输入正确的联系电话（手机号码或固定电话）');
  await centre.getByLabel('联系电话').fill('029-88881234');
  await centre.getByRole('button', { name: '保 存' }).click();
  await expect(centre.getByRole('status')).toHaveText('保存成功');

  await centre.getByRole('tab', { name: /人员信息/ }).click();
  await expect(page).toHaveURL(/type=2/);
  await centre.getByRole('button', { name: '新增人员' }).click();
  const dialog = page.getByRole('dialog', { name: '新增人员' });
  await dialog.getByLabel('姓名').fill('赵敏');
  await dialog.getByLabel('女').check();
  await dialog.getByLabel('身份证号').fill('110105194912310021');
  await dialog.getByLabel('专业').fill('工程造价');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入正确的身份证号码');
  await dialog.getByLabel('身份证号').fill(ID_NUMBER);
  await dialog.getByLabel('注册造价工程师').check();
  await dialog.getByLabel('注册证书编号').fill('建[造]24330000001');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // after a reload the stored values are shown: the person (masked) on the personnel tab, the phone on the first
  await page.reload();
  const row = centre.getByRole('row', { name: /赵敏/ });
  await expect(row).toContainText('1101**********002X');
  await expect(row).toContainText('造价工程师');
  await centre.getByRole('tab', { name: '企业信息' }).click();
  await expect(centre.getByLabel('联系电话')).toHaveValue('029-88881234');

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await loginToJudge(admin, ADMIN);
    await enterCreditSystem(admin);
    await admin.locator('header.ks-header').getByRole('button', { name: '企业信息库' }).click();
    const library = admin.getByTestId('enterprise-library');
    await expect(library.getByRole('row')).toHaveCount(4); // header + the three demo enterprises
    await library.getByLabel('关键字').fill('华建');
    await library.getByRole('button', { name: '查 询' }).click();
    await expect(library.getByRole('row')).toHaveCount(2);
    await audit(admin, '企业信息库');
    await library.getByRole('button', { name: '查看 华建工程有限公司' }).click();
    const view = admin.getByTestId('enterprise-view');
    await expect(view).toContainText('029-88881234');
    await expect(view.getByRole('row', { name: /赵敏/ })).toContainText('1101**********002X');
    await expect(view.getByRole('button', { name: '企业信息审核通过' })).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
