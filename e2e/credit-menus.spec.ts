import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE, enterCreditSystem, loginToJudge, type Account } from './helpers';

/**
 * Issue 15, acceptance 3: every menu of the demo credit system (fixtures/systems/credit.json), as
 * each role sees it, opens a working page — no 页面加载失败, no 功能建设中, no 404, no English error.
 */
interface Menu {
  id: string;
  title: string;
  roles?: string[];
  itShows?: string;
  children?: Menu[];
}

const credit = JSON.parse(fs.readFileSync(new URL('../fixtures/systems/credit.json', import.meta.url), 'utf8')) as { menus: Menu[] };

/** The page menus `role` sees, with the titles of the submenus that hold them (administrators and developers see every menu, as the server's menuVisibleTo says). */
function leaves(menus: Menu[], role: string, path: string[] = []): Array<{ title: string; path: string[] }> {
  return menus.flatMap((m) => {
    if (m.itShows === '否' || (role === 'U' && m.roles && !m.roles.includes(role))) return [];
    return m.children?.length ? leaves(m.children, role, [...path, m.title]) : [{ title: m.title, path }];
  });
}

const BROKEN = /页面加载失败|页面资源加载失败|页面出现错误|功能建设中|could not be found|Unexpected Application Error|TypeError|is not a function/;

async function openMenu(page: Page, title: string, path: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: '系统菜单' });
  const item = nav.getByRole('menuitem', { name: new RegExp(`${title}$`) });
  // A collapsed submenu hides its items: open the submenus on the way first.
  if (!(await item.isVisible())) for (const parent of path) await nav.getByRole('menuitem', { name: new RegExp(`${parent}$`) }).click();
  await item.click();
}

for (const [account, role] of [
  [ENTERPRISE, 'U'],
  [DEVELOPER, 'D'],
  [ADMIN, 'M'],
] as Array<[Account, string]>) {
  test(`every credit menu opens a working page for ${role}`, async ({ page }) => {
    await loginToJudge(page, account);
    await enterCreditSystem(page);
    const walked: string[] = [];
    for (const { title, path } of leaves(credit.menus, role)) {
      await openMenu(page, title, path);
      const main = page.locator('main');
      // The page has settled: no spinner left in the content.
      await expect(main.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
      await expect(main).not.toBeEmpty();
      const text = (await main.innerText()).slice(0, 2000);
      expect(text, `${title} (${role})`).not.toMatch(BROKEN);
      walked.push(title);
    }
    console.log(`[menus] ${role}: ${walked.join('、')}`);
    expect(walked.length).toBeGreaterThan(4);
  });
}
