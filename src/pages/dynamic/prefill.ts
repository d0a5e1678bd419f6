import { isField, type Form } from '@formily/core';
import type { FormConfig, FormPrefill } from '../../../schemas/form';
import type { Role } from '../../../schemas/roles';
import { pageKind } from '../../../schemas/page-kinds';
import { post } from '../../api/client';
import { formItemsOf } from '../../../schemas/column-labels';
import type { NodePreview } from './detail-calls';

/**
 * A new record filled in from a call (the form config's `prefill`, docs/forms.md "Filled in from a
 * call"): 信用申报 starts with the enterprise's 企业名称 and 统一社会信用代码 from
 * /ks/credit/record/auto-retrieve. Configuration over the engine: any form may name a call and
 * which of its answer's keys fill which fields.
 */

/** The node's prefill for a user of `role`, or null: not a form, no prefill, or not for this role. */
export function prefillOf(node: NodePreview, role: Role): FormPrefill | null {
  if (pageKind(node.kind)?.ownRecords !== true || typeof node.config !== 'object' || node.config === null) return null;
  const prefill = (node.config as FormConfig).prefill;
  if (!prefill || (prefill.roles && !prefill.roles.includes(role))) return null;
  return prefill;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/**
 * A new record's switch holds 否 (false) from the start (withStartValues, runtime/core/compile.ts):
 * untouched, that is no one's answer yet, so the prefill may set it. Prefill runs for new records
 * only, and a user's own 否 marks the field modified.
 */
const unanswered = (v: unknown) => isEmpty(v) || v === false;

/** The form's values the answer gives (by bianma), leaving out keys the answer has no value for. */
export function prefillValues(answer: unknown, fields: FormPrefill['fields']): Record<string, unknown> {
  if (typeof answer !== 'object' || answer === null) return {};
  const values: Record<string, unknown> = {};
  for (const [bianma, key] of Object.entries(fields)) {
    const value = (answer as Record<string, unknown>)[key];
    if (!isEmpty(value)) values[bianma] = value;
  }
  return values;
}

/**
 * Puts `values` into the fields still empty that the user has not touched: what they typed (even
 * typed and cleared again) and what a stored record brought are never overwritten. The answer may
 * come after the user started filling the form. Returns the bianma filled.
 */
export function fillEmpty(form: Form, values: Record<string, unknown>): string[] {
  const filled: string[] = [];
  for (const [bianma, value] of Object.entries(values)) {
    const field = form.query(bianma).take();
    if ((isField(field) && field.modified) || !unanswered(form.getValuesIn(bianma))) continue;
    form.setValuesIn(bianma, value);
    filled.push(bianma);
  }
  return filled;
}

/** Fetches the answer, quietly: a refusal or a network failure leaves the form blank, no dialog. */
export const fetchPrefill = (url: string): Promise<unknown> => post<unknown>(url, {}, { quiet: true });

/**
 * Fills a new record's form from its prefill call. Never rejects: a failed call fills nothing (the
 * form stays blank and usable), and a form the page has left meanwhile is filled to no one's sight.
 */
export async function runPrefill(form: Form, prefill: FormPrefill, fetch: (url: string) => Promise<unknown> = fetchPrefill): Promise<string[]> {
  try {
    return fillEmpty(form, prefillValues(await fetch(prefill.url), prefill.fields));
  } catch {
    return [];
  }
}

/**
 * Fills a new record from values its opener handed over (a calendar's free slot: the room and the
 * times, docs/page-kinds/calendar.md): text values of the form's own fields only, where still empty.
 */
export function fillFromState(form: Form, fill: unknown, config: unknown): string[] {
  if (typeof fill !== 'object' || fill === null) return [];
  const own = new Set(formItemsOf((config as Partial<FormConfig> | null)?.groups).map((i) => i.bianma));
  const values: Record<string, unknown> = {};
  for (const [bianma, value] of Object.entries(fill)) if (typeof value === 'string' && own.has(bianma)) values[bianma] = value;
  return fillEmpty(form, values);
}
