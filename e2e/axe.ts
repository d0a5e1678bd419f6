import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './helpers';
import { withDeadline } from '../server/test/deadline';

/** The WCAG 2.1 AA rule sets GB/T 37668-2019 aligns with (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface PageAudit {
  page: string;
  violations: Array<{ rule: string; impact: string; nodes: number; targets: string[] }>;
}

/**
 * Runs axe over the page as the user sees it now (open dialogs and drawers included), prints the
 * rules and node counts, and fails on any critical or serious violation, naming the elements.
 */
export async function audit(page: Page, name: string, skip: { frames?: string[] } = {}): Promise<PageAudit> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // A sandboxed frame runs no script, so axe cannot run inside it and waits for it until its own
  // timeout; the caller checks such a frame's document itself.
  for (const frame of skip.frames ?? []) builder.exclude(frame);
  // axe runs inside the page: a page that never answers fails here, by name, not at the test's end.
  const result = await withDeadline(builder.analyze(), 60_000, `axe 检查 ${name}`);
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
