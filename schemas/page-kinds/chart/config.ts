import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../../list';
import { CHART_TYPES } from './chart-types';

/**
 * The config of a chart page (page kind `chart`, docs/page-kinds/chart.md): panels in a 24-column grid, each
 * counting (or summing) the records of one node, grouped by a field or by year/month. The server
 * computes the numbers (POST /ks/monitor/chart-data); the config only says what to compute.
 */

/** A record field a panel names: a data key (the form field's bianma) or `status`, `createdAt`, `updatedAt`. */
const FieldKey = (title: string) => Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$', title });

export const ChartFilter = Type.Object(
  {
    field: FieldKey('筛选字段'),
    op: StringEnum(['eq', 'in'] as const, { title: '比较方式', description: 'eq: equals value; in: equals one of value (an array)' }),
    value: Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 50 })], { title: '取值' }),
  },
  { additionalProperties: false },
);
export type ChartFilter = Static<typeof ChartFilter>;

export const ChartMeasure = Type.Union(
  [
    Type.Literal('count', { description: 'the number of records' }),
    Type.Object({ sum: FieldKey('求和字段') }, { additionalProperties: false, description: 'the sum of a numeric field' }),
  ],
  { title: '统计值' },
);
export type ChartMeasure = Static<typeof ChartMeasure>;

export const ChartSource = Type.Object(
  {
    gnCoding: Type.String({ minLength: 1, maxLength: 64, title: '数据节点', description: 'the node whose records are counted (a list or form node id)' }),
    groupBy: Type.Optional(FieldKey('分组字段')),
    timeField: Type.Optional(FieldKey('时间字段')),
    timeUnit: Type.Optional(StringEnum(['year', 'month'] as const, { title: '时间单位' })),
    measure: Type.Optional(ChartMeasure),
    top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: '前 N 项', description: 'keep the N largest groups' })),
    filter: Type.Optional(Type.Array(ChartFilter, { maxItems: 10, title: '筛选' })),
  },
  { additionalProperties: false },
);
export type ChartSource = Static<typeof ChartSource>;

export const ChartPanel = Type.Object(
  {
    key: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$', title: '面板编码' }),
    title: Type.String({ minLength: 1, maxLength: 64, title: '面板标题' }),
    chart: StringEnum(CHART_TYPES, { title: '图表类型' }),
    col: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, title: '宽度', description: 'columns of 24; default 12' })),
    source: ChartSource,
  },
  { additionalProperties: false },
);
export type ChartPanel = Static<typeof ChartPanel>;

export const ChartConfig = Type.Object(
  {
    kind: Type.Literal('chart'),
    title: Type.Optional(Type.String({ maxLength: 128 })),
    panels: Type.Array(ChartPanel, { maxItems: 24 }),
  },
  { additionalProperties: false },
);
export type ChartConfig = Static<typeof ChartConfig>;

/** Body of POST /ks/monitor/chart-data: one panel of a chart node (builders may send an unsaved panel). */
export const ChartDataBody = Type.Object(
  {
    nodeId: Type.String({ minLength: 1, maxLength: 64, title: '图表节点编号' }),
    panel: Type.Union([Type.String({ minLength: 1, maxLength: 64, title: '面板编码' }), ChartPanel], { title: '面板' }),
  },
  { additionalProperties: false },
);
export type ChartDataBody = Static<typeof ChartDataBody>;

/**
 * One panel's numbers: labels[i] has values[i]; a stat panel has one unlabelled value. The names
 * are the fields' as the source node's config names them (评分, not `pf`), for the data table's
 * header; absent when the config names none.
 */
export const ChartData = Type.Object({
  labels: Type.Array(Type.String()),
  values: Type.Array(Type.Number()),
  groupName: Type.Optional(Type.String({ description: 'the name of the field grouped by' })),
  measureName: Type.Optional(Type.String({ description: 'what a value is: 记录数, or 「field name」合计' })),
});
export type ChartData = Static<typeof ChartData>;
