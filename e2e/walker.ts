import { plannedFor } from '../src/pages/placeholder/planned-pages';
import { audit } from './axe';
import { expect, type Page, type Request } from './fixtures';
import { ISO_TIMESTAMP } from './helpers';
import { CODES_ARE_CONTENT, codeLeaks } from './walker-codes';

/**
 * The dead-end walker's look at one page (e2e/dead-ends.spec.ts): it waits for the page to settle,
 * then notes every problem a user would see — an error or 404 page, a 功能建设中 page not on the
 * allow-list (or an allow-listed one that no longer says so, or does not name what builds it), a raw
 * ISO timestamp, a code of the demo data where a name belongs (e2e/walker-codes.ts) — and runs axe
 * over the page as it is, dialogs and drawers included.
 */
export const BROKEN = /页面加载失败|页面资源加载失败|页面出现错误|功能建设中|抱歉，您访问的页面不存在|could not be found|Unexpected Application Error|TypeError|is not a function|Cannot read properties/;
export const STILL_PLANNED = /功能建设中/;

export interface Visit {
  what: string;
  path: string;
}

/** What a role's walks saw, shared by them: the pages (a spec route already seen is not opened again) and what axe read. */
export interface Seen {
  visits: Visit[];
  audited: Set<string>;
  /** false: no axe for this role (its pages are another role's, with other rows). */
  axe: boolean;
}

export const newSeen = (axe = true): Seen => ({ visits: [], audited: new Set(), axe });

/** What one walk found: each problem as `path — kind: detail`. */
export class Findings {
  readonly problems: string[] = [];
  visits = 0;
  constructor(
    readonly role: string,
    readonly seen: Seen = newSeen(),
  ) {}
  note(path: string, problem: string) {
    this.problems.push(`${path} — ${problem}`);
  }
}

/**
 * Pages axe reads elsewhere, in the state a user works in them (e2e/a11y-axe.spec.ts 'designer:
 * …'): the page designer and menu set-up are the largest pages of the app, and one axe run of
 * them takes most of a minute on a loaded machine.
 */
const AXE_IN_A11Y_SPEC = ['/system/setUpList', '/system/menuSetUp'];

/** The page's content: the back office's main, or the whole body of a full-screen page. */
export const content = (page: Page) => page.locator('main').or(page.locator('body:not(:has(main))')).first();

/**
 * The page's calls still open, with when each began: a page's content is not final while one is.
 * The message stream never ends, so it does not count; nor does a call open for over 10 s (a
 * download the browser took over), which would otherwise hold every later page.
 */
const openCalls = new WeakMap<Page, Map<Request, number>>();
function openCallCount(page: Page): number {
  let calls = openCalls.get(page);
  if (!calls) {
    const open = new Map<Request, number>();
    page.on('request', (r) => {
      if (r.resourceType() !== 'eventsource') open.set(r, Date.now());
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    openCalls.set(page, open);
    calls = open;
  }
  const young = Date.now() - 10_000;
  return [...calls.values()].filter((began) => began > young).length;
}

/**
 * Waits until the content has settled: no call open, no spinner or active skeleton, and the same
 * text for 300 ms. A page that keeps its element across routes shows the previous page's text for a
 * moment, but only until its code or data arrive, and those are calls: while one is open the page
 * is not settled, however still its text (800 ms of still text alone cost a second a page).
 */
export async function settled(page: Page): Promise<void> {
  const main = content(page);
  let last = '';
  let since = Date.now();
  await expect
    .poll(
      async () => {
        const text = await main.innerText().catch(() => '');
        const busy = await main.locator('.ant-spin-spinning, .ant-skeleton-active').count();
        if (text !== last || busy > 0 || openCallCount(page) > 0 || !text.trim()) [last, since] = [text, Date.now()];
        return Date.now() - since;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBeGreaterThan(300);
}

/** Every text a user can read on the page: visible text nodes and the values of visible inputs. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.nodeValue?.trim();
      const el = n.parentElement;
      if (text && el && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) out.push(text);
    }
    const NOT_SHOWN = new Set(['hidden', 'checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'range', 'color']);
    for (const f of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      // a checkbox's or radio's value is never shown (its label is); only typed-text inputs show theirs
      if (NOT_SHOWN.has(f.type)) continue;
      if (f.value.trim() && f.checkVisibility({ visibilityProperty: true })) out.push(f.value.trim());
    }
    return out;
  });
}

/**
 * Looks at the page now on screen and notes what it finds. A page not built yet must show 功能建设中
 * and the allow-list line naming what builds it; any other page must settle without an error. Axe
 * reads each address once per role, and one page not built yet per role: they are one component.
 */
export async function look(page: Page, findings: Findings, what: string): Promise<Visit> {
  const main = content(page);
  const url = new URL(page.url());
  const path = url.pathname;
  const plan = plannedFor(path);
  let axeKey = `${path}${url.search}`;
  if (plan) {
    axeKey = 'PlannedPage';
    const shown = await expect(page.getByTestId('planned-by'))
      .toHaveText(`建设计划：${plan}`)
      .then(() => true)
      .catch(() => false);
    if (!shown) findings.note(path, `allow-listed (${plan}) but the page does not show 功能建设中 with that line: ${(await main.innerText()).slice(0, 120)}`);
  } else {
    await settled(page);
    const text = (await main.innerText()).slice(0, 3000);
    if (BROKEN.test(text)) findings.note(path, `broken page (${what}): ${BROKEN.exec(text)?.[0]}`);
  }
  const texts = await visibleTexts(page);
  const iso = [...new Set(texts.flatMap((t) => t.match(new RegExp(ISO_TIMESTAMP.source, 'g')) ?? []))];
  if (iso.length) findings.note(path, `ISO timestamp: ${iso.slice(0, 3).join(', ')}`);
  if (!CODES_ARE_CONTENT.includes(path)) {
    const leaks = codeLeaks(texts);
    if (leaks.length) findings.note(path, `code shown: ${leaks.slice(0, 5).join(', ')}`);
  }
  // An open dialog or drawer is a state of its own: read it even where the page was read.
  if (await page.locator('.ant-modal-wrap:visible, .ant-drawer-open').count()) axeKey += ' + dialog';
  if (findings.seen.axe && !findings.seen.audited.has(axeKey) && !AXE_IN_A11Y_SPEC.includes(path)) {
    findings.seen.audited.add(axeKey);
    await audit(page, `${findings.role} ${what} (${path})`);
  }
  const visit = { what, path };
  findings.seen.visits.push(visit);
  findings.visits++;
  return visit;
}

/**
 * Opens an address in the running app as a typed link would reach its route, without reloading
 * the page: a reload costs seconds of script parsing on a loaded machine, times a hundred routes.
 * React Router reads the new address on popstate and matches it against the same route table.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url);
}

/**
 * Faults the walker finds that other work owns, still open when the walker landed. Each entry must
 * still be seen (the check fails when the fault is gone, so the list only shrinks); a problem not on
 * the list fails the walk.
 */
export type Walk = 'menus' | 'header' | 'routes' | 'public';

export interface KnownFault {
  role: string;
  walk: Walk;
  /** Matches the problem line `path — kind: detail`. */
  problem: RegExp;
  why: string;
  /**
   * Seen on the same page for another role only, not yet for this one: not required to be seen
   * (the walker landed before a run of this role could confirm it). Confirm or delete.
   */
  unconfirmed?: boolean;
}

/** Fails on problems not on the known list, and on known faults no longer seen. */
export function expectOnlyKnown(findings: Findings, known: readonly KnownFault[], walk: Walk): void {
  const mine = known.filter((k) => k.role === findings.role && k.walk === walk);
  const unexpected = findings.problems.filter((p) => !mine.some((k) => k.problem.test(p)));
  const gone = mine.filter((k) => !k.unconfirmed && !findings.problems.some((p) => k.problem.test(p))).map((k) => `${k.problem} (${k.why})`);
  console.log(`[dead-ends] ${findings.role} ${walk}: ${findings.visits} pages, ${findings.seen.audited.size} read by axe so far; ${findings.problems.length} problems${findings.problems.length ? `:\n  ${findings.problems.join('\n  ')}` : ''}`);
  expect.soft(unexpected, `${findings.role}: dead ends, raw timestamps or codes`).toEqual([]);
  expect.soft(gone, `${findings.role}: known faults no longer seen — remove them from KNOWN_FAULTS`).toEqual([]);
}
