import type { Kysely } from 'kysely';
import { check, FormConfig, ListConfig } from '../../schemas';
import { problemsData, recordProblems, recordRefusal, type RecordCheckMode, type RecordProblem } from '../../schemas/record-check';
import { fieldTraits } from '../../schemas/field-types';
import { pageKind } from '../../schemas/page-kinds';
import { refusedUrlPath, urlRefusal, type UrlUse } from '../../schemas/url-policy';
import type { Database } from '../db/types';
import { badRequest } from '../errors';
import type { RecordNode } from './list-node';
import { sanitizeRichText } from './sanitize';
import { FILE_LIST_KEY, missingRequiredAttachment, type AttachmentType } from '../../schemas/attachments';
import { unsignRecordFiles } from './file-urls';
import type { LevelSetup } from '../../schemas/credit-levels';

/**
 * What the server knows about the values of a node's records, from the configs that show them:
 * the detail form of the records node (its rules, its rich-text fields) and the URL-bearing
 * columns of every list over those records.
 */
export interface RecordRules {
  form: FormConfig | null;
  urlKeys: Map<string, UrlUse>;
  /** The node's typed attachments (table attachment_types): required ones are checked on submit. */
  attachmentTypes: AttachmentType[];
  /** Which fields hold the score, year and level (ListConfig.level of a list over these records). */
  level?: LevelSetup;
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

/** Reads the form and list configs bound to `node`'s records (one query over its system's nodes) and its attachment types. */
export async function loadRecordRules(db: Kysely<Database>, node: RecordNode): Promise<RecordRules> {
  // Side by side: two statements in series hold a connection twice as long on PostgreSQL.
  const [rows, types] = await Promise.all([
    db.selectFrom('nodes').select(['id', 'kind', 'config']).where('system_coding', '=', node.systemCoding).execute(),
    db
      .selectFrom('attachment_types')
      .select(['annex_no', 'annex_name', 'annex_format', 'annex_size', 'is_required'])
      .where('gn_coding', 'in', [...new Set([node.nodeId, node.recordsNodeId])])
      .orderBy('sort')
      .execute(),
  ]);
  let form: FormConfig | null = null;
  const urlKeys = new Map<string, UrlUse>();
  let level: LevelSetup | undefined;
  for (const row of rows) {
    const opens = pageKind(row.kind)?.opens;
    if (opens === undefined) continue;
    if (opens === 'detail') {
      if (row.id === node.recordsNodeId) form = parsed<FormConfig>(FormConfig, row.config);
      continue;
    }
    const list = parsed<ListConfig>(ListConfig, row.config);
    if (!list || (list.formNodeId ?? row.id) !== node.recordsNodeId) continue;
    // A list that keeps its own records (no detail node) names the form they are checked against.
    if (row.id === node.recordsNodeId && list.recordForm) form = { kind: 'form', title: list.title, groups: list.recordForm.groups };
    level ??= list.level;
    for (const column of list.columns) {
      const use = column.type ? URL_COLUMNS[column.type] : undefined;
      // 'resource' is the stricter use: a key shown both ways is held to it.
      if (use && urlKeys.get(column.bianma ?? column.code) !== 'resource') urlKeys.set(column.bianma ?? column.code, use);
    }
  }
  const attachmentTypes = types.map((t) => ({ annexNo: t.annex_no, annexName: t.annex_name, annexFormat: t.annex_format, annexSize: t.annex_size, isRequired: t.is_required }));
  return { form, urlKeys, attachmentTypes, level };
}

/** The form's problems plus, on submit, the first required attachment type without a file (spec 001 §5.1 rule 4). */
function problemsOf(rules: RecordRules, data: Record<string, unknown>, mode: RecordCheckMode) {
  const problems = rules.form ? recordProblems(rules.form, data, mode) : [];
  const missing = mode === 'submit' ? missingRequiredAttachment(rules.attachmentTypes, Object.hasOwn(data, FILE_LIST_KEY) ? data[FILE_LIST_KEY] : undefined) : null;
  return missing ? [...problems, { field: FILE_LIST_KEY, message: missing, atField: missing }] : problems;
}

/** The 400 of a refused save or submit: the sentence, and in `data.problems` each field's words at the field. */
export const refusal = (mode: RecordCheckMode, problems: readonly RecordProblem[]) => badRequest(recordRefusal(mode, problems), problemsData(problems));

/** A save to a node whose records no form describes (no detail form, no `recordForm` on its list). */
export const NO_FORM_RULES = '该功能节点未配置表单，不能保存记录：请先在设计器中为它配置表单（详情节点或列表的记录表单）';

/**
 * The data as it will be stored, or a 400 naming what is wrong: a URL the policy refuses, or — on
 * a form node — a value breaking the form's rules (`submit` also demands the required fields).
 * Only the form's rich-text values (types with `richText`, e.g. editor) are changed: they are sanitised.
 */
export function acceptData(rules: RecordRules, sent: Record<string, unknown>, mode: RecordCheckMode): Record<string, unknown> {
  // A client sends back the signed links it read: stored data keeps the canonical address.
  const data = unsignRecordFiles(sent);
  const badUrl = refusedUrlPath(data, rules.urlKeys);
  if (badUrl !== null) throw badRequest(urlRefusal(badUrl));
  if (!rules.form) {
    const problems = problemsOf(rules, data, mode);
    if (problems.length) throw refusal(mode, problems);
    return data;
  }
  const out = { ...data };
  for (const item of rules.form.groups.flatMap((g) => g.items)) {
    const value = Object.hasOwn(out, item.bianma) ? out[item.bianma] : undefined;
    if (fieldTraits(item.type)?.richText && typeof value === 'string') out[item.bianma] = sanitizeRichText(value);
  }
  // Checked as stored: rich text that only held markup the sanitiser removed is empty.
  const problems = problemsOf(rules, out, mode);
  if (problems.length) throw refusal(mode, problems);
  return out;
}

/** The form's rules on a stored record's data before it is submitted; null when they hold. */
export function submitRefusal(rules: RecordRules, data: Record<string, unknown>): { message: string; data: ReturnType<typeof problemsData> } | null {
  const problems = problemsOf(rules, data, 'submit');
  return problems.length ? { message: recordRefusal('submit', problems), data: problemsData(problems) } : null;
}
