import type { MenuItem, SystemSummary } from '../schemas/system';
import { SPEC_BACK_OFFICE_ROUTES, SPEC_PUBLIC_ROUTES, type SpecRoute } from '../src/pages/placeholder/spec-routes';
import { expect, expectNoCspViolations, test, watchCsp, type BrowserContext, type CspViolation, type Page } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE, demoAccount, enterCreditSystem, loginToJudge, storedToken, type Account } from './helpers';
import { KNOWN_FAULTS } from './dead-ends-known';
import { Findings, expectOnlyKnown, look, newSeen, openInApp, type Seen } from './walker';

/**
 * The dead-end walker (issue 16 acceptance 3, issue 45 acceptance 2 and 3). As each demo role it
 * opens every menu of every system, every header shortcut and every entry of the user dropdown, and
 * then every route of spec 000 §2 (src/pages/placeholder/spec-routes.ts) directly, each with the role
 * that may use it; logged out, the public pages and the no-token paths. On every page (e2e/walker.ts):
 * no error or 404 page; a page not built yet only when its route is on the allow-list
 * (src/pages/placeholder/planned-pages.ts) and it shows 功能建设中 with the issue that builds it; no
 * raw ISO timestamp; no code of the demo data where a name belongs (e2e/walker-codes.ts); axe at 0
 * critical or serious violations, dialogs and drawers included.
 *
 * Time: one login per role, shared by that role's walks (they run in order in one worker); the roles
 * and the public walk run in parallel on the two workers. Routes a role's menus already showed are
 * not opened again.
 */
test.describe.configure({ mode: 'parallel' });

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const token = await storedToken(page);
  const res = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token ?? ''}` } });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, url).toBe(200);
  return body.data;
}

function leaves(menus: MenuItem[], path: string[] = []): Array<{ item: MenuItem; path: string[] }> {
  return menus.flatMap((m) => {
    if (m.itShows === '否' || m.disabled) return [];
    return m.children.length ? leaves(m.children, [...path, m.title]) : [{ item: m, path }];
  });
}

async function openMenu(page: Page, title: string, path: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: '系统菜单' });
  // A developer's items end in their 节点配置：<title> button, everyone's in the title.
  const exact = (t: string) => new RegExp(`(^|\\s|：)${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const item = nav.getByRole('menuitem', { name: exact(title) }).first();
  // Open the submenus on the way that are closed (a click on an open one would close it).
  for (const parent of path) {
    const sub = nav.getByRole('menuitem', { name: exact(parent) }).first();
    if ((await sub.getAttribute('aria-expanded')) !== 'true') await sub.click();
  }
  await item.click();
}

async function enterSystem(page: Page, system: SystemSummary): Promise<void> {
  await openInApp(page, '/judge');
  await page.getByRole('button', { name: `进入${system.systemName}` }).click();
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
}

async function walkMenus(page: Page, findings: Findings): Promise<void> {
  const systems = await api<SystemSummary[]>(page, 'GET', '/ks/config/new/node/system-list');
  expect(systems.length).toBeGreaterThan(0);
  for (const system of systems) {
    await enterSystem(page, system);
    const menus = await api<MenuItem[]>(page, 'POST', '/ks/menu/v1/menus/main-menus', { systemCoding: system.systemCoding });
    for (const { item, path } of leaves(menus)) {
      await openMenu(page, item.title, path);
      await expect(page).toHaveURL(new RegExp(`[?&]id=${item.id}(&|$)`));
      await look(page, findings, `${system.title} › ${[...path, item.title].join(' › ')}`);
    }
  }
}

const overlay = (page: Page) => page.locator('.ant-modal-wrap:visible, .ant-drawer-open');

/** Closes a dialog or drawer an entry opened, after the walker looked at it. */
async function closeOverlay(page: Page): Promise<void> {
  if (!(await overlay(page).count())) return;
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
}

/** The header's shortcut buttons and every entry of the user dropdown except 退出登录. */
async function walkHeader(page: Page, findings: Findings): Promise<void> {
  const header = page.locator('header');
  // The shortcuts that lead to pages or dialogs (the menu toggle, the system switcher and drawers do not).
  const shortcuts = await header.locator('button.ks-header-btn, button[aria-label="系统配置"]').evaluateAll((bs) =>
    bs.map((b) => b.getAttribute('aria-label') || (b.textContent ?? '').trim()).filter(Boolean),
  );
  for (const name of shortcuts) {
    await header.getByRole('button', { name }).first().click();
    // 新建系统 opens its dialog over the page: look at it open (axe included), then close it.
    if (name === '新建系统') await expect(page.getByRole('dialog', { name: '新建系统' })).toBeVisible();
    await look(page, findings, `页头 › ${name}`);
    await closeOverlay(page);
    // A full-screen page (the designer) has no header: come back to the back office.
    if (!(await header.isVisible())) await page.goBack();
  }
  const userMenu = header.getByRole('button', { name: /^用户菜单：/ });
  await userMenu.click();
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const entries = (await dropdown.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter((t) => t && t !== '退出登录');
  await page.keyboard.press('Escape');
  for (const entry of entries) {
    // A click on the trigger toggles the dropdown: if a re-render (the live badge) left it open, a
    // second click closes it and the entry is never there. Open it only when closed, and try again.
    await expect(async () => {
      const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      if (!(await open.isVisible())) await userMenu.click();
      await open.getByRole('menuitem', { name: entry }).click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await look(page, findings, `用户菜单 › ${entry}`);
    await closeOverlay(page);
  }
}

/** A record of the enterprise's own, for /applyDetail's sample address. */
async function ownRecordId(page: Page): Promise<string> {
  await openInApp(page, '/dynamicPage/dynamicIndex?id=credit-record-list');
  const row = page.getByTestId('dynamic-list').locator('tr[data-row-key]').first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-row-key')) ?? '';
}

/** Opens each spec route of `role` that the role's earlier walks did not show. */
async function walkSpecRoutes(page: Page, findings: Findings): Promise<void> {
  const mine = SPEC_BACK_OFFICE_ROUTES.filter((r) => r.by === findings.role);
  for (const route of mine) {
    let url = route.open ?? route.path;
    const pathname = url.split('?')[0];
    if (findings.seen.visits.some((v) => v.path === pathname)) continue;
    if (route.path === '/applyDetail') url += encodeURIComponent(await ownRecordId(page));
    await openInApp(page, url);
    await look(page, findings, `spec 000 §2 ${route.path}`);
  }
}

interface RoleWalk {
  role: SpecRoute['by'] | 'M-JS';
  account: Account;
  /**
   * Only the menus, without axe: the region-limited administrator's menus and rows differ from the
   * administrator's, its pages do not.
   */
  menusOnly?: boolean;
}

const WALKS: RoleWalk[] = [
  { role: 'M', account: ADMIN },
  { role: 'D', account: DEVELOPER },
  { role: 'U', account: ENTERPRISE },
  { role: 'M-JS', account: demoAccount('admin_js'), menusOnly: true },
];

for (const { role, account, menusOnly } of WALKS) {
  test.describe(`walker as ${role} (${account.username})`, () => {
    // The role's walks share one login and run one after the other in one worker; a failed walk
    // does not skip the next (a new worker logs in again).
    test.describe.configure({ mode: 'default' });
    let context: BrowserContext;
    let page: Page;
    let seen: Seen = newSeen();
    const csp: CspViolation[] = [];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      await watchCsp(context, csp);
      page = await context.newPage();
      await loginToJudge(page, account);
      seen = newSeen(!menusOnly);
    });
    test.afterAll(async () => {
      await context.close();
      expectNoCspViolations(csp);
    });

    test(`${role}: /judge, every menu of every system`, async () => {
      test.setTimeout(600_000);
      const findings = new Findings(role, seen);
      await openInApp(page, '/judge');
      await look(page, findings, '/judge');
      await walkMenus(page, findings);
      expectOnlyKnown(findings, KNOWN_FAULTS, 'menus');
    });

    if (menusOnly) return;

    test(`${role}: header shortcuts and user menu`, async () => {
      test.setTimeout(600_000);
      const findings = new Findings(role, seen);
      await openInApp(page, '/judge');
      await enterCreditSystem(page);
      await walkHeader(page, findings);
      expectOnlyKnown(findings, KNOWN_FAULTS, 'header');
    });

    test(`${role}: every spec 000 §2 route of the role, opened directly`, async () => {
      test.setTimeout(600_000);
      const findings = new Findings(role, seen);
      // Back-office pages need a chosen system (without one they send the user to /judge).
      await openInApp(page, '/judge');
      await enterCreditSystem(page);
      await walkSpecRoutes(page, findings);
      expectOnlyKnown(findings, KNOWN_FAULTS, 'routes');
    });
  });
}

test('logged out: the public pages, the no-token paths, and an unknown path leads to the login', async ({ page }) => {
  test.setTimeout(180_000);
  const findings = new Findings('anon');
  // The first address is a real page load (a typed link); the others are opened inside the app.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  for (const route of SPEC_PUBLIC_ROUTES) {
    if (route.path !== '/') await openInApp(page, route.open ?? route.path);
    await look(page, findings, `spec 000 §2 ${route.path}`);
  }
  // Logged out, an unknown path is one that needs a token: it leads to the login page, which opens
  // it after the login (spec 000 §2 access rules; shell-session.spec sees the 404 page logged in).
  await openInApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?next=%2Fno%2Fsuch%2Fpage$/);
  expectOnlyKnown(findings, KNOWN_FAULTS, 'public');
});
