import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { UserInfo } from '../schemas/auth';
import { loginItems } from '../src/session/session';
import { STORAGE_PREFIX, wrap } from '../src/session/storage';
import { settlesWithin } from '../server/test/deadline';

export interface Account {
  username: string;
  password: string;
  userName: string;
}

// The demo accounts are defined once, in the fixture the server seeds them from.
const ACCOUNTS = JSON.parse(fs.readFileSync(new URL('../fixtures/accounts.json', import.meta.url), 'utf8')) as Account[];

/** A demo account of fixtures/accounts.json by its login name. */
export function demoAccount(username: string): Account {
  const found = ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`fixtures/accounts.json has no account ${username}`);
  return { username: found.username, password: found.password, userName: found.userName };
}

export const ADMIN = demoAccount('admin');
export const DEVELOPER = demoAccount('developer');
export const ENTERPRISE = demoAccount('enterprise');
export const ENTERPRISE2 = demoAccount('enterprise2');

/** Fills and submits the real login form on the current page. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Logs in through the login form on the root page and lands on the system chooser. */
export async function loginThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/judge$/);
}

/** Logs in through an instance's API the way the login page does (RSA-OAEP); the session token. */
export async function apiLogin(base: string, username: string, password: string): Promise<string> {
  const key = ((await (await fetch(`${base}/ks/common/login/public-key`)).json()) as { data: { publicKey: string } }).data.publicKey;
  const enc = (t: string) => crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
  const res = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ logValue: enc(username), passWord: enc(password), loginRoleType: '' }) });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (body.code !== 200) throw new Error(`登录失败：${body.message}`);
  return body.data.token;
}

/**
 * Starts a session in this tab and lands on the system chooser, as the login form ends one: the
 * token and the user stored the way the login page stores them (src/session), then /judge. The form
 * itself is the subject of the login specs (shell-login, sms-login, a11y-keyboard, …), which use
 * `loginThroughForm`; every other spec saves its two seconds of loading the login page and typing.
 */
export async function loginToJudge(page: Page, account: Account): Promise<void> {
  // Session storage belongs to the origin: a same-origin answer that runs none of the app holds it,
  // and its address names the server of the page's own context (a spec may open one on another instance).
  await page.goto('/ks/portal/v1/home/platform');
  const base = new URL(page.url()).origin;
  const token = await apiLogin(base, account.username, account.password);
  const answer = (await (await fetch(`${base}/ks/individual/info`, { headers: { authorization: `Bearer ${token}` } })).json()) as { code: number; data: UserInfo };
  if (answer.code !== 200) throw new Error(`/ks/individual/info 答复 ${answer.code}`);
  const items: Record<string, string> = {};
  for (const [key, value] of Object.entries(loginItems(token, answer.data))) items[`${STORAGE_PREFIX}${key}`] = JSON.stringify(wrap(value));
  await page.evaluate((all) => {
    for (const [k, v] of Object.entries(all)) sessionStorage.setItem(k, v);
  }, items);
  await page.goto('/judge');
  await expect(page).toHaveURL(/\/judge$/);
}

/** Chooses the credit evaluation system on /judge and waits for its menu. */
export async function enterCreditSystem(page: Page): Promise<void> {
  await page.getByRole('button', { name: '进入信用评价管理系统' }).click();
  await expect(page).toHaveURL(/\/system\/pageConfig$/);
  await expect(page.getByRole('navigation', { name: '系统菜单' }).locator('.ks-menu')).toBeVisible();
}

/** The token the app stored (inside the storage wrapper). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('ks.token');
    return raw ? (JSON.parse(raw) as { data: string }).data : null;
  });
}

/**
 * Waits until the element is there and the page has finished its finite animations (antd's
 * zoom/slide when a dialog or dropdown appears). Playwright's own "stable" check can pass between
 * two slow frames of a loaded machine, and a click then lands where the element is not yet.
 */
export async function untilStill(locator: Locator): Promise<void> {
  await locator.waitFor();
  await animationsSettled(locator.page());
}

/**
 * Waits until no finite animation or transition runs anywhere on the page for three frames in a
 * row (at most 5 s). antd starts an enter animation a frame or more after the element appears, and
 * a button's colour transition can still be running when its dialog has stopped moving: axe then
 * reads a half-faded colour (seen in CI: #e9f0fb text on a primary button).
 *
 * Best effort with a wall-clock bound: a page that paints no frame (busy, hidden, throttled) never
 * runs a requestAnimationFrame callback, so each "frame" in the page is also ended by a timer, and
 * this process stops waiting after 8 s whatever the page does (it then goes on, as after 5 s).
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settle = page.evaluate(async () => {
    const frame = () => new Promise((r) => {
      requestAnimationFrame(() => r(undefined));
      setTimeout(r, 50);
    });
    const started = Date.now();
    const left = () => Math.max(0, 5000 - (Date.now() - started));
    let quiet = 0;
    while (quiet < 3 && left() > 0) {
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (!running.length) {
        quiet++;
        continue;
      }
      quiet = 0;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, left()))]);
    }
  });
  await settlesWithin(settle, 8000);
}

/** A button by its visible name as antd spaces it (保 存), after an icon's label if it has one. */
export const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

/**
 * Picks a path in an open antd Cascader's dropdown, level by level. Each level's click is tried
 * again until the next level shows: a click that lands while the dropdown is still moving in opens
 * nothing (seen on a loaded machine).
 */
export async function pickCascaderPath(page: Page, labels: readonly string[]): Promise<void> {
  for (const [i, label] of labels.entries()) {
    const item = page.locator('.ant-cascader-menu-item').filter({ hasText: label }).first();
    const next = labels[i + 1];
    if (!next) {
      await item.click();
      return;
    }
    await expect(async () => {
      await item.click();
      await expect(page.locator('.ant-cascader-menu-item').filter({ hasText: next }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
}

/**
 * Opens a group of the side menu unless it is open already: a click on an open group closes it,
 * and the menu opens every group when no menu item is active (src/layout/SideMenu.tsx).
 */
export async function openMenuGroup(page: Page, title: string): Promise<void> {
  const group = page.getByRole('navigation', { name: '系统菜单' }).getByRole('menuitem', { name: new RegExp(`(^|\\s)${title}$`) }).first();
  await expect(group).toBeVisible();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}

/**
 * A raw ISO 8601 date-time as the server sends it (`2026-12-05T22:51:37.628Z`,
 * `2026-12-05T22:51+08:00`): the UI shows every moment through runtime/core/local-time.ts
 * (`2026-12-06 06:51`), so one visible on a page is a call site that skipped the formatter. Not
 * global, so `.test()` keeps no state between calls.
 */
export const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/;

/**
 * Every ISO timestamp a user can read in `scope`: its visible text and the values of its visible
 * inputs and text areas (a read-only Input shows its value, which innerText leaves out).
 */
export async function visibleIsoTimestamps(scope: Page | Locator): Promise<string[]> {
  const root = 'mainFrame' in scope ? scope.locator('body') : scope;
  const texts = await root.evaluateAll((els) =>
    els.flatMap((el) => {
      const out = [(el as HTMLElement).innerText ?? ''];
      for (const f of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        const box = f.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && f.type !== 'hidden') out.push(f.value);
      }
      return out;
    }),
  );
  const all = new RegExp(ISO_TIMESTAMP.source, 'g');
  return texts.flatMap((t) => t.match(all) ?? []);
}

/** Answers the question a form's 提交 asks first (确认提交？, src/shared/confirm-submit.ts) with 确定. */
export async function confirmSubmit(page: Page): Promise<void> {
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确认提交？' });
  await untilStill(ask);
  await button(ask, '确定').click();
}
