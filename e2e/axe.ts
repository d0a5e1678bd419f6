import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';
import { animationsSettled } from './helpers';
import { withDeadline } from '../server/test/deadline';

/** The WCAG 2.1 AA rule sets GB/T 37668-2019 aligns with (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe-core build @axe-core/playwright itself injects (its own dependency, one version). */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

export interface PageAudit {
  page: string;
  violations: Array<{ rule: string; impact: string; nodes: number; targets: string[] }>;
}

/**
 * Puts axe into a document once: the app changes pages without reloading (the walker's openInApp),
 * so one injection serves every later audit of that document. AxeBuilder injected the 500 KB source
 * into every frame on each call and finished each run in a new blank page: two to four times the
 * time of the run itself (e2e/a11y-axe and the dead-end walker were most of the browser stage).
 */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
}

/** Same-origin child frames get axe too, as AxeBuilder gave them; frames the caller skips do not. */
async function injectFrames(page: Page, skipped: string[]): Promise<void> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const element = await frame.frameElement().catch(() => null);
    if (!element) continue;
    if (await element.evaluate((el, selectors) => selectors.some((s) => (el as Element).matches(s)), skipped)) continue;
    // A frame that navigates or goes away while we look is not part of the page any more.
    await ensureAxe(frame).catch(() => undefined);
  }
}

/**
 * Runs axe over the page as the user sees it now (open dialogs and drawers included), prints the
 * rules and node counts, and fails on any critical or serious violation, naming the elements.
 */
export async function audit(page: Page, name: string, skip: { frames?: string[] } = {}): Promise<PageAudit> {
  await animationsSettled(page);
  // A sandboxed frame runs no script, so axe cannot run inside it and would wait for it; the caller
  // checks such a frame's document itself.
  const skipped = skip.frames ?? [];
  const run = async (): Promise<AxeResults> => {
    await ensureAxe(page.mainFrame());
    await injectFrames(page, skipped);
    const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
    return page.evaluate(
      ([exclude, opts]) => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
        return axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, opts);
      },
      [skipped, options] as const,
    );
  };
  // axe runs inside the page: a page that never answers fails here, by name, not at the test's end.
  const result = await withDeadline(run(), 60_000, `axe 检查 ${name}`);
  const violations = result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
    targets: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`),
  }));
  const line = violations.length
    ? violations.map((v) => `${v.rule} (${v.impact}) ${v.nodes}`).join(', ')
    : 'no violations';
  console.log(`[axe] ${name}: ${result.passes.length} rules pass; ${line}`);
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  for (const v of blocking) console.log(`[axe]   ${v.rule}:\n${v.targets.map((t) => `        ${t}`).join('\n')}`);
  expect.soft(blocking.map((v) => `${v.rule} (${v.impact}) on ${v.nodes}: ${v.targets.slice(0, 3).join(' | ')}`), `axe: ${name}`).toEqual([]);
  return { page: name, violations };
}
