import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { StoredRecord } from '../db/repos/records';
import { FILE_LIST_KEY } from '../../schemas/attachments';
import { FILES_CHANGE_FIELD, type ChangeFile, type ChangeItem } from '../../schemas/change-request';
import { badRequest } from '../errors';
import type { RecordNode } from '../records/list-node';
import { acceptData, loadRecordRules, NO_FORM_RULES } from '../records/record-rules';
import { recordProblems } from '../../schemas/record-check';

/**
 * A passed change writes its new values into the record: they are held to the checks of a save of
 * the record (server/records/save.ts): the URL policy, the form's rules in draft mode and rich-text
 * sanitising, through the save's own `acceptData`. Run when the change is saved (so a change that
 * could not pass them is refused then, with the save's message, and nothing is stored), again on
 * submit and at the pass (the node's configs, or the stored change, may have changed since).
 */

/** The record's data with the change applied, as a save would store it; 400 with the save's message otherwise. */
export async function changedRecordData(
  db: Kysely<Database>,
  node: RecordNode,
  record: StoredRecord,
  change: { dataList: readonly ChangeItem[]; fileList: readonly ChangeFile[] | null },
): Promise<Record<string, unknown>> {
  const rules = await loadRecordRules(db, node);
  // A save to a node whose records no form describes is refused: so is a change written into one.
  if (!rules.form) throw badRequest(NO_FORM_RULES);
  const values = change.dataList.filter((d) => d.changeField !== FILES_CHANGE_FIELD).map((d) => [d.changeField, d.newValue]);
  const changed = { ...record.data, ...Object.fromEntries(values), ...(change.fileList ? { [FILE_LIST_KEY]: change.fileList } : {}) };
  const accepted = acceptData(rules, changed, 'draft');
  // A field the form requires may not be emptied by a change (the record was complete when it was
  // audited); fields the change leaves alone are not asked about here.
  const touched = new Set(values.map(([code]) => code as string));
  const emptied = recordProblems(rules.form, accepted, 'submit').find((p) => touched.has(p.field));
  if (emptied) throw badRequest(emptied.message);
  return accepted;
}

/** The change's items with their new values as the save stores them (rich text sanitised, signed links canonical). */
export const storedItems = (items: readonly ChangeItem[], data: Record<string, unknown>): ChangeItem[] =>
  items.map((item) => (item.changeField === FILES_CHANGE_FIELD || !Object.hasOwn(data, item.changeField) ? item : { ...item, newValue: data[item.changeField] as ChangeItem['newValue'] }));
