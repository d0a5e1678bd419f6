import { Type, type Static } from '@sinclair/typebox';

/**
 * 材料价格 and 价格发布 (issue 50, spec 002 §7 "Material prices", spec 000 `/custom/materialPrices`,
 * `/priceRelease/index`; docs/prices-and-tasks.md). A period (期次, `yyyy-MM`) holds the prices of
 * one month for several cities; administrators import it from an .xlsx (a preview first: the rows
 * refused with their reason and the change against the previous published period), confirm it
 * (stored, 待发布), publish it (发布) or take it back (撤回). Everybody, without login too, reads
 * the published periods.
 */

export const PRICE_LIMITS = {
  /** Rows one period's workbook may hold. */
  rows: 120_000,
  /** The .xlsx upload. */
  bytes: 20 * 1024 * 1024,
  /** Refused rows the preview lists (all are counted). */
  refusedShown: 200,
  /** Changes the preview lists (the largest, by ratio). */
  changesShown: 50,
  /** Values a distinct-value call answers at most. */
  distinct: 500,
  /** Text of one cell. */
  text: 100,
} as const;

/** The workbook's columns, in its header row (any order; within the first 10 rows). */
export const PRICE_COLUMNS = {
  city: '城市',
  county: '区县',
  classification: '材料分类',
  group: '材料组',
  code: '材料编码',
  name: '材料名称',
  spec: '规格型号',
  unit: '单位',
  price: '含税价',
} as const;
export const PRICE_REQUIRED = ['city', 'classification', 'group', 'name', 'unit', 'price'] as const;

export const PRICE_STATES = { draft: '待发布', published: '已发布' } as const;
export type PriceState = keyof typeof PRICE_STATES;

export const PRICE_MESSAGES = {
  noFile: '请选择要导入的 .xlsx 文件',
  extension: '请上传 .xlsx 格式的价格文件',
  tooBig: `文件不能超过 ${PRICE_LIMITS.bytes / 1024 / 1024}MB`,
  notXlsx: '文件不是有效的 Excel（.xlsx）文件',
  noSheet: '文件中没有工作表',
  noHeader: `找不到表头：前 10 行中须有一行包含 ${PRICE_REQUIRED.map((k) => PRICE_COLUMNS[k]).join('、')}`,
  tooMany: `一期最多 ${PRICE_LIMITS.rows} 行价格`,
  noRows: '文件中没有可导入的价格行',
  badPeriod: '期次格式应为 yyyy-MM（如 2026-11）',
  published: '该期次已发布，请先撤回再重新导入',
  noPeriod: '期次不存在',
  notDraft: '该期次不是待发布状态',
  notPublished: '该期次未发布',
  withdrawReason: '请填写撤回原因',
  noPublished: '暂无已发布的价格期次',
  missing: (label: string) => `${label}不能为空`,
  badPrice: '含税价须为大于 0 的数字，最多两位小数',
  tooLong: (label: string) => `${label}不能超过 ${PRICE_LIMITS.text} 个字符`,
  duplicate: (row: number) => `与第 ${row} 行重复（同一城市、区县、材料名称、规格型号、单位）`,
  imported: (n: number, refused: number) => `导入成功，共 ${n} 行${refused ? `，${refused} 行不符合要求未导入` : ''}，待发布`,
} as const;

export const PeriodCode = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', title: '期次' });

/** The multipart text fields beside the file of an import (preview and confirm alike). */
export const PriceImportFields = Type.Object({ period: PeriodCode }, { additionalProperties: false });
export type PriceImportFields = Static<typeof PriceImportFields>;

export const PriceRefusal = Type.Object({ row: Type.Integer(), reason: Type.String() });
export type PriceRefusal = Static<typeof PriceRefusal>;

export const PriceChange = Type.Object({
  city: Type.String(),
  county: Type.String(),
  name: Type.String(),
  spec: Type.String(),
  unit: Type.String(),
  before: Type.Number(),
  after: Type.Number(),
});
export type PriceChange = Static<typeof PriceChange>;

/** What an import would store: nothing is stored by the preview. */
export const PricePreview = Type.Object({
  period: Type.String(),
  rows: Type.Integer({ description: '可导入的行数' }),
  refusedCount: Type.Integer(),
  refused: Type.Array(PriceRefusal, { description: `不符合要求的行（最多列出 ${PRICE_LIMITS.refusedShown} 行）` }),
  previousPeriod: Type.Union([Type.String(), Type.Null()], { description: '对比的上一已发布期次' }),
  up: Type.Integer(),
  down: Type.Integer(),
  same: Type.Integer(),
  added: Type.Integer(),
  removed: Type.Integer(),
  changes: Type.Array(PriceChange, { description: `变化最大的材料（最多 ${PRICE_LIMITS.changesShown} 条）` }),
  replacesDraft: Type.Boolean({ description: '该期次已有待发布的导入，确认后将被替换' }),
});
export type PricePreview = Static<typeof PricePreview>;

export const PricePeriod = Type.Object({
  period: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  rowCount: Type.Integer(),
  importedBy: Type.String(),
  importedAt: Type.String(),
  publishedBy: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PricePeriod = Static<typeof PricePeriod>;
export const PricePeriodList = Type.Array(PricePeriod);

/** The calls that take no filter (every published period, the release list). */
export const NoFilterBody = Type.Object({}, { additionalProperties: false });
export const PeriodBody = Type.Object({ period: PeriodCode }, { additionalProperties: false });
export type PeriodBody = Static<typeof PeriodBody>;
export const WithdrawBody = Type.Object({ period: PeriodCode, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export type WithdrawBody = Static<typeof WithdrawBody>;

/** A published period as the public reads it. */
export const PublishedPeriod = Type.Object({ period: Type.String(), title: Type.String(), rowCount: Type.Integer(), publishedAt: Type.String() });
export type PublishedPeriod = Static<typeof PublishedPeriod>;
export const PublishedPeriods = Type.Array(PublishedPeriod);

const Text = (title: string) => Type.String({ maxLength: PRICE_LIMITS.text, title });
const Opt = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(t);

/** Which rows: a period (default: the latest published), then the narrowing choices. */
export const PriceFilterBody = Type.Object(
  {
    period: Type.Optional(PeriodCode),
    city: Opt(Text('城市')),
    county: Opt(Text('区县')),
    classification: Opt(Text('材料分类')),
    group: Opt(Text('材料组')),
    keyword: Opt(Text('材料名称')),
  },
  { additionalProperties: false },
);
export type PriceFilterBody = Static<typeof PriceFilterBody>;

export const PriceInfoBody = Type.Composite([
  PriceFilterBody,
  Type.Object({ curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
], { additionalProperties: false });
export type PriceInfoBody = Static<typeof PriceInfoBody>;

/** The history's choices: over every published period. */
export const HistoryFilterBody = Type.Object({ city: Opt(Text('城市')), keyword: Opt(Text('材料名称')) }, { additionalProperties: false });
export type HistoryFilterBody = Static<typeof HistoryFilterBody>;

/** One material's prices over the published periods (a line per city/county). */
export const HistoryInfoBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: PRICE_LIMITS.text, title: '材料名称' }), spec: Opt(Text('规格型号')), unit: Opt(Text('单位')), city: Opt(Text('城市')), county: Opt(Text('区县')) },
  { additionalProperties: false },
);
export type HistoryInfoBody = Static<typeof HistoryInfoBody>;

export const PriceRow = Type.Object({
  period: Type.String(),
  seq: Type.Integer(),
  city: Type.String(),
  county: Type.String(),
  classification: Type.String(),
  group: Type.String(),
  code: Type.String(),
  name: Type.String(),
  spec: Type.String(),
  unit: Type.String(),
  price: Type.Number({ description: '含税价（元）' }),
});
export type PriceRow = Static<typeof PriceRow>;
export const PricePage = Type.Object({ records: Type.Array(PriceRow), total: Type.Integer(), period: Type.Union([Type.String(), Type.Null()]) });
export type PricePage = Static<typeof PricePage>;
export const PriceHistory = Type.Array(PriceRow);

export const ValueList = Type.Array(Type.String());
export const GroupCounts = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));
export type GroupCounts = Static<typeof GroupCounts>;
export const ClassificationTree = Type.Array(
  Type.Object({ label: Type.String(), value: Type.String(), children: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })) }),
);

export type ClassificationTree = Static<typeof ClassificationTree>;

export const periodTitle = (period: string) => `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;
/** 元 from the stored 分. */
export const yuan = (fen: number) => Math.round(fen) / 100;
