import { sql, type Kysely, type RawBuilder } from 'kysely';
import { check, FormConfig, type FormItem, type ListConfig, type ListLabels, type TableColumn } from '../../schemas';
import { columnKey, dictionaryValues, formItemsOf, labelSources, listLabels } from '../../schemas/column-labels';
import { filterTraits } from '../../schemas/filter-kinds';
import { columnTypeOf, TEXT_COLUMN_TYPE } from '../../schemas/column-types';
import { pageKind } from '../../schemas/page-kinds';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { dictionaryLabels } from '../db/repos/dictionary';
import type { RecordNode } from './list-node';

/** This instance's copy of each detail form's fields, with the stamp of the config they were read from. */
const forms = new WeakMap<object, Map<string, { stamp: string; items: FormItem[] }>>();
const stampTexts = new WeakMap<object, Map<string, RawBuilder<string | null>>>();
const PLAIN_ID = /^[A-Za-z0-9_-]{1,120}$/;
const MAX_FORMS = 500;

const formStampOf = (dialect: SqlDialect, formNodeId: RawBuilder<unknown>) => sql<string | null>`(select ${dialect.digest(sql`n.config`)} from nodes n where n.id = ${formNodeId})`;

/**
 * The stamp of the list's detail form as SQL, for the list's count statement to read (list-query.ts
 * `formStamp`); compiled once per form id, as the node stamp is. Undefined when the list names no form.
 */
export function formStampSql(db: Kysely<Database>, dialect: SqlDialect, config: ListConfig | null): RawBuilder<string | null> | undefined {
  const formNodeId = config?.recordForm ? undefined : config?.formNodeId;
  if (!formNodeId) return undefined;
  if (!PLAIN_ID.test(formNodeId)) return formStampOf(dialect, sql.val(formNodeId));
  let texts = stampTexts.get(db);
  if (!texts) stampTexts.set(db, (texts = new Map()));
  let stamp = texts.get(formNodeId);
  if (!stamp) {
    stamp = sql.raw<string | null>(formStampOf(dialect, sql.lit(formNodeId)).compile(db).sql);
    if (texts.size >= MAX_FORMS) texts.clear();
    texts.set(formNodeId, stamp);
  }
  return stamp;
}

function itemsOfText(text: string): FormItem[] {
  try {
    const result = check(FormConfig, JSON.parse(text));
    return result.ok ? formItemsOf(result.value.groups) : [];
  } catch {
    return [];
  }
}

/**
 * The fields the list's values come from: its recordForm, else its detail node's form — this
 * instance's copy when `stamp` (read with the page) says it is current, else one read.
 */
async function formItemsOfList(db: Kysely<Database>, dialect: SqlDialect, node: RecordNode, stamp: string | null | undefined): Promise<FormItem[]> {
  const config = node.listConfig;
  if (!config) return [];
  if (config.recordForm) return formItemsOf(config.recordForm.groups);
  if (!config.formNodeId) return [];
  let copies = forms.get(db);
  if (!copies) forms.set(db, (copies = new Map()));
  const copy = copies.get(config.formNodeId);
  if (copy && stamp && copy.stamp === stamp) return copy.items;
  const row = await db
    .selectFrom('nodes')
    .select(['kind', 'config'])
    .select(dialect.digest(sql`config`).as('stamp'))
    .where('id', '=', config.formNodeId)
    .where('system_coding', '=', node.systemCoding)
    .executeTakeFirst();
  if (!row || pageKind(row.kind)?.opens !== 'detail') return [];
  const items = itemsOfText(row.config);
  if (copies.size >= MAX_FORMS) copies.clear();
  if (row.stamp) copies.set(config.formNodeId, { stamp: row.stamp, items });
  return items;
}

/**
 * The columns that may show names, and as plain columns the choice conditions of the search bar
 * whose key no column shows and that have no choices of their own (their choices come from the
 * same place as a column's would).
 */
function labelledColumns(config: ListConfig | null): { columns: TableColumn[]; searched: TableColumn[] } {
  const columns = (config?.columns ?? []).filter((c) => c.show !== false && columnTypeOf(c) === TEXT_COLUMN_TYPE);
  const shown = new Set(columns.map(columnKey));
  const searched = (config?.search?.displayList ?? [])
    .filter((i) => !shown.has(i.code) && !i.dataList?.length && filterTraits(i.type)?.choices)
    .map((i): TableColumn => ({ code: i.code, name: i.name }));
  return { columns, searched };
}

/**
 * The words of the page's labelled column values (schemas/column-labels.ts): one read of the form
 * and one lookup per dictionary, never one per row. The dictionaries are the node's system's, as
 * its form's dropdowns read them: nothing the caller could not already see.
 */
export async function pageLabels(
  ctx: { db: Kysely<Database>; dialect: SqlDialect },
  node: RecordNode,
  rows: readonly Record<string, unknown>[],
  formStamp?: string | null,
): Promise<ListLabels | undefined> {
  const { db } = ctx;
  const { columns, searched } = labelledColumns(node.listConfig);
  if (columns.length + searched.length === 0) return undefined;
  const items = await formItemsOfList(db, ctx.dialect, node, formStamp);
  const sources = labelSources([...columns, ...searched], items);
  if (sources.size === 0) return undefined;
  // a condition's values are not on screen: only the shown columns' are looked up
  const wanted = [...dictionaryValues(labelSources(columns, items), rows)];
  const found = await Promise.all(wanted.map(([code, values]) => dictionaryLabels(db, node.systemCoding, code, values)));
  return listLabels(sources, rows, new Map(wanted.map(([code], i) => [code, found[i]])));
}
