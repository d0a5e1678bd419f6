import { Type, type Static } from '@sinclair/typebox';
import { FieldOption } from './form';

/**
 * The dictionary manager (docs/dictionaries.md): option lists that dropdowns load by `displayCode`,
 * edited as a tree of {label, value, children, isDisabled}. The same checks run in the designer's
 * tree editor and in the server's save, so both show the same Chinese messages.
 */

/** Deepest level a list may have (province → city → county → … ; the import template has as many). */
export const DICTIONARY_MAX_DEPTH = 5;
/** Most options in one list. */
export const DICTIONARY_MAX_ITEMS = 5000;
export const DICTIONARY_MAX_LABEL = 256;
export const DICTIONARY_MAX_VALUE = 128;
/** Largest .xlsx the import accepts. */
export const DICTIONARY_MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Codes a field may use: the same shape as a bianma, so the code can be typed into a field's 字典编码. */
export const DISPLAY_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,63}$';

export const DictionaryKey = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统（空为全部系统共用）' })),
  },
  { additionalProperties: false },
);
export type DictionaryKey = Static<typeof DictionaryKey>;

const Items = Type.Array(Type.Ref(FieldOption), { maxItems: DICTIONARY_MAX_ITEMS, title: '字典项' });

export const CreateDictionaryBody = Type.Object(
  {
    displayCode: Type.String({ pattern: DISPLAY_CODE_PATTERN, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统' })),
    name: Type.String({ minLength: 1, maxLength: 128, title: '字典名称' }),
    items: Items,
  },
  { additionalProperties: false },
);
export type CreateDictionaryBody = Static<typeof CreateDictionaryBody>;

export const SaveDictionaryBody = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统' })),
    name: Type.String({ minLength: 1, maxLength: 128, title: '字典名称' }),
    items: Items,
    /** The version the editor started from: a save over a newer one is refused (409). */
    version: Type.Integer({ minimum: 0, title: '版本号' }),
  },
  { additionalProperties: false },
);
export type SaveDictionaryBody = Static<typeof SaveDictionaryBody>;

export const RollbackDictionaryBody = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统' })),
    version: Type.Integer({ minimum: 1, title: '要恢复的版本号' }),
  },
  { additionalProperties: false },
);
export type RollbackDictionaryBody = Static<typeof RollbackDictionaryBody>;

export const DictionaryVersionQuery = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统' })),
    version: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: '版本号' }),
  },
  { additionalProperties: false },
);

export const DictionarySummary = Type.Object({
  systemCoding: Type.String(),
  displayCode: Type.String(),
  name: Type.String(),
  itemCount: Type.Integer(),
  version: Type.Integer(),
  usageCount: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});
export type DictionarySummary = Static<typeof DictionarySummary>;

export const DictionaryDetail = Type.Object({
  systemCoding: Type.String(),
  displayCode: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  items: Type.Array(Type.Ref(FieldOption)),
});
export type DictionaryDetail = Static<typeof DictionaryDetail>;

export const DictionaryVersionEntry = Type.Object({
  version: Type.Integer(),
  name: Type.String(),
  itemCount: Type.Integer(),
  action: Type.String(),
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  savedAt: Type.String(),
  savedBy: Type.String(),
});
export type DictionaryVersionEntry = Static<typeof DictionaryVersionEntry>;

/** One field whose dropdown loads this list. */
export const DictionaryUse = Type.Object({
  systemCoding: Type.String(),
  nodeId: Type.String(),
  nodeTitle: Type.String(),
  bianma: Type.String(),
  fieldName: Type.String(),
});
export type DictionaryUse = Static<typeof DictionaryUse>;

/** A row of an import file that was refused: its sheet row number and why. */
export const ImportRowProblem = Type.Object({ row: Type.Integer(), reason: Type.String() });
export type ImportRowProblem = Static<typeof ImportRowProblem>;
/** `data` of a refused import: every problem, and the rows that caused them. */
export const ImportRefused = Type.Object({ problems: Type.Array(Type.String()), rows: Type.Array(ImportRowProblem) });
export type ImportRefused = Static<typeof ImportRefused>;

/** The text fields sent beside the .xlsx of an import (multipart: checked by the route, not Fastify). */
export const DictionaryImportFields = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64, title: '字典编码' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '所属系统' })),
    /** The version the page shows; an import over a newer one is refused (409). Absent: the current one. */
    version: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', title: '版本号' })),
  },
  { additionalProperties: false },
);
export type DictionaryImportFields = Static<typeof DictionaryImportFields>;

/** The import template, as an envelope (base64) rather than a raw download: errors answer like every call. */
export const DictionaryTemplate = Type.Object({ fileName: Type.String(), contentBase64: Type.String() });
export type DictionaryTemplate = Static<typeof DictionaryTemplate>;

export const ACTION_LABELS: Record<string, string> = { create: '新建', save: '保存', import: '导入', rollback: '回滚' };

/** Counts the options of a tree (every level). */
export function countItems(items: readonly FieldOption[]): number {
  return items.reduce((n, o) => n + 1 + countItems(o.children ?? []), 0);
}

/**
 * What is wrong with a tree, in Chinese, naming the option by its path (浙江省 / 杭州市). Values are
 * unique in the WHOLE list, not only per level: a child's dropdown call sends its parent's value as
 * `key`, and the stored rows point to their parent by value, so two equal values would be ambiguous.
 */
export function dictionaryTreeProblems(items: readonly FieldOption[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  let count = 0;
  const walk = (list: readonly FieldOption[], depth: number, path: string) => {
    list.forEach((o, i) => {
      count++;
      const label = typeof o.label === 'string' ? o.label.trim() : '';
      const here = `${path}${label || `第 ${i + 1} 项`}`;
      const where = `第 ${depth} 级「${here}」`;
      if (!label) problems.push(`${where}：名称不能为空`);
      else if (label.length > DICTIONARY_MAX_LABEL) problems.push(`${where}：名称不能超过 ${DICTIONARY_MAX_LABEL} 个字符`);
      const value = String(o.value ?? '').trim();
      if (!value) problems.push(`${where}：取值不能为空`);
      else if (value.length > DICTIONARY_MAX_VALUE) problems.push(`${where}：取值不能超过 ${DICTIONARY_MAX_VALUE} 个字符`);
      else if (seen.has(value)) problems.push(`${where}：取值「${value}」重复（已用于「${seen.get(value)}」）`);
      else seen.set(value, here);
      const kids = o.children ?? [];
      if (kids.length > 0 && depth >= DICTIONARY_MAX_DEPTH) problems.push(`${where}：层级不能超过 ${DICTIONARY_MAX_DEPTH} 级`);
      else walk(kids, depth + 1, `${here} / `);
    });
  };
  walk(items, 1, '');
  if (count > DICTIONARY_MAX_ITEMS) problems.push(`字典项不能超过 ${DICTIONARY_MAX_ITEMS} 个`);
  return problems;
}
