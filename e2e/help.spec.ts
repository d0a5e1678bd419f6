import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DEFAULT_FORMATS } from '../schemas/attachments';
import { audit } from './axe';
import { ADMIN, DEVELOPER, ENTERPRISE, button, enterCreditSystem, loginToJudge, untilStill } from './helpers';

/**
 * 帮助 (docs/shell.md "帮助"): from the floating bar; tab 帮助说明 opens its first entry in a frame —
 * the demo's entries are the Chinese user guides of each role (fixtures/guide/*.md, HTML pages) —; tab
 * 常见问题 shows question/answer cards that describe the product as it is; an empty tree warns
 * 暂无帮助！; administrators add an FAQ entry in place.
 */
test.setTimeout(120_000);

interface ManifestType { annexName: string; annexFormat: string; annexSize: number }
const manifest = JSON.parse(fs.readFileSync(path.resolve('fixtures/files/manifest.json'), 'utf8')) as {
  attachmentTypes: Record<string, ManifestType[]>;
};

/** Each role's guide: its entry, and sections it must hold (what that role does on the platform). */
const GUIDES = [
  { entry: '企业用户操作指南', file: 'guide-enterprise', sections: ['一、注册与激活', '二、登录', '五、信用申报', '六、变更申请', '七、附件上传'] },
  { entry: '管理员操作指南', file: 'guide-admin', sections: ['二、审核信用记录与申报', '三、变更审核', '四、注册审核与企业信息', '五、账号管理'] },
  { entry: '开发者操作指南', file: 'guide-developer', sections: ['二、搭建页面', '三、字典、样式与图表', '四、接口目录'] },
];

test('the guide of each role is a Chinese page in the frame, and the FAQ tells how the product works', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: '帮助' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const help = page.getByTestId('help-page');
  // the first group's first entry is selected on load
  await expect(help.getByRole('tab', { name: '帮助说明', selected: true })).toBeVisible();
  const tree = help.getByRole('navigation', { name: '帮助目录' });
  await expect(tree.locator('.ant-tree-title')).toHaveText(['操作指南', ...GUIDES.map((g) => g.entry)]);
  await expect(tree.locator('.ant-tree-treenode-selected')).toHaveText(GUIDES[0].entry);
  // no placeholder video: nothing plays that is not a real recording
  await expect(help.getByTestId('help-video')).toHaveCount(0);

  for (const [i, guide] of GUIDES.entries()) {
    if (i > 0) await tree.getByText(guide.entry, { exact: true }).click();
    const frame = help.getByTestId('help-guide');
    await expect(frame).toHaveAttribute('title', guide.entry);
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/ks/file/signed/${guide.file}\\?`));
    const file = await page.request.get(src);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    // the page runs nothing: sanitized when built, sandboxed when served and in the frame
    expect(file.headers()['content-security-policy']).toMatch(/; sandbox$/);
    expect(await file.text()).not.toMatch(/<script|\son\w+=|javascript:/i);
    const doc = page.frameLocator('[data-testid="help-guide"]');
    await expect(doc.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(doc.locator('h1')).toHaveText(guide.entry);
    await expect(doc.locator('h2')).toContainText(guide.sections);
    // the guide's document is static sanitized HTML checked above (lang, headings, nothing runs);
    // axe audits the page around it, as it cannot run inside a frame that runs no script
    if (i === 0) await audit(page, '帮助说明 企业用户操作指南 (U)', { frames: ['[data-testid="help-guide"]'] });
  }

  await help.getByRole('tab', { name: '常见问题' }).click();
  const faqTree = help.getByRole('navigation', { name: '问题目录' });
  await expect(faqTree.locator('.ant-tree-treenode-selected')).toHaveText('登录问题');
  const faq = help.getByTestId('help-faq');
  const cards = faq.locator('.ant-card');
  await expect(cards).toHaveCount(4);
  // 忘记密码 is a page of its own (an SMS code), not only the administrator
  await expect(cards.nth(0)).toContainText('问：忘记密码怎么办？');
  await expect(cards.nth(0)).toContainText('在登录页点击“忘记密码”');
  // the captcha is there only after 3 wrong passwords (docs/security-accounts.md), and the FAQ says so
  await expect(cards.nth(1)).toContainText('问：登录页为什么要输入验证码？');
  await expect(cards.nth(1)).toContainText('同一账号连续输错 3 次密码后，登录页会出现“验证码”输入框');
  await expect(cards.nth(2)).toContainText('请15分钟后再试');
  await expect(cards.nth(3)).toContainText('短信登录');
  await audit(page, '常见问题 (U)');

  await faqTree.getByText('注册与激活', { exact: true }).click();
  await expect(faq).toContainText('问：注册后如何激活并登录？');
  await expect(faq).toContainText('以统一社会信用代码为账号');
  await faqTree.getByText('信用申报', { exact: true }).click();
  await expect(faq).toContainText('“信用信息 → 信用申报”');
  await faqTree.getByText('变更申请', { exact: true }).click();
  await expect(faq).toContainText('点击“变更”，选择变更类型');
  // the sizes and formats are the demo's own attachment types of 信用申报
  await faqTree.getByText('格式与大小', { exact: true }).click();
  for (const t of manifest.attachmentTypes['credit-apply']) {
    const formats = (t.annexFormat ? t.annexFormat.split(',') : DEFAULT_FORMATS).join('、');
    await expect(faq).toContainText(`${t.annexName}为 ${formats}，不超过 ${t.annexSize} MB`);
  }
  await faqTree.getByText('角色说明', { exact: true }).click();
  await expect(faq).toContainText('问：平台有哪些角色？');
  await expect(help.getByRole('button', { name: '新增分组' })).toHaveCount(0);
});

test('an empty help tree warns 暂无帮助！', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.route((u) => u.pathname === '/ks/guide/node/descritons', (route) => route.fulfill({ json: { code: 200, message: 'ok', data: [] } }));
  await page.getByRole('button', { name: '帮助' }).click();
  await expect(page.locator('.ant-message').getByText('暂无帮助！')).toBeVisible();
  await expect(page.getByTestId('help-page').getByText('暂无帮助！')).toBeVisible();
  await expect(page.getByTestId('help-guide')).toHaveCount(0);
});

test('an administrator adds an FAQ entry inside /help and deletes it again', async ({ page }) => {
  const question = `投标保证金如何退还？${Date.now() % 100000}`;
  await loginToJudge(page, ADMIN);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: '帮助' }).click();
  const help = page.getByTestId('help-page');
  await help.getByRole('tab', { name: '常见问题' }).click();
  await expect(help.getByTestId('help-faq')).toBeVisible();
  await button(help, '新增问题条目').click();
  const form = page.getByRole('dialog', { name: '新增问题条目' });
  await untilStill(form);
  await form.getByRole('textbox', { name: /名称/ }).fill('保证金');
  await form.getByRole('textbox', { name: /问题 1/ }).fill(question);
  await form.getByRole('textbox', { name: /回答 1/ }).fill('开标结束后五个工作日内原路退还。');
  await button(form, '保存').click();
  await expect(page.getByText('帮助内容已保存').first()).toBeVisible();
  await expect(help.getByRole('navigation', { name: '问题目录' }).locator('.ant-tree-treenode-selected')).toHaveText('保证金');
  await expect(help.getByTestId('help-faq')).toContainText(`问：${question}`);
  await button(help, '删除').click();
  await button(page.locator('.ant-popconfirm'), '删除').click();
  await expect(page.getByText('帮助内容已删除').first()).toBeVisible();
  await expect(help.getByTestId('help-faq')).not.toContainText(question);
});
