/**
 * The `test` every browser test imports: Playwright's own, plus a Content-Security-Policy watch on
 * every page and frame of the test's browser context. A test fails when anything the server's
 * policy (server/http/security-headers.ts) blocks was attempted: an inline script or style, an
 * eval, a frame, image or worker from a source the policy does not list. The failure names the
 * violated directive, the blocked URI and where it happened (docs/security.md "Running the suites").
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

// Specs import everything from here (types such as Page and Locator included); `test` is ours.
export * from '@playwright/test';

/** One blocked attempt, as the browser reported it. */
export interface CspViolation {
  /** 'event': a securitypolicyviolation event in a document; 'console': the browser's console error. */
  via: 'event' | 'console';
  directive: string;
  blockedURI: string;
  /** Where it came from: the document (and for events the script file and line, if known). */
  where: string;
  /** The first characters of a blocked inline script/style, when the policy asks for samples. */
  sample: string;
}

declare global {
  interface Window {
    /** Violations seen in this document (the init script keeps them here as well). */
    __cspViolations?: Array<Omit<CspViolation, 'via'>>;
    __cspReport?: (v: Omit<CspViolation, 'via'>) => Promise<void>;
  }
}

/** Runs in every document and frame before its own scripts: reports each violation at once. */
function listenForViolations(): void {
  if (window.__cspViolations) return;
  const seen: Array<Omit<CspViolation, 'via'>> = [];
  window.__cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const v = {
        directive: e.effectiveDirective || e.violatedDirective,
        blockedURI: e.blockedURI,
        where: `${e.documentURI}${e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''}`,
        sample: e.sample,
      };
      seen.push(v);
      // The document may go away (a closed preview dialog, a navigation): tell the test now.
      window.__cspReport?.(v).catch(() => undefined);
    },
    true,
  );
}

const CSP_CONSOLE = /Content[\s-]Security[\s-]Policy/i;

/**
 * Starts watching `context` (every page, every frame, from now on) and collects into `sink`. The
 * `context` fixture of `test` below does this for each test; a test that opens a context of its
 * own calls it and asserts with `expectNoCspViolations`.
 */
export async function watchCsp(context: BrowserContext, sink: CspViolation[]): Promise<void> {
  await context.exposeBinding('__cspReport', (_source, v: Omit<CspViolation, 'via'>) => {
    sink.push({ via: 'event', ...v });
  });
  await context.addInitScript(listenForViolations);
  context.on('console', (msg) => {
    if (msg.type() !== 'error' || !CSP_CONSOLE.test(msg.text())) return;
    const page = msg.page();
    sink.push({ via: 'console', directive: directiveIn(msg.text()), blockedURI: '', where: page ? page.url() : 'worker', sample: msg.text() });
  });
}

/** The directive a console message of Chromium names ("…the following Content Security Policy directive: "x y"…"). */
function directiveIn(text: string): string {
  return /directive:?\s*"([^"]+)"/.exec(text)?.[1] ?? '';
}

/** One line per violation: what was blocked, by which directive, where. */
export function describeViolations(list: readonly CspViolation[]): string {
  return list
    .map((v, i) => {
      const what = v.via === 'event' ? `blocked ${v.blockedURI || '(inline)'} by ${v.directive}` : `console: ${v.sample}`;
      return `${i + 1}. ${what} — at ${v.where}${v.via === 'event' && v.sample ? ` — sample: ${v.sample}` : ''}`;
    })
    .join('\n');
}

/** Fails with every collected violation listed. */
export function expectNoCspViolations(list: readonly CspViolation[]): void {
  expect(list.length, `Content-Security-Policy violations:\n${describeViolations(list)}`).toBe(0);
}

export const test = base.extend<{ cspViolations: CspViolation[]; cspGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
  cspViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations }, use) => {
    await watchCsp(context, cspViolations);
    await use(context);
  },
  cspGuard: [
    async ({ context, cspViolations }, use) => {
      await use();
      // Reports still on their way from the pages (exposeBinding and console are asynchronous).
      for (const page of context.pages()) await page.evaluate(() => 0).catch(() => undefined);
      expectNoCspViolations(cspViolations);
    },
    { auto: true },
  ],
});
