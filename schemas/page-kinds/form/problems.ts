import type { FormItem } from '../../form';
import { compileRegex } from '../../form-rules';
import { splitNodes } from '../../form-links';
import { ruleProblems } from '../../conditions';
import { line, placeAnywhere, type ConfigProblem, type SchemaComplaint } from '../../config-problems';

/**
 * How a detail form's config problems are placed (by group and field, fields counted over the
 * whole form) and the rules its schema cannot express: the form kind's `place` and `rules`.
 */

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
