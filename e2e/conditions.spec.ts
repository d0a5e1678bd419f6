import { expect, expectNoCspViolations, test, watchCsp, type CspViolation, type Locator, type Page } from './fixtures';
import { DEVELOPER, enterCreditSystem, ENTERPRISE, loginToJudge, storedToken, confirmSubmit } from './helpers';

/**
 * Issue 14, conditional rules and named validators in the browser: a developer stores a form whose
 * rule is pure config ("hide these two fields while that select's value is hide"), an enterprise
 * user fills it — the fields hide and reveal, a revealed required field is asked for, a USCC with a
 * wrong check character is refused while a regex would take it — and the server stores the submit.
 * The page runs under the app's Content-Security-Policy (no 'unsafe-eval') and the test fails on
 * any violation: the rules need no code evaluation.
 */

const NODE = 'cond-e2e';
const hide = { when: { field: 'tbfs', op: 'eq', value: 'hide' }, then: { display: 'hidden' } };
const CONFIG = {
  kind: 'form',
  title: '条件规则示例',
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'tbfs', name: '填报方式', type: 'select', options: { list: [{ label: '完整填报', value: 'full' }, { label: '简易填报', value: 'hide' }] } },
        { bianma: 'lxr', name: '联系人', type: 'text', required: 1, rules: [hide] },
        { bianma: 'lxdh', name: '联系电话', type: 'text', required: 1, validator: 'mobile', rules: [hide] },
        { bianma: 'tyshxydm', name: '统一社会信用代码', type: 'text', required: 1, regex: '^[0-9A-Z]{18}$', validator: 'uscc' },
      ],
    },
  ],
};

const field = (page: Page, name: string): Locator =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(name, { exact: true }) });

async function choose(page: Page, name: string, option: string): Promise<void> {
  await field(page, name).locator('.ant-select-selector').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
  await expect(dropdown).toHaveCount(0);
}

test('条件规则: two fields hide while 填报方式 is 简易填报, revealed they are required; a wrong USCC check character is refused', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await loginToJudge(page, DEVELOPER);
  const dev = { authorization: `Bearer ${await storedToken(page)}` };
  const menu = await request.post('/ks/config/structure/add', { headers: dev, data: { systemCoding: 'credit_eval', id: NODE, title: '条件规则示例', nodeProperties: '详情', nodeSetFlag: true } });
  expect(((await menu.json()) as { code: number }).code).toBe(200);
  const stored = await request.post('/ks/config/structure/display-groups', { headers: dev, data: { nodeId: NODE, kind: 'form', config: CONFIG } });
  expect(((await stored.json()) as { code: number }).code).toBe(200);

  const context = await browser.newContext();
  const violations: CspViolation[] = [];
  await watchCsp(context, violations);
  const user = await context.newPage();
  await loginToJudge(user, ENTERPRISE);
  await enterCreditSystem(user);
  await user.getByRole('navigation', { name: '系统菜单' }).getByText('条件规则示例').click();
  await expect(user).toHaveURL(new RegExp(`/dynamicPage/dynamicDetail\\?id=${NODE}$`));
  const form = user.getByTestId('dynamic-detail');
  await expect(field(user, '联系人').locator('input')).toBeEditable();

  await choose(user, '填报方式', '简易填报');
  await expect(field(user, '联系人')).toHaveCount(0);
  await expect(field(user, '联系电话')).toHaveCount(0);

  // The regex takes 91350100M000100Y44; its check character should be 3.
  const code = field(user, '统一社会信用代码').locator('input');
  await code.fill('91350100M000100Y44');
  await expect(field(user, '统一社会信用代码').getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeVisible();
  await code.fill('91350100M000100Y43');
  await expect(field(user, '统一社会信用代码').getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toHaveCount(0);

  await choose(user, '填报方式', '完整填报');
  await expect(field(user, '联系人')).toBeVisible();
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(field(user, '联系人').getByText('联系人必填')).toBeVisible();
  await expect(field(user, '联系电话').getByText('联系电话必填')).toBeVisible();
  await expect(user.getByText('提交成功')).toHaveCount(0);

  await choose(user, '填报方式', '简易填报');
  await expect(field(user, '联系人')).toHaveCount(0);
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await confirmSubmit(user);
  await expect(user.getByText('提交成功')).toBeVisible();
  await expect(user).toHaveURL(/recordId=/);
  const recordId = new URL(user.url()).searchParams.get('recordId')!;
  const res = await request.post('/ks/monitor/record/detail', { data: { nodeId: NODE, id: recordId }, headers: { authorization: `Bearer ${await storedToken(user)}` } });
  const body = (await res.json()) as { data: { status: string; data: Record<string, unknown> } };
  expect(body.data.status).toBe('submitted');
  expect(body.data.data).toMatchObject({ tbfs: 'hide', tyshxydm: '91350100M000100Y43' });
  await user.evaluate(() => 0);
  expectNoCspViolations(violations);
  await context.close();
});
