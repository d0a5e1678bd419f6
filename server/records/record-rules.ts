import type { Kysely } from 'kysely';
import { check, FormConfig, ListConfig } from '../../schemas';
import { recordProblems, recordRefusal, type RecordCheckMode } from '../../schemas/record-check';
import { fieldTraits } from '../../schemas/field-types';
import { pageKind } from '../../schemas/page-kinds';
import { refusedUrlPath, urlRefusal, type UrlUse } from '../../schemas/url-policy';
import type { Database } from '../db/types';
import { badRequest } from '../errors';
import type { RecordNode } from './list-node';
import { sanitizeRichText } from './sanitize';

/**
 * What the server knows about the values of a node's records, from the configs that show them:
 * the detail form of the records node (its rules, its rich-text fields) and the URL-bearing
 * columns of every list over those records.
 */
export interface RecordRules {
  form: FormConfig | null;
  urlKeys: Map<string, UrlUse>;
}

const URL_COLUMNS: Readonly<Record<string, UrlUse>> = { preview: 'resource', download: 'resource', link: 'link' };

function parsed<T>(schema: typeof FormConfig | typeof ListConfig, text: string): T | null {
  try {
    const result = check(schema, JSON.parse(text));
    return result.ok ? (result.value as T) : null;
  } catch {
    return null;
  }
}

/** Reads the form and list configs bound to `node`'s records (one query over its system's nodes). */
export async function loadRecordRules(db: Kysely<Database>, node: RecordNode): Promise<RecordRules> {
  const rows = await db
    .selectFrom('nodes')
    .select(['id', 'kind', 'config'])
    .where('system_coding', '=', node.systemCoding)
    .execute();
  let form: FormConfig | null = null;
  const urlKeys = new Map<string, UrlUse>();
  for (const row of rows) {
    const opens = pageKind(row.kind)?.opens;
    if (opens === undefined) continue;
    if (opens === 'detail') {
      if (row.id === node.recordsNodeId) form = parsed<FormConfig>(FormConfig, row.config);
      continue;
    }
    const list = parsed<ListConfig>(ListConfig, row.config);
    if (!list || (list.formNodeId ?? row.id) !== node.recordsNodeId) continue;
    for (const column of list.columns) {
      const use = column.type ? URL_COLUMNS[column.type] : undefined;
      // 'resource' is the stricter use: a key shown both ways is held to it.
      if (use && urlKeys.get(column.bianma ?? column.code) !== 'resource') urlKeys.set(column.bianma ?? column.code, use);
    }
  }
  return { form, urlKeys };
}

/**
 * The data as it will be stored, or a 400 naming what is wrong: a URL the policy refuses, or — on
 * a form node — a value breaking the form's rules (`submit` also demands the required fields).
 * Only the form's rich-text values (types with `richText`, e.g. editor) are changed: they are sanitised.
 */
export function acceptData(rules: RecordRules, data: Record<string, unknown>, mode: RecordCheckMode): Record<string, unknown> {
  const badUrl = refusedUrlPath(data, rules.urlKeys);
  if (badUrl !== null) throw badRequest(urlRefusal(badUrl));
  if (!rules.form) return data;
  const out = { ...data };
  for (const item of rules.form.groups.flatMap((g) => g.items)) {
    const value = Object.hasOwn(out, item.bianma) ? out[item.bianma] : undefined;
    if (fieldTraits(item.type)?.richText && typeof value === 'string') out[item.bianma] = sanitizeRichText(value);
  }
  // Checked as stored: rich text that only held markup the sanitiser removed is empty.
  const problems = recordProblems(rules.form, out, mode);
  if (problems.length) throw badRequest(recordRefusal(mode, problems));
  return out;
}

/** The form's rules on a stored record's data before it is submitted; null when they hold. */
export function submitRefusal(rules: RecordRules, data: Record<string, unknown>): string | null {
  if (!rules.form) return null;
  const problems = recordProblems(rules.form, data, 'submit');
  return problems.length ? recordRefusal('submit', problems) : null;
}
