/**
 * Config problems a person can act on: the FormConfig schema check, then the semantic checks the
 * schema cannot express (unknown type, duplicate bianma, bad regex, dangling parentNode …).
 * The schema check is the precompiled validator (schemas/check-compiled.ts), the same issues as
 * the shared ajv's `check` without ajv and TypeBox in a page's bundle.
 */
import { checkCompiled } from '../../schemas/check-compiled';
import type { FormItem } from '../../schemas/form';
import { splitNodes } from './linkage';
import { compileRegex } from './rules';

export interface ConfigProblem {
  /** 1-based position of the field over all groups; absent for form-level problems */
  index?: number;
  name?: string;
  bianma?: string;
  message: string;
}

/** '第 N 个字段「name」(bianma): problem' (form-level problems: the message alone). */
export function formatProblem(p: ConfigProblem): string {
  if (p.index === undefined) return p.message;
  return `第 ${p.index} 个字段「${p.name ?? ''}」(${p.bianma ?? ''}): ${p.message}`;
}

const KEY_NAMES: Record<string, string> = {
  bianma: '编码（bianma）', name: '名称（name）', type: '类型（type）', key: '分组键（key）',
  title: '标题（title）', items: '字段列表（items）', groups: '分组（groups）', kind: '种类（kind）',
};
const keyName = (k: string) => KEY_NAMES[k] ?? `「${k}」`;

const TYPE_NAMES: Record<string, string> = {
  string: '文本', number: '数字', integer: '整数', boolean: '布尔值', array: '数组', object: '对象',
};

/** ajv's English messages in Chinese. */
function translate(message: string, key: string): string {
  let m: RegExpMatchArray | null;
  if (message === '缺少必填项') return `缺少${keyName(key)}`;
  if (message.startsWith('不允许的字段')) return message;
  if ((m = message.match(/^must be (string|number|integer|boolean|array|object)/))) return `${keyName(key)}应为${TYPE_NAMES[m[1]]}`;
  if ((m = message.match(/^must be <= (\d+)/))) return `${keyName(key)}不能大于 ${m[1]}`;
  if ((m = message.match(/^must be >= (\d+)/))) return `${keyName(key)}不能小于 ${m[1]}`;
  if ((m = message.match(/^must NOT have more than (\d+) characters/))) return `${keyName(key)}不能超过 ${m[1]} 个字符`;
  if (/^must NOT have fewer than 1 characters/.test(message)) return `${keyName(key)}不能为空`;
  if ((m = message.match(/^must NOT have fewer than (\d+) characters/))) return `${keyName(key)}不能少于 ${m[1]} 个字符`;
  return `${keyName(key)}取值不合法`;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Raw items of a possibly invalid config, with their 1-based index. */
function rawItems(config: unknown): { group: number; item: number; index: number; raw: unknown }[] {
  const out: { group: number; item: number; index: number; raw: unknown }[] = [];
  if (!isObj(config) || !Array.isArray(config.groups)) return out;
  let index = 0;
  config.groups.forEach((g, gi) => {
    if (!isObj(g) || !Array.isArray(g.items)) return;
    g.items.forEach((raw, ii) => out.push({ group: gi, item: ii, index: ++index, raw }));
  });
  return out;
}

/** Characters a bianma may not contain: they are Formily path syntax or the node-list separator. */
const BAD_BIANMA = /[\s.,*[\](){}~!:&|]/;

/** Every problem of `config`; an empty list means it can be compiled. */
export function checkFormConfig(config: unknown, knownType: (type: string) => boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const items = rawItems(config);
  const at = (gi: number, ii: number) => items.find((x) => x.group === gi && x.item === ii);
  const describe = (raw: unknown) => (isObj(raw) ? { name: str(raw.name), bianma: str(raw.bianma) } : {});

  const result = checkCompiled('FormConfig', config);
  if (!result.ok) {
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const m = issue.path.match(/^\/groups\/(\d+)\/items\/(\d+)(?:\/([^/]+))?/);
      const key = issue.path.split('/').pop() ?? '';
      const field = m ? at(Number(m[1]), Number(m[2])) : undefined;
      const text = translate(issue.message, m && !m[3] ? '' : key);
      const id = issue.message.startsWith('不允许') ? `${issue.path}|${issue.message}` : issue.path;
      if (seen.has(id)) continue; // a union yields several errors for one value
      seen.add(id);
      problems.push(field ? { index: field.index, ...describe(field.raw), message: text } : { message: `配置 ${issue.path}: ${text}` });
    }
  }

  const byBianma = new Map<string, number>();
  for (const { raw } of items) {
    const bianma = isObj(raw) ? str(raw.bianma) : undefined;
    if (bianma) byBianma.set(bianma, (byBianma.get(bianma) ?? 0) + 1);
  }
  for (const { raw, index } of items) {
    if (!isObj(raw)) continue;
    const item = raw as Partial<FormItem>;
    const p = (message: string) => problems.push({ index, ...describe(raw), message });
    if (typeof item.type === 'string' && item.type && !knownType(item.type)) p(`未知的字段类型「${item.type}」`);
    if (typeof item.bianma === 'string' && item.bianma) {
      if ((byBianma.get(item.bianma) ?? 0) > 1) p(`编码「${item.bianma}」重复`);
      if (BAD_BIANMA.test(item.bianma)) p('编码不能包含空格和 . , * [ ] ( ) { } ~ ! : & | 等字符');
    }
    if (typeof item.regex === 'string' && compileRegex(item.regex) === null) p(`正则表达式「${item.regex}」无效`);
    for (const [key, label] of [['parentNode', '上级字段（parentNode）'], ['childNode', '下级字段（childNode）']] as const) {
      const nodes = typeof item[key] === 'string' ? splitNodes(item[key]) : [];
      for (const n of nodes) {
        if (n === item.bianma) p(`${label}不能是字段自身`);
        else if (!byBianma.has(n)) p(`${label}「${n}」不存在`);
      }
    }
  }
  return problems.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}
