import { checkDesigner, type DesignerSchemaName } from '../../schemas/check-designer';
import { configSchemaErrors } from '../../schemas/check-any-config';
import { configProblems, PAGE_KINDS } from '../../schemas/page-kinds';
import { checkFormConfig, formatProblem, type ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import { formItems, listColumns, listFilters, ordinalOf } from './access';
import type { NodeConfig, NodeKind } from '../store/types';

/** Problems of one item, by the property they are about ('' = the item as a whole). */
export type IssueMap = Record<string, string>;

/**
 * Schema problems of one object, keyed by its top-level property (first problem wins). Precompiled
 * validators: the page's Content-Security-Policy lets no schema compile in the browser.
 */
export function schemaIssues(schema: DesignerSchemaName, value: unknown): IssueMap {
  const result = checkDesigner(schema, value);
  const out: IssueMap = {};
  if (result.ok) return out;
  for (const issue of result.issues) {
    const key = issue.path.split('/')[1] ?? '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Every problem of a form config, as the runtime compiler reports it. */
export function formProblems(config: NodeConfig, registry: FieldRegistry): ConfigProblem[] {
  return checkFormConfig(config, (t) => registry.has(t));
}

/**
 * Problems of the field at (group, index), next to the inputs they belong to: the shared ajv
 * check of the item plus the compiler's problems for that field (duplicates, links, regex, type).
 */
export function fieldIssues(config: NodeConfig, group: number, index: number, registry: FieldRegistry, problems?: ConfigProblem[]): IssueMap {
  const item = formItems(config)[ordinalOf(config, group, index) - 1];
  if (!item) return {};
  const out = schemaIssues('FormItem', item);
  const ordinal = ordinalOf(config, group, index);
  for (const p of problems ?? formProblems(config, registry)) {
    if (p.field !== ordinal) continue;
    const key = p.prop ?? '';
    if (key && key in out && out[key] !== '取值不合法') continue;
    out[key] = p.message;
  }
  if (item.options?.list !== undefined) {
    const list = schemaIssues('OptionList', item.options.list);
    if (Object.keys(list).length) out.options ??= '选项列表格式不正确（每项需要 label 和 value）';
  }
  if (item.regex && !item.regexMessage) out.regexMessage ??= '建议填写：不符合正则时给用户的提示';
  return out;
}

/** Problems of the table column at `index`, including a code used by another column. */
export function columnIssues(config: NodeConfig, index: number): IssueMap {
  const columns = listColumns(config) ?? [];
  const column = columns[index];
  if (!column) return {};
  const out = schemaIssues('TableColumn', column);
  const first = columns.findIndex((c) => c.code === column.code);
  if (column.code && first !== index) out.code ??= `列编码 ${column.code} 与第 ${first + 1} 列重复`;
  return out;
}

/** Problems of the search condition at `index`. */
export function filterIssues(config: NodeConfig, index: number): IssueMap {
  const list = listFilters(config) ?? [];
  const filter = list[index];
  if (!filter) return {};
  const out = schemaIssues('SearchFilterItem', filter);
  const first = list.findIndex((f) => f.code === filter.code);
  if (filter.code && first !== index) out.code ??= `条件编码 ${filter.code} 与第 ${first + 1} 个条件重复`;
  return out;
}

/** Problems of the card style (titleKey and width are required once a card style exists). */
export function cardIssues(config: NodeConfig): IssueMap {
  const style = (config as { cardStyle?: unknown }).cardStyle;
  return style === undefined ? {} : schemaIssues('CardStyle', style);
}

/**
 * Every problem of the document, one line each, for the banner above the canvas (the server
 * re-checks on save with the same schemas).
 */
export function documentProblems(kind: NodeKind, config: NodeConfig, registry: FieldRegistry): string[] {
  return configProblems(kind, config, configSchemaErrors(PAGE_KINDS[kind].schema, config), (t) => registry.has(t)).map(formatProblem);
}
