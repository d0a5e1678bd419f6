import type { FieldOption } from '../../../schemas/form';
import { carriesFiles, CHANGE_MESSAGES, changeProblem, fieldsOfType, FILES_CHANGE_FIELD, filesItem, type ChangeFile, type ChangeItem, type ChangeRecord, type SaveChangeBody } from '../../../schemas/change-request';
import type { ChangeFieldsAnswer, ChangeTarget } from './change-services';

/** A file of the explanation attachment: its (signed) link and its name. */
export interface ExplanationFile {
  url: string;
  fileName: string;
}

/** What the initiator and the auditor fill in; the dialog's one piece of editable state. */
export interface ChangeForm {
  /** codes along the type tree, root first */
  typePath: string[];
  logbook: string;
  /** the explanation attachment's files */
  attachments: ExplanationFile[];
  /** new values by field code (only for an information change) */
  values: Record<string, unknown>;
  /** the record's files after the change; null: as they are (only an information change carries them) */
  files: ChangeFile[] | null;
  auditRecord: string;
}

export const EMPTY_FORM: ChangeForm = { typePath: [], logbook: '', attachments: [], values: {}, files: null, auditRecord: '' };

const isFilesItem = (d: ChangeItem) => d.changeField === FILES_CHANGE_FIELD;

/** A stored round's explanation files: by name as the server answers them (older answers: the urls alone). */
function explanationOf(change: ChangeRecord): ExplanationFile[] {
  if (change.attachmentFiles) return change.attachmentFiles;
  return change.attachment ? change.attachment.split(',').filter(Boolean).map((url, i) => ({ url, fileName: `变更说明附件 ${i + 1}` })) : [];
}

/** The form of a stored round (a rejected round's data prefills the next one). */
export function formOf(change: ChangeRecord): ChangeForm {
  return {
    typePath: change.changeTypeCode ? change.changeTypeCode.split('/') : [],
    logbook: change.logbook,
    attachments: explanationOf(change),
    values: Object.fromEntries(change.dataList.filter((d) => !isFilesItem(d)).map((d) => [d.changeField, d.newValue])),
    files: change.fileList,
    auditRecord: change.auditRecord,
  };
}

/** The labels of a code path in the type tree (变更类型 is sent as labels joined by /). */
export function labelPath(tree: readonly FieldOption[], codes: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly FieldOption[] | undefined = tree;
  for (const code of codes) {
    const found: FieldOption | undefined = level?.find((o) => String(o.value) === code);
    if (!found) break;
    labels.push(String(found.label));
    level = found.children;
  }
  return labels;
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

/** The items of a change: every open field of its type whose new value differs from the record's. */
export function itemsOf(form: ChangeForm, fields: ChangeFieldsAnswer | null): ChangeItem[] {
  if (!fields) return [];
  const values = fieldsOfType(fields.fields, form.typePath.join('/'))
    // a required value emptied stays an item: changeProblem refuses it in the field's words (issue 45 point 6)
    .filter((f) => !f.readonly && form.values[f.code] !== undefined && !same(form.values[f.code], fields.map[f.code]))
    .map((f) => ({ changeField: f.code, newValue: (form.values[f.code] ?? null) as ChangeItem['newValue'], dataType: f.type }));
  const files = filesItem(fields.files, filesOf(form));
  return files ? [...values, files] : values;
}

/** The record files the change carries: only an information (or time) change carries any. */
const filesOf = (form: ChangeForm): ChangeFile[] | null => (carriesFiles(form.typePath.join('/')) ? form.files : null);

/** The save call's body: `id` of the round being saved, none for a new round. */
export function saveBodyOf(target: ChangeTarget, form: ChangeForm, tree: readonly FieldOption[], fields: ChangeFieldsAnswer | null, id?: string): SaveChangeBody {
  return {
    gnCoding: target.gnCoding,
    systemCoding: target.systemCoding,
    businessId: target.businessId,
    ...(id ? { id } : {}),
    changeType: labelPath(tree, form.typePath).join('/'),
    changeTypeCode: form.typePath.join('/'),
    logbook: form.logbook,
    attachment: form.attachments.map((f) => f.url).join(','),
    dataList: itemsOf(form, fields),
    ...(filesOf(form) ? { fileList: filesOf(form)! } : {}),
  };
}

/**
 * The first refusal of the save (changeProblem, the server's own function) and the value to clear:
 * a score out of 0 … highest and an end before its start are emptied in the input as well.
 */
export function saveProblem(form: ChangeForm, fields: ChangeFieldsAnswer | null): { message: string; clear?: string } | null {
  const info = fields?.curInfo;
  const setup = {
    scoreField: info?.scoreField ?? undefined,
    highest: info?.highest ?? undefined,
    startField: info?.startField ?? undefined,
    endField: info?.endField ?? undefined,
    fields: fields?.fields,
    annexTypes: fields?.annexTypes,
    files: fields?.files,
    // the record's values: an end changed alone still meets the stored start
    values: fields?.map,
  };
  const draft = { changeTypeCode: form.typePath.join('/'), logbook: form.logbook, attachment: form.attachments.map((f) => f.url).join(','), dataList: itemsOf(form, fields), fileList: filesOf(form) };
  const message = changeProblem(draft, setup);
  if (!message) return null;
  if (message === CHANGE_MESSAGES.endBeforeStart) return { message, clear: setup.endField };
  const highest = setup.highest;
  const scoreMessages: string[] = [CHANGE_MESSAGES.scoreBelowZero, ...(highest !== undefined ? [CHANGE_MESSAGES.scoreTooHigh(highest)] : [])];
  return scoreMessages.includes(message) ? { message, clear: setup.scoreField } : { message };
}
