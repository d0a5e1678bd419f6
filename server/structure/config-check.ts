import type { TSchema } from '@sinclair/typebox';
import { FormConfig, ListConfig, type FormItem } from '../../schemas';
import { compileRegex } from '../../schemas/form-rules';
import { schemaComplaints, type SchemaComplaint } from './schema-issues';
import { listSemantics, placeInList } from './list-check';

export type DesignerNodeKind = 'form' | 'list' | 'card';

const KIND_SCHEMAS: Record<DesignerNodeKind, TSchema> = { form: FormConfig, list: ListConfig, card: ListConfig };

/**
 * Every problem of a node config, first one first, each naming the item the way the designer
 * shows it: `第 3 个字段「联系电话」(lxdh): 正则表达式无效`, `第 2 列「状态」(zt): …`. Schema
 * problems come before the semantic ones (duplicate keys, invalid regex, links to fields that do
 * not exist), which are only looked for once the shape is right.
 */
export function configProblems(kind: DesignerNodeKind, config: unknown): string[] {
  const complaints = schemaComplaints(KIND_SCHEMAS[kind], config);
  if (complaints.length) return dedupe(complaints.map((c) => (kind === 'form' ? placeInForm(config, c) : placeInList(config, c))));
  return kind === 'form' ? formSemantics(config as FormConfig) : listSemantics(kind, config as ListConfig);
}

const dedupe = (xs: string[]) => [...new Set(xs)];

/** A regex as a configurer writes it (`^\d+$` or `/^\d+$/i`): the rule every layer compiles with. */
export const compileFieldRegex = compileRegex;

/** A complaint outside any listed item: `配置: kind 取值…`, `配置 search: 缺少必填项 displayCode`. */
export function placeAnywhere(c: SchemaComplaint): string {
  return c.container.length ? `配置 ${c.container.join('.')}: ${c.message}` : `配置: ${c.message}`;
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

function placeInForm(config: unknown, c: SchemaComplaint): string {
  const [g0, gi, i0, ii] = c.segments;
  const groups = (config as { groups?: unknown } | null)?.groups;
  const list = Array.isArray(groups) ? (groups as Array<{ title?: unknown; items?: unknown }>) : [];
  if (g0 !== 'groups' || gi === undefined || !/^\d+$/.test(gi)) return placeAnywhere(c);
  const g = Number(gi);
  if (i0 !== 'items' || ii === undefined || !/^\d+$/.test(ii)) return `${groupLabel(g, list[g])}: ${c.message}`;
  const before = list.slice(0, g).reduce((n, grp) => n + (Array.isArray(grp?.items) ? grp.items.length : 0), 0);
  const items = Array.isArray(list[g]?.items) ? (list[g].items as Array<Record<string, unknown>>) : [];
  return `${fieldLabel(before + Number(ii) + 1, items[Number(ii)])}: ${c.message}`;
}

function formSemantics(config: FormConfig): string[] {
  const problems: string[] = [];
  const groupKeys = new Map<string, number>();
  config.groups.forEach((g, i) => {
    const first = groupKeys.get(g.key);
    if (first !== undefined) problems.push(`${groupLabel(i, g)}: 分组标识 ${g.key} 与第 ${first + 1} 组重复`);
    else groupKeys.set(g.key, i);
  });

  const fields: FormItem[] = config.groups.flatMap((g) => g.items);
  const ordinalOf = new Map<string, number>();
  fields.forEach((f, i) => {
    const first = ordinalOf.get(f.bianma);
    if (first !== undefined) problems.push(`${fieldLabel(i + 1, f)}: 字段编码 ${f.bianma} 与第 ${first} 个字段重复`);
    else ordinalOf.set(f.bianma, i + 1);
  });

  fields.forEach((f, i) => {
    const label = fieldLabel(i + 1, f);
    if (f.regex !== undefined && f.regex !== '' && !compileFieldRegex(f.regex)) problems.push(`${label}: 正则表达式无效`);
    const links: Array<[string, string[]]> = [
      ['上级字段', splitKeys(f.parentNode)],
      ['下级字段', splitKeys(f.childNode)],
      ['回填字段', f.curInfo ?? []],
    ];
    for (const [what, keys] of links) {
      for (const key of keys) {
        if (key === f.bianma) problems.push(`${label}: ${what}不能是自身`);
        else if (!ordinalOf.has(key)) problems.push(`${label}: ${what} ${key} 不存在`);
      }
    }
  });
  return problems;
}

const splitKeys = (s: string | undefined): string[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
