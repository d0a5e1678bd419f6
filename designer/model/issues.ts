import type { SchemaIssue } from '../../schemas/issues';
import { checkDesigner, type DesignerSchemaName } from '../../schemas/check-designer';
import { checkCompiled } from '../../schemas/check-compiled';
import { checkFormConfig, formatProblem, type ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import { formItems, listColumns, listFilters, ordinalOf } from './access';
import type { NodeConfig, NodeKind } from '../store/types';

/** Problems of one item, by the property they are about ('' = the item as a whole). */
export type IssueMap = Record<string, string>;

/** ajv's words for the common cases, in Chinese (the runtime translates whole configs the same way). */
export function describeIssue(issue: SchemaIssue): string {
  const m = issue.message;
  let r: RegExpMatchArray | null;
  if (m === '缺少必填项') return '必填';
  if (m.startsWith('不允许的字段')) return m;
  if (/^must NOT have fewer than 1 characters/.test(m)) return '不能为空';
  if ((r = m.match(/^must NOT have more than (\d+) characters/))) return `不能超过 ${r[1]} 个字符`;
  if ((r = m.match(/^must NOT have fewer than (\d+) characters/))) return `不能少于 ${r[1]} 个字符`;
  if ((r = m.match(/^must be <= (\d+)/))) return `不能大于 ${r[1]}`;
  if ((r = m.match(/^must be >= (\d+)/))) return `不能小于 ${r[1]}`;
  if (/^must be (integer|number)/.test(m)) return '应为整数';
  if (/^must be string/.test(m)) return '应为文本';
  if (/^must be boolean/.test(m)) return '应为是/否';
  if (/^must be equal to one of the allowed values/.test(m)) return '取值不在可选范围内';
  return '取值不合法';
}

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
    if (!(key in out)) out[key] = describeIssue(issue);
  }
  return out;
}

/** Which property a compiler message is about, by the key it names. */
const KEY_HINTS: Array<[RegExp, string]> = [
  [/parentNode/, 'parentNode'],
  [/childNode/, 'childNode'],
  [/正则/, 'regex'],
  [/字段类型|类型（type）/, 'type'],
  [/名称（name）/, 'name'],
  [/编码/, 'bianma'],
];

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
    if (p.index !== ordinal) continue;
    const key = KEY_HINTS.find(([re]) => re.test(p.message))?.[1] ?? '';
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
  if (kind === 'form') return formProblems(config, registry).map(formatProblem);
  const result = checkCompiled('ListConfig', config);
  const out = result.ok ? [] : result.issues.map((i) => `${i.path}: ${describeIssue(i)}`);
  const columns = listColumns(config) ?? [];
  columns.forEach((c, i) => {
    const first = columns.findIndex((x) => x.code === c.code);
    if (first !== i) out.push(`第 ${i + 1} 列「${c.name}」: 列编码 ${c.code} 与第 ${first + 1} 列重复`);
  });
  if ((config as { kind?: unknown }).kind !== kind) out.push(`配置: kind 应为 ${kind}`);
  return out;
}
