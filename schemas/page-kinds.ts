/**
 * The page kinds of a node config, one entry each: what every layer knows of a kind. Each layer
 * lists its own part explicitly — runtime/pages/<kind> (how the page is drawn), designer/kinds/<kind>
 * (how it is designed), and the server checks a config against the schema named here — and a test
 * (schemas/registries.test.ts) fails when a kind is missing from one of them. Adding a kind:
 * docs/extending.md.
 */
import type { ErrorObject } from 'ajv';
import type { ConfigSchemaName } from './check-any-config';
import { formSemantics, listSemantics, placeInForm, placeInList, problemsOfKind, type ConfigProblem, type KindChecks } from './config-problems';
import { ownEntry } from './registry';
import { chartSemantics, placeInChart } from './chart-problems';

export interface PageKindTraits extends KindChecks {
  /** the Chinese name in the designer */
  label: string;
  /** what the kind is for, shown when a page is created */
  hint: string;
  /** the schema of its config (a name of the precompiled validators; the server compiles the same) */
  schema: ConfigSchemaName;
  /**
   * the route a node of this kind opens at: one record's detail page, the list page, or the
   * dashboard page (/credit/analysis, a chart node's panels)
   */
  opens: 'detail' | 'list' | 'dashboard';
  /** words in a menu's nodeProperty that suggest this kind for a new page */
  suggestedBy: readonly string[];
  /** the first config of a new page */
  emptyConfig: (nodeId: string, title: string) => Record<string, unknown>;
}

const listConfig = (kind: string) => (nodeId: string, title: string) => ({ kind, title, columns: [], search: { displayCode: nodeId, displayList: [] } });

export const PAGE_KINDS = {
  form: {
    label: '详情表单',
    hint: '填写、查看一条记录的表单（详情、动态详情）',
    schema: 'FormConfig',
    opens: 'detail',
    suggestedBy: ['详情', '承诺书'],
    emptyConfig: (_nodeId, title) => ({ kind: 'form', title, groups: [{ key: 'group1', title: '基本信息', items: [] }] }),
    place: placeInForm,
    rules: formSemantics,
  },
  list: {
    label: '列表',
    hint: '查询条件 + 表格（列表、动态列表）',
    schema: 'ListConfig',
    opens: 'list',
    suggestedBy: [],
    emptyConfig: listConfig('list'),
    place: placeInList,
    rules: (config) => listSemantics('list', config),
  },
  card: {
    label: '卡片列表',
    hint: '查询条件 + 卡片（卡片列表）',
    schema: 'ListConfig',
    opens: 'list',
    suggestedBy: ['卡片'],
    emptyConfig: listConfig('card'),
    place: placeInList,
    rules: (config) => listSemantics('card', config),
  },
  chart: {
    label: '图表看板',
    hint: '统计数字与图表（分析台、信用概览）',
    schema: 'ChartConfig',
    opens: 'dashboard',
    suggestedBy: ['分析台', '图表'],
    emptyConfig: (_nodeId, title) => ({ kind: 'chart', title, panels: [] }),
    place: placeInChart,
    rules: (config) => chartSemantics('chart', config),
  },
} as const satisfies Record<string, PageKindTraits>;

export type PageKind = keyof typeof PAGE_KINDS;

export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKind[];

/** The kind named `kind`, or undefined for an unknown name. */
export const pageKind = (kind: string | undefined): PageKindTraits | undefined => ownEntry<PageKindTraits>(PAGE_KINDS, kind);

export const isPageKind = (kind: string): kind is PageKind => pageKind(kind) !== undefined;

/** The page kind a menu's nodeProperty suggests: the first whose words it contains, else a list. */
export function kindForProperty(property: string): PageKind {
  return PAGE_KIND_NAMES.find((k) => PAGE_KINDS[k].suggestedBy.some((w) => property.includes(w))) ?? 'list';
}

/** Every problem of a node config of `kind` (config-problems.ts words them). */
export function configProblems(
  kind: PageKind,
  config: unknown,
  schemaErrors: ReadonlyArray<Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>>,
  knownType?: (type: string) => boolean,
): ConfigProblem[] {
  return problemsOfKind(PAGE_KINDS[kind], config, schemaErrors, knownType);
}
