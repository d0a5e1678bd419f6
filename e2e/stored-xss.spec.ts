import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { ADMIN, DEVELOPER, ENTERPRISE, ENTERPRISE2, demoAccount, enterCreditSystem, loginToJudge, storedToken, type Account, button } from './helpers';
import {
  DANGEROUS_URLS,
  PROBE_COLUMNS,
  PROBE_MENU_TITLE,
  PROBE_NODE_ID,
  RICH_PAYLOAD,
  SCHEME_URLS,
  SEEDED_CARDS,
  SEEDED_PROBE_ROWS,
  seededCardName,
  seededProbeName,
  TEXT_PAYLOADS,
} from './unsafe-urls';


/**
 * Stored XSS (docs/security.md): each enterprise user — U (华建, 浙江省) and U2 (秦川, 江苏省) — stores
 * markup, script and dangerous URLs in every field, column, card and name a page renders — 信用记录
 * values, the 信用申报 form (text, textarea, rich text), 项目登记 cards and their attachments, and the
 * link/preview/download columns of the probe list e2e/serve.ts adds — through the API. Saves the
 * URL policy refuses answer 400 naming the field. Then the administrator (M), the developer (D),
 * the enterprise U2 and the region-limited administrator admin_js (江苏省 only) open every page,
 * every 查看 and every attachment, preview and download of what they may see (and find nothing of
 * what they may not): no dialog opens, `top.__xss` stays unset in the page and every frame, no
 * element carries an event handler attribute or a javascript:/vbscript:/data: address, and (from
 * ./fixtures) nothing violates the Content-Security-Policy. Old rows holding such addresses (seeded
 * by e2e/serve.ts for U2, as saved before the policy) show them as plain text: no href, no src, no
 * iframe.
 */
// Not serial: a failing viewer must not hide what the others see. The saving tests run first (one
// worker, file order) and leave the ids of what they stored in a file per saver the viewers read.
const STORED_FILE = (saver: Account) => path.join(test.info().project.outputDir, `stored-xss-${saver.username}.json`);
const ADMIN_JS = demoAccount('admin_js');

/** The savers: two enterprises of two regions, so a region-limited administrator sees one of them. */
const SAVERS = [
  { label: 'U', account: ENTERPRISE },
  { label: 'U2', account: ENTERPRISE2 },
] as const;


// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const UPLOAD_NAME = '<img src=x onerror=top.__xss=1>.png';

/** What U stored (ids of accepted saves), for the viewers to find. */
interface Stored {
  credit: string[];
  apply: string;
  cards: string[];
  probe: string[];
  cardTitle: string;
}

// ---------------------------------------------------------------------------------------------
// Watching a page: dialogs, top.__xss in every frame, dangerous attributes in every document.

/** Runs inside a document: everything a stored payload would have left behind if it had run. */
function inspectDocument(dangerous: readonly string[]): string[] {
  const problems: string[] = [];
  const w = window as unknown as { __xss?: unknown };
  if (w.__xss !== undefined) problems.push(`window.__xss = ${String(w.__xss)} in ${location.href}`);
  const stored = new Set(dangerous.map((u) => u.trim()));
  const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const key = attr.name.toLowerCase();
      if (key.startsWith('on')) problems.push(`${name(el)} has an event handler ${key}="${attr.value}"`);
      if (key === 'srcdoc') problems.push(`${name(el)} has srcdoc="${attr.value.slice(0, 80)}"`);
      if (!['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background'].includes(key)) continue;
      if (stored.has(attr.value.trim())) problems.push(`${name(el)} ${key} holds a stored address ${JSON.stringify(attr.value)}`);
      let protocol = '';
      try {
        protocol = new URL(attr.value, location.href).protocol;
      } catch {
        // Not an address at all: nothing a browser would follow.
      }
      const image = el.tagName === 'IMG' && /^\s*data:image\//i.test(attr.value);
      if (protocol === 'javascript:' || protocol === 'vbscript:' || (protocol === 'data:' && !image)) {
        problems.push(`${name(el)} ${key}=${JSON.stringify(attr.value.slice(0, 80))} (${protocol})`);
      }
    }
    if (el.tagName === 'SCRIPT' && !/^\/assets\/[\w.-]+\.js$/.test(el.getAttribute('src') ?? '')) {
      problems.push(`a <script> that is not the app's own: ${el.outerHTML.slice(0, 120)}`);
    }
  }
  return problems;
}

/** Dialogs any page of the context opened (each is dismissed at once). */
function watchDialogs(context: BrowserContext, page: Page): string[] {
  const dialogs: string[] = [];
  const watch = (p: Page) =>
    p.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()} at ${p.url()}`);
      void d.dismiss().catch(() => undefined);
    });
  watch(page);
  context.on('page', watch);
  return dialogs;
}

/** Every page of the context and every frame in it: no dialog, no __xss, nothing dangerous. */
async function expectNothingRan(context: BrowserContext, dialogs: string[], step: string): Promise<void> {
  const problems: string[] = [];
  for (const p of context.pages()) {
    for (const frame of p.frames()) {
      try {
        problems.push(...(await frame.evaluate(inspectDocument, DANGEROUS_URLS)));
      } catch (err) {
        // A frame that went away while being read (a closed preview) has nothing left to run.
        if (!/detached|destroyed|closed/i.test(String(err))) throw err;
      }
    }
  }
  expect(dialogs, `${step}: dialogs opened`).toEqual([]);
  expect(problems, `${step}: payload traces`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Pages.

const table = (page: Page): Locator => page.getByTestId('dynamic-list').locator('.ks-data-table');
const rows = (page: Page): Locator => table(page).locator('tr[data-row-key]');
const row = (page: Page, id: string): Locator => table(page).locator(`tr[data-row-key="${id}"]`);
/** A button by its words (antd spaces two-character labels; an icon adds its name in front). */

/** The cell of `rowLocator` under the header `name`. */
async function cell(page: Page, rowLocator: Locator, name: string): Promise<Locator> {
  const headers = (await table(page).locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(name);
  expect(index, `column ${name} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rowLocator.locator('td').nth(index);
}

async function openMenu(page: Page, title: string, nodeId: string): Promise<void> {
  const listed = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/dynamic-table-list'));
  await page.getByRole('navigation', { name: '系统菜单' }).getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dynamicPage/dynamicIndex\\?id=${nodeId}$`));
  await listed;
}

/** Closes whatever preview is open: an image preview, an iframe dialog or the 查看 drawer. */
async function closeOverlays(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const open = page.locator('.ant-modal-wrap:visible, .ant-image-preview-wrap:visible, .ant-image-preview:visible, .ant-drawer-open');
    if ((await open.count()) === 0) return;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await expect(page.locator('.ant-modal-wrap:visible, .ant-image-preview:visible, .ant-drawer-open')).toHaveCount(0);
}

/** Clicks each link or button inside `scope` (not web addresses of other sites), checking after each. */
async function clickEach(page: Page, scope: Locator, context: BrowserContext, dialogs: string[], step: string): Promise<number> {
  const targets = scope.locator('a, button');
  const n = await targets.count();
  let clicked = 0;
  for (let i = 0; i < n; i++) {
    const target = targets.nth(i);
    const href = (await target.getAttribute('href')) ?? '';
    const text = ((await target.textContent()) ?? '').trim();
    if (/^https?:\/\//i.test(href) || /^(更多|收起)/.test(text)) continue;
    await target.click();
    clicked++;
    await page.waitForTimeout(800);
    await expectNothingRan(context, dialogs, `${step}: after clicking ${JSON.stringify(text || href)}`);
    for (const other of context.pages()) if (other !== page) await other.close();
    await closeOverlays(page);
  }
  return clicked;
}

/** A cell holding stored addresses shows them as text: no link, no frame, no image pointing anywhere. */
async function expectPlainText(cellLocator: Locator, what: string): Promise<void> {
  await expect(cellLocator.locator('a[href], iframe, img, [src]'), `${what}: nothing followable`).toHaveCount(0);
  expect(((await cellLocator.textContent()) ?? '').trim(), `${what}: shown as text`).not.toBe('');
}

// ---------------------------------------------------------------------------------------------

for (const saver of SAVERS) {
  test(`${saver.label} stores payloads in every rendered field through the API; refused addresses name their field`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginToJudge(page, saver.account);
    const token = await storedToken(page);
    const headers = { authorization: `Bearer ${token}` };
    const save = async (nodeId: string, data: Record<string, unknown>) => {
      const res = await page.request.post('/ks/monitor/record/save', { data: { nodeId, data }, headers });
      return { status: res.status(), body: (await res.json()) as { code: number; message: string; data: { id: string } | null } };
    };
    const accepted = async (nodeId: string, data: Record<string, unknown>): Promise<string> => {
      const r = await save(nodeId, data);
      expect(r.status, `${nodeId} ${JSON.stringify(data).slice(0, 200)}: ${r.body.message}`).toBe(200);
      return r.body.data!.id;
    };
    // Soft: every refusal is checked and every one that fails is listed.
    const refused = async (nodeId: string, data: Record<string, unknown>, field: string) => {
      const r = await save(nodeId, data);
      expect.soft([r.status, r.body.code], `refused: ${nodeId} ${JSON.stringify(data)} answered ${r.body.message}`).toEqual([400, 400]);
      // A NUL is refused first by the input guard, which names the path from the body (data.fileList.0.url).
      const guardPath = `data.${field.replace(/\[(\d+)\]/g, '.$1')}`;
      if (r.status === 400) expect.soft([field, guardPath].some((f) => r.body.message.includes(f)), `the refusal names the field ${field}: ${r.body.message}`).toBe(true);
    };
    // The card title names its saver, so a viewer who sees both enterprises' cards tells them apart.
    const stored: Stored = { credit: [], apply: '', cards: [], probe: [], cardTitle: `${TEXT_PAYLOADS[0]}${saver.account.userName}` };

    // 信用记录: every column holds a payload, twice, each time in another column.
    const creditColumns = ['qymc', 'xmmc', 'xwlx', 'xwmc', 'xydj', 'pf', 'pjnf', 'pjrq', 'regionName', 'rdjg'];
    for (let shift = 0; shift < 2; shift++) {
      const data = Object.fromEntries(creditColumns.map((c, i) => [c, TEXT_PAYLOADS[(i + shift) % TEXT_PAYLOADS.length]]));
      stored.credit.push(await accepted('credit-record-list', data));
    }

    // 信用申报: text, textareas and the rich-text editor.
    stored.apply = await accepted('credit-apply', {
      qymc: TEXT_PAYLOADS[0],
      bz: TEXT_PAYLOADS.join('\n').slice(0, 500),
      fbnr: TEXT_PAYLOADS[2],
      cnsm: RICH_PAYLOAD,
    });

    // An uploaded file whose name is markup, for an attachment below.
    const upload = await page.request.post('/ks/file/upload', {
      headers,
      multipart: {
        fileType: 'yyzz',
        gnCoding: 'trade-project-list',
        systemCoding: 'trade_service',
        fileNo: 'att-xss',
        file: { name: UPLOAD_NAME, mimeType: 'image/png', buffer: PNG },
      },
    });
    const uploaded = (await upload.json()) as { code: number; message: string; data: { url: string; fileName: string } };
    expect(uploaded.code, uploaded.message).toBe(200);

    // 项目登记: every card line, the title, the audit ribbon and every attachment name.
    stored.cards.push(
      await accepted('trade-project-list', {
        xmmc: stored.cardTitle,
        xmbh: TEXT_PAYLOADS[9],
        zbdw: TEXT_PAYLOADS[1],
        dlgs: TEXT_PAYLOADS[2],
        ysje: TEXT_PAYLOADS[3],
        zbfs: TEXT_PAYLOADS[4],
        xmdqmc: TEXT_PAYLOADS[5],
        fbrq: TEXT_PAYLOADS[6],
        jjrj_audit_jjrj: TEXT_PAYLOADS[7],
        fileList: [
          { annexName: `${TEXT_PAYLOADS[1]}.pdf`, url: '/files/demo/zbgg.pdf' },
          { annexName: `${TEXT_PAYLOADS[2]}.jpg`, url: '/files/demo/xczp.jpg' },
          { fileName: uploaded.data.fileName, url: uploaded.data.url },
        ],
      }),
    );
    // Every dangerous address is refused as an attachment.
    for (const url of DANGEROUS_URLS) {
      await refused('trade-project-list', { xmmc: '不应保存', fileList: [{ annexName: '附件.pdf', url: '/files/demo/zbgg.pdf' }, { annexName: '附件.pdf', url }] }, 'fileList[1].url');
    }

    // The probe list (link, preview, download columns): good addresses with markup names are kept…
    stored.probe.push(
      await accepted(PROBE_NODE_ID, {
        mc: TEXT_PAYLOADS[0],
        wz: 'https://example.com/安全链接',
        yl: '/files/demo/zbgg.pdf',
        xz: '/files/demo/zbwj.pdf',
        fileList: [
          { annexName: TEXT_PAYLOADS[2], url: '/files/demo/xczp.jpg' },
          { annexName: TEXT_PAYLOADS[3], url: '/files/demo/sgtz.pdf' },
        ],
      }),
    );
    // …and so is text in the link column that is no address (it opens 查看).
    stored.probe.push(await accepted(PROBE_NODE_ID, { mc: TEXT_PAYLOADS[1], wz: TEXT_PAYLOADS[3] }));
    // The entity- and percent-encoded forms are no address in an attribute (a browser does not
    // decode them there): a link column may keep them as text, or refuse them.
    for (const url of DANGEROUS_URLS.filter((u) => !SCHEME_URLS.includes(u))) {
      const r = await save(PROBE_NODE_ID, { mc: `编码地址 ${url}`, wz: url });
      if (r.status === 200) stored.probe.push(r.body.data!.id);
      else expect.soft([r.status, r.body.message.includes('wz')], r.body.message).toEqual([400, true]);
    }
    fs.mkdirSync(path.dirname(STORED_FILE(saver.account)), { recursive: true });
    fs.writeFileSync(STORED_FILE(saver.account), JSON.stringify(stored));

    // Dangerous addresses: refused in preview and download columns and in attachments, always.
    for (const url of DANGEROUS_URLS) {
      await refused(PROBE_NODE_ID, { mc: '不应保存', yl: url }, 'yl');
      await refused(PROBE_NODE_ID, { mc: '不应保存', xz: url }, 'xz');
      await refused(PROBE_NODE_ID, { mc: '不应保存', fileList: [{ annexName: '附件.pdf', url }] }, 'fileList[0].url');
    }
    // In the link column every address a browser would read as a scheme (after stripping leading
    // spaces and controls, and the tabs and newlines inside) is refused.
    for (const url of SCHEME_URLS) await refused(PROBE_NODE_ID, { mc: '不应保存', wz: url }, 'wz');
  });
}

/** What one saver stored, as one viewer meets it. */
interface Viewed {
  saver: string;
  stored: Stored;
  /** the viewer may see the saver's records (else: none of them is listed, the form answers 404) */
  sees: boolean;
  /**
   * Every 查看, attachment, preview and download is clicked through. The savers store the same
   * payloads, so a viewer clicks through one saver's set and checks the other's rows as listed
   * (the list page itself is inspected with every row on it): the suite's time stays put.
   */
  full: boolean;
}

/**
 * The probe list shows every stored and seeded row on one page: two savers' rows and the four old
 * ones exceed the default 10 (the remembered page size, runtime/blocks/table/remember.ts). The other
 * lists need no more: what the savers stored is their newest, and the seeded cards are next.
 */
async function showAllProbeRows(page: Page): Promise<void> {
  await page.evaluate((node) => {
    localStorage.setItem(`ks.list.pageSize.${node}`, JSON.stringify({ version: '0.0.1', timestamp: Date.now(), type: 'number', data: 20 }));
  }, PROBE_NODE_ID);
}

/** One viewer opens everything each saver stored (what it may see) and the seeded old rows. */
async function viewEverything(page: Page, context: BrowserContext, account: Account, viewed: readonly Viewed[]): Promise<void> {
  const dialogs = watchDialogs(context, page);
  await loginToJudge(page, account);
  await showAllProbeRows(page);
  await enterCreditSystem(page);

  // 信用记录 and the 查看 drawer of each stored record.
  await openMenu(page, '信用记录', 'credit-record-list');
  await expect(rows(page).first()).toBeVisible();
  for (const { saver, stored, sees, full } of viewed) {
    for (const id of stored.credit) {
      if (!sees) {
        await expect(row(page, id), `${saver}'s 信用记录 ${id} is not listed`).toHaveCount(0);
        continue;
      }
      const r = row(page, id);
      // TEXT_PAYLOADS[1] sits in a shown column of both records; the drawer shows hidden ones too.
      await expect(r).toContainText(TEXT_PAYLOADS[1]);
      await expectNothingRan(context, dialogs, `信用记录 row ${id} (${saver})`);
      if (!full) continue;
      await button(r, '查看').click();
      const drawer = page.locator('.ant-drawer-open');
      await expect(drawer.locator('.ant-descriptions')).toContainText(TEXT_PAYLOADS[0]);
      await expectNothingRan(context, dialogs, `信用记录 查看 ${id} (${saver})`);
      await closeOverlays(page);
    }
  }

  // The probe list: old rows as plain text, stored rows clicked through.
  await openMenu(page, PROBE_MENU_TITLE, PROBE_NODE_ID);
  await expect(rows(page).first()).toBeVisible();
  await expectNothingRan(context, dialogs, PROBE_MENU_TITLE);
  for (let k = 0; k < SEEDED_PROBE_ROWS; k++) {
    const r = row(page, `${PROBE_NODE_ID}-old-${k + 1}`);
    await expect(r).toContainText(seededProbeName(k));
    for (const column of [PROBE_COLUMNS.wz, PROBE_COLUMNS.yl, PROBE_COLUMNS.xz, PROBE_COLUMNS.fileList]) {
      const c = await cell(page, r, column);
      await expectPlainText(c, `${seededProbeName(k)} ${column}`);
      await clickEach(page, c, context, dialogs, `${seededProbeName(k)} ${column}`);
    }
  }
  // 查看 of an old row: the drawer draws the same cells.
  await button(row(page, `${PROBE_NODE_ID}-old-1`), '查看').click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toContainText(seededProbeName(0));
  for (const column of [PROBE_COLUMNS.wz, PROBE_COLUMNS.yl, PROBE_COLUMNS.xz, PROBE_COLUMNS.fileList]) {
    const item = drawer.locator('.ant-descriptions-row').filter({ has: page.locator('th', { hasText: new RegExp(`^${column}$`) }) }).locator('td');
    await expectPlainText(item, `查看 ${seededProbeName(0)} ${column}`);
  }
  await expectNothingRan(context, dialogs, `${PROBE_MENU_TITLE} 查看`);
  await closeOverlays(page);
  for (const { saver, stored, sees, full } of viewed) {
    for (const id of stored.probe) {
      if (!sees) {
        await expect(row(page, id), `${saver}'s probe row ${id} is not listed`).toHaveCount(0);
        continue;
      }
      const r = row(page, id);
      await expect(r).toBeVisible();
      if (!full) continue;
      for (const column of [PROBE_COLUMNS.mc, PROBE_COLUMNS.wz, PROBE_COLUMNS.yl, PROBE_COLUMNS.xz, PROBE_COLUMNS.fileList]) {
        await clickEach(page, await cell(page, r, column), context, dialogs, `${PROBE_MENU_TITLE} ${id} ${column}`);
      }
    }
  }
  await expectNothingRan(context, dialogs, `${PROBE_MENU_TITLE} stored rows`);

  // 信用申报: the stored form, rich text included, in read mode.
  for (const { saver, stored, sees } of viewed) {
    const detail = page.waitForResponse((r) => r.url().endsWith('/ks/monitor/record/detail'));
    await page.goto(`/dynamicPage/dynamicDetail?id=credit-apply&recordId=${stored.apply}`);
    const answer = await detail;
    if (sees) {
      expect(answer.status(), `${saver}'s 信用申报`).toBe(200);
      await expect(page.getByText('链接1').first()).toBeVisible();
      await expect(page.getByText('正文').first()).toBeVisible();
      await expectNothingRan(context, dialogs, `信用申报 read mode (${saver})`);
    } else {
      expect(answer.status(), `${saver}'s 信用申报`).toBe(404);
      await expect(page.getByText('链接1')).toHaveCount(0);
    }
  }

  // 项目登记 cards: every attachment of the stored card, the old cards as plain text.
  await page.goto('/judge');
  await page.getByRole('button', { name: '进入公共资源交易服务系统' }).click();
  await openMenu(page, '项目登记', 'trade-project-list');
  const cards = page.locator('.ks-card-item');
  await expect(cards.first()).toBeVisible();
  for (const { saver, stored, sees, full } of viewed) {
    const storedCard = cards.filter({ hasText: stored.cardTitle });
    if (!sees) {
      await expect(storedCard, `${saver}'s card is not listed`).toHaveCount(0);
      continue;
    }
    await expect(storedCard).toHaveCount(stored.cards.length);
    // The audit ribbon sits beside the card, in the ribbon's wrapper.
    await expect(page.locator('.ant-ribbon-wrapper').filter({ has: storedCard }).locator('.ant-ribbon')).toContainText(TEXT_PAYLOADS[7]);
    await expectNothingRan(context, dialogs, `项目登记 stored card (${saver})`);
    if (!full) continue;
    const files = storedCard.locator('.ks-card-files');
    const more = files.getByRole('button', { name: /^更多/ });
    if (await more.count()) await more.click();
    await expect(files).toContainText(TEXT_PAYLOADS[1]);
    expect(await clickEach(page, files, context, dialogs, `项目登记 stored card attachments (${saver})`)).toBe(3);
  }
  for (let k = 0; k < SEEDED_CARDS; k++) {
    const card = cards.filter({ hasText: seededCardName(k) });
    await expect(card).toHaveCount(1);
    const files = card.locator('.ks-card-files');
    const more = files.getByRole('button', { name: /^更多/ });
    if (await more.count()) await more.click();
    await expect(files).toContainText(`旧附件${k + 1}-1.pdf`);
    await expectPlainText(files, `${seededCardName(k)} attachments`);
    await clickEach(page, files, context, dialogs, `${seededCardName(k)} attachments`);
  }
  await expectNothingRan(context, dialogs, '项目登记');
}

/**
 * The viewers, by account: whose records each may see, and whose set it clicks through. M and D
 * see both enterprises; U2 sees its own (the seeded old rows are its own too, clicked through
 * above); admin_js manages 江苏省 only, so it sees U2's (秦川) and none of U's (华建, 浙江省).
 */
const VIEWERS: ReadonlyArray<{ label: string; account: Account; sees: readonly Account[]; clicksThrough: Account | null }> = [
  { label: 'M', account: ADMIN, sees: [ENTERPRISE, ENTERPRISE2], clicksThrough: ENTERPRISE },
  { label: 'D', account: DEVELOPER, sees: [ENTERPRISE, ENTERPRISE2], clicksThrough: ENTERPRISE },
  { label: 'U2 (another enterprise, its own stored rows)', account: ENTERPRISE2, sees: [ENTERPRISE2], clicksThrough: null },
  { label: 'admin_js (江苏省 only)', account: ADMIN_JS, sees: [ENTERPRISE2], clicksThrough: ENTERPRISE2 },
];

for (const viewer of VIEWERS) {
  test(`${viewer.label} opens every page, 查看, attachment, preview and download: nothing runs`, async ({ page, context }) => {
    test.setTimeout(300_000);
    const viewed = SAVERS.map(({ label, account }): Viewed => {
      expect(fs.existsSync(STORED_FILE(account)), `the saving test of ${label} ran first`).toBe(true);
      const stored = JSON.parse(fs.readFileSync(STORED_FILE(account), 'utf8')) as Stored;
      return { saver: label, stored, sees: viewer.sees.includes(account), full: viewer.clicksThrough === account };
    });
    await viewEverything(page, context, viewer.account, viewed);
  });
}
