import { expect, test } from './fixtures';
import { audit } from './axe';
import { ADMIN, DEVELOPER, ENTERPRISE, button, enterCreditSystem, loginToJudge, untilStill } from './helpers';

/**
 * 帮助 (docs/shell.md "帮助"): from the floating bar; tab 帮助说明 opens its first entry's PDF in a
 * frame, another entry plays a video; tab 常见问题 shows question/answer cards; an empty tree warns
 * 暂无帮助！; administrators add an FAQ entry in place.
 */
test.setTimeout(120_000);

test('an enterprise user reads both tabs: the PDF in a frame, the video, the FAQ cards', async ({ page }) => {
  await loginToJudge(page, ENTERPRISE);
  await enterCreditSystem(page);
  await page.getByRole('button', { name: '帮助' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const help = page.getByTestId('help-page');
  // the first group's first entry is selected on load
  await expect(help.getByRole('tab', { name: '帮助说明', selected: true })).toBeVisible();
  const tree = help.getByRole('navigation', { name: '帮助目录' });
  await expect(tree.locator('.ant-tree-treenode-selected')).toHaveText('平台操作指南');
  const pdf = help.getByTestId('help-pdf');
  await expect(pdf).toHaveAttribute('title', '平台操作指南.pdf');
  const src = (await pdf.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/ks\/file\/signed\/help-guide\?/);
  const file = await page.request.get(src);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await audit(page, '帮助说明 (U)');

  await tree.getByText('登录与选择系统（视频）').click();
  const video = help.getByTestId('help-video');
  await expect(video).toHaveAttribute('src', /^\/ks\/file\/signed\/help-video\?/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);

  await help.getByRole('tab', { name: '常见问题' }).click();
  await expect(help.getByRole('navigation', { name: '问题目录' }).locator('.ant-tree-treenode-selected')).toHaveText('登录问题');
  const cards = help.getByTestId('help-faq').locator('.ant-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('问：忘记密码怎么办？');
  await expect(cards.first()).toContainText('答：请联系平台管理员重置密码');
  await expect(help.getByRole('button', { name: '新增分组' })).toHaveCount(0);
  await audit(page, '常见问题 (U)');
});

test('an empty help tree warns 暂无帮助！', async ({ page }) => {
  await loginToJudge(page, DEVELOPER);
  await enterCreditSystem(page);
  await page.route((u) => u.pathname === '/ks/guide/node/descritons', (route) => route.fulfill({ json: { code: 200, message: 'ok', data: [] } }));
  await page.getByRole('button', { name: '帮助' }).click();
  await expect(page.locator('.ant-message').getByText('暂无帮助！')).toBeVisible();
  await expect(page.getByTestId('help-page').getByText('暂无帮助！')).toBeVisible();
  await expect(page.getByTestId('help-pdf')).toHaveCount(0);
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
