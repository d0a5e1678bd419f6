import type { ErrorObject } from 'ajv';

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

/** How a page kind places a schema complaint and which rules it checks (each kind's own, schemas/page-kinds/<kind>/). */
export interface KindChecks {
  place: (config: unknown, c: SchemaComplaint) => ConfigProblem;
  rules: (config: unknown, knownType?: (type: string) => boolean) => ConfigProblem[];
}

/**
 * Every problem of a node config, first one first: the shape's (schema) problems, then the rules'
 * (duplicate keys, invalid regex, links to fields that do not exist), each named by its place.
 * `knownType` is the runtime's field-type registry (the server passes none: field types are known
 * where they are implemented). Callers name the page kind: `configProblems` in page-kinds/index.ts.
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
