import type { ErrorObject } from 'ajv';
import type { FormItem } from './form';
import { compileRegex } from './form-rules';
import { splitNodes } from './form-links';
import { ruleProblems } from './conditions';
import { cardLabel, typeCardProblems } from './type-card-problems';
import { MENU_CARD_WHERE, menuCardProblems } from './menu-card-problems';

/**
 * The one home of node-config checks (docs/forms.md "Config checks: one home"). The server (on
 * save, import and rollback), the runtime (the error panel shown instead of a broken form) and the
 * designer (the problem banner and the messages beside each input) all word a config's problems
 * here, so a config one of them refuses is refused by all with the same lines.
 *
 * Each layer validates the shape with its own ajv (the server compiles the TypeBox schema; the
 * browser runs the validators precompiled from the same schema with the same options) and hands
 * the ajv error objects in: they are worded from keyword and params, never from ajv's English.
 */

export interface ConfigProblem {
  /** the whole line: `第 3 个字段「联系电话」(lxdh): 正则表达式无效` */
  text: string;
  /** what is wrong, without the place: `正则表达式无效` */
  message: string;
  /** 1-based position of the field over all groups (form configs), when the problem is a field's */
  field?: number;
  /** the field's property the problem is about (`regex`, `parentNode` …), when there is one */
  prop?: string;
  /** a problem of the shape (the schema), not of the rules checked once the shape is right */
  schema?: boolean;
}

/** One schema complaint: where (JSON pointer segments of the offending value) and what, in Chinese. */
export interface SchemaComplaint {
  segments: string[];
  /** the object whose member the message names (required / additionalProperties name a child) */
  container: string[];
  /** the property the complaint is about: the missing or unsupported one, else the value's own key */
  property?: string;
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** The ajv keyword → Chinese table: every layer words schema problems through it. */
export function complaintOf(e: Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>): SchemaComplaint {
  const segments = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = e.params as Record<string, unknown>;
  const child = e.keyword === 'required' ? params.missingProperty : e.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  return {
    segments,
    container: child === undefined ? segments.slice(0, -1) : segments,
    property: child === undefined ? segments.at(-1) : String(child),
    message: describeKeyword(e, segments),
  };
}

function describeKeyword(e: Pick<ErrorObject, 'keyword' | 'params'>, segments: string[]): string {
  const short = shortMessage(e);
  if (e.keyword === 'required' || e.keyword === 'additionalProperties') return short;
  const prop = segments.length ? segments[segments.length - 1] : '';
  const subject = /^\d+$/.test(prop) ? `第 ${Number(prop) + 1} 项` : prop || '配置';
  return `${subject} ${short}`;
}

/**
 * What is wrong with a value, without naming it (beside an input, or after a path): the ajv keyword
 * → Chinese table every layer words schema problems with.
 */
export function shortMessage(e: Pick<ErrorObject, 'keyword' | 'params'>): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `缺少必填项 ${String(params.missingProperty)}`;
    case 'additionalProperties':
      return `不支持的属性 ${String(params.additionalProperty)}`;
    case 'type':
      return `类型错误，应为${String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
    case 'minLength':
    case 'minItems':
      return Number(params.limit) <= 1 ? '不能为空' : `长度不能少于 ${String(params.limit)}${e.keyword === 'minLength' ? ' 个字符' : ' 项'}`;
    case 'maxLength':
      return `长度不能超过 ${String(params.limit)} 个字符`;
    case 'maxItems':
      return `不能超过 ${String(params.limit)} 项`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于 ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于 ${String(params.limit)}`;
    case 'pattern':
      return '格式不正确';
    case 'const':
    case 'enum':
      return '取值不在允许范围内';
    default:
      return '不合法';
  }
}

/** How a page kind places a schema complaint and which rules it checks (schemas/page-kinds.ts). */
export interface KindChecks {
  place: (config: unknown, c: SchemaComplaint) => ConfigProblem;
  rules: (config: unknown, knownType?: (type: string) => boolean) => ConfigProblem[];
}

/**
 * Every problem of a node config, first one first: the shape's (schema) problems, then the rules'
 * (duplicate keys, invalid regex, links to fields that do not exist), each named by its place.
 * `knownType` is the runtime's field-type registry (the server passes none: field types are known
 * where they are implemented). Callers name the page kind: `configProblems` in page-kinds.ts.
 */
export function problemsOfKind(
  checks: KindChecks,
  config: unknown,
  schemaErrors: ReadonlyArray<Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>>,
  knownType?: (type: string) => boolean,
): ConfigProblem[] {
  // A union's own "matches none" error repeats what its branches said about the same value.
  const told = new Set(schemaErrors.filter((e) => !UNION_KEYWORDS.has(e.keyword)).map((e) => e.instancePath));
  const worded = schemaErrors.filter((e) => !(UNION_KEYWORDS.has(e.keyword) && told.has(e.instancePath)));
  const placed = worded.map((e) => checks.place(config, complaintOf(e)));
  const seen = new Set<string>();
  const shape = placed.filter((p) => !seen.has(p.text) && seen.add(p.text)).map((p) => ({ ...p, schema: true }));
  // The rules are also checked on a config whose shape is wrong, over the parts that have the
  // shape they need, so the designer shows a duplicate key while another field still lacks a name.
  return [...shape, ...checks.rules(config, knownType)];
}

const UNION_KEYWORDS = new Set(['anyOf', 'oneOf']);

export const line = (where: string, message: string, field?: number, prop?: string): ConfigProblem => ({ text: `${where}: ${message}`, message, field, prop });

/** A complaint outside any listed item: `配置: kind 取值…`, `配置 search: 缺少必填项 displayCode`. */
export function placeAnywhere(c: SchemaComplaint): ConfigProblem {
  return line(c.container.length ? `配置 ${c.container.join('.')}` : '配置', c.message);
}

/** Field label used in every message: `第 N 个字段「name」(bianma)`, N counted over the whole form. */
function fieldLabel(ordinal: number, item: Partial<Record<'name' | 'bianma', unknown>> | undefined): string {
  const name = typeof item?.name === 'string' && item.name ? `「${item.name}」` : '';
  const key = typeof item?.bianma === 'string' && item.bianma ? `(${item.bianma})` : '';
  return `第 ${ordinal} 个字段${name}${key}`;
}

function groupLabel(index: number, group: { title?: unknown } | undefined): string {
  return `第 ${index + 1} 组${typeof group?.title === 'string' && group.title ? `「${group.title}」` : ''}`;
}

export function placeInForm(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [g0, gi, i0, ii, prop] = c.segments;
  const groups = (config as { groups?: unknown } | null)?.groups;
  const list = Array.isArray(groups) ? (groups as Array<{ title?: unknown; items?: unknown }>) : [];
  if (g0 !== 'groups' || gi === undefined || !/^\d+$/.test(gi)) return placeAnywhere(c);
  const g = Number(gi);
  if (i0 !== 'items' || ii === undefined || !/^\d+$/.test(ii)) return line(groupLabel(g, list[g]), c.message);
  const before = list.slice(0, g).reduce((n, grp) => n + (Array.isArray(grp?.items) ? grp.items.length : 0), 0);
  const items = Array.isArray(list[g]?.items) ? (list[g].items as Array<Record<string, unknown>>) : [];
  const ordinal = before + Number(ii) + 1;
  // the item's own property: the one the complaint names, or the first step below the item
  const named = c.segments.length === 4 ? (c.container.length === 4 ? c.property : undefined) : prop;
  return line(fieldLabel(ordinal, items[Number(ii)]), c.message, ordinal, named);
}

/** Characters a bianma may not contain: they are Formily path syntax or the node-list separator. */
const BAD_BIANMA = /[\s.,*[\](){}~!:&|]/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function formSemantics(config: unknown, knownType?: (type: string) => boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const groups = isObject(config) ? list(config.groups).filter(isObject) : [];
  const groupKeys = new Map<string, number>();
  groups.forEach((g, i) => {
    const key = text(g.key);
    if (key === undefined) return;
    const first = groupKeys.get(key);
    if (first !== undefined) problems.push(line(groupLabel(i, g), `分组标识 ${key} 与第 ${first + 1} 组重复`));
    else groupKeys.set(key, i);
  });

  // ordinals count every item, as the schema problems do, whatever shape an item has
  const fields = groups.flatMap((g) => list(g.items)).map((raw, i) => ({ raw, ordinal: i + 1 }));
  const items = fields.filter((f): f is { raw: Partial<FormItem> & Record<string, unknown>; ordinal: number } => isObject(f.raw));
  const ordinalOf = new Map<string, number>();
  for (const { raw, ordinal } of items) {
    const bianma = text(raw.bianma);
    if (!bianma) continue;
    const first = ordinalOf.get(bianma);
    if (first !== undefined) problems.push(line(fieldLabel(ordinal, raw), `字段编码 ${bianma} 与第 ${first} 个字段重复`, ordinal, 'bianma'));
    else ordinalOf.set(bianma, ordinal);
  }

  for (const { raw: f, ordinal } of items) {
    const label = fieldLabel(ordinal, f);
    const p = (message: string, prop: string) => problems.push(line(label, message, ordinal, prop));
    const type = text(f.type);
    if (knownType && type && !knownType(type)) p(`未知的字段类型 ${type}`, 'type');
    const bianma = text(f.bianma);
    if (bianma && BAD_BIANMA.test(bianma)) p('字段编码不能包含空格和 . , * [ ] ( ) { } ~ ! : & | 等字符', 'bianma');
    const regex = text(f.regex);
    if (regex && !compileRegex(regex)) p('正则表达式无效', 'regex');
    const links: Array<[string, string, string[]]> = [
      ['上级字段', 'parentNode', splitNodes(text(f.parentNode))],
      ['下级字段', 'childNode', splitNodes(text(f.childNode))],
      ['回填字段', 'curInfo', list(f.curInfo).filter((k): k is string => typeof k === 'string')],
    ];
    for (const [what, prop, keys] of links) {
      for (const key of keys) {
        if (key === bianma) p(`${what}不能是自身`, prop);
        else if (!ordinalOf.has(key)) p(`${what} ${key} 不存在`, prop);
      }
    }
    for (const problem of ruleProblems(f.rules, bianma, (key) => ordinalOf.has(key))) p(problem, 'rules');
  }
  return problems;
}

// Where a list/card config problem sits, named as the list designer shows it: columns, search
// conditions and card lines, each counted from 1 with its name and key.
type Named = Partial<Record<'name' | 'code' | 'contentKey', unknown>>;

const listLabel = (what: string, ordinal: number, item: Named | undefined): string => {
  const name = typeof item?.name === 'string' && item.name ? `「${item.name}」` : '';
  const key = typeof item?.code === 'string' && item.code ? `(${item.code})` : typeof item?.contentKey === 'string' && item.contentKey ? `(${item.contentKey})` : '';
  return `${what.replace('N', String(ordinal))}${name}${key}`;
};

const at = (v: unknown, key: string): unknown => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);
const nth = (v: unknown, i: string): Named | undefined => (Array.isArray(v) ? (v[Number(i)] as Named) : undefined);
const isIndex = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

export function placeInList(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [a, b, d, e] = c.segments;
  if (a === 'columns' && isIndex(b)) return line(listLabel('第 N 列', Number(b) + 1, nth(at(config, 'columns'), b)), c.message);
  if (a === 'search' && b === 'displayList' && isIndex(d)) {
    return line(listLabel('第 N 个查询条件', Number(d) + 1, nth(at(at(config, 'search'), 'displayList'), d)), c.message);
  }
  if (a === 'cardStyle' && b === 'contents' && isIndex(d)) {
    return line(listLabel('卡片样式第 N 行', Number(d) + 1, nth(at(at(config, 'cardStyle'), 'contents'), d)), c.message);
  }
  if (a === 'cardStyle' && e === undefined) return line('卡片样式', c.message);
  if (a === 'typeCards' && b === 'cards' && isIndex(d)) return line(cardLabel(Number(d) + 1, nth(at(at(config, 'typeCards'), 'cards'), d)), c.message);
  if (a === 'typeCards') return line('类型卡片', c.message);
  if (a === 'menuCard') return line(MENU_CARD_WHERE, c.message);
  return placeAnywhere(c);
}

/** Problems a schema cannot see: the kind of the page, duplicate column and condition keys. */
export function listSemantics(kind: string, config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== kind) problems.push(line('配置', `kind 为 ${own}，与页面类型 ${kind} 不一致`));
  const duplicates = (items: unknown[], what: string, keyWord: string, also: string) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const code = isObject(item) ? text(item.code) : undefined;
      if (code === undefined) return;
      const first = seen.get(code);
      if (first !== undefined) problems.push(line(listLabel(what, i + 1, item as Named), `${keyWord} ${code} 与第 ${first} ${also}重复`));
      else seen.set(code, i + 1);
    });
  };
  duplicates(list(config.columns), '第 N 列', '列编码', '列');
  duplicates(list(isObject(config.search) ? config.search.displayList : undefined), '第 N 个查询条件', '条件编码', '个查询条件');
  for (const [where, message] of [...typeCardProblems(config), ...menuCardProblems(config)]) problems.push(line(where, message));
  return problems;
}
