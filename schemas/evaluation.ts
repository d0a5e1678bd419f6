import { Type, type Static } from '@sinclair/typebox';

/**
 * 专家评审 (issue 49, docs/bidding.md "专家评审 Evaluation by experts"): the calls under
 * /ks/trade/review/…, their messages and answer shapes, once for the server and the pages.
 *
 * A project's evaluation has three parts: 资审 ZS (pass/fail items), 技术 JS (items with max points),
 * 商务 SW (items with max points; the item of kind `price` is computed from 投标报价 tbbj, never typed).
 */

export const EVALUATION_PARTS = [
  ['ZS', '资格审查'],
  ['JS', '技术评审'],
  ['SW', '商务评审'],
] as const;
export type EvaluationPart = (typeof EVALUATION_PARTS)[number][0];
export const partName = (p: string): string => EVALUATION_PARTS.find(([k]) => k === p)?.[1] ?? p;

/**
 * The node property of the experts' menu (我的评审项目 → /bidZj/YsZj). A menu of role U would show to
 * every enterprise, so the server answers a menu with this property to expert accounts only
 * (server/routes/menu), whatever its roles say.
 */
export const EXPERT_MENU_PROPERTY = '专家评标';

export const EVALUATION_MESSAGES = {
  notExpert: '当前账号不是评审专家',
  notDrawn: '您未被抽取为该项目的评审专家',
  notStarted: '评标尚未开始，开标后方可评审',
  noProject: '项目不存在',
  noBid: '该投标文件不在本项目的评审范围内',
  locked: '评分表已提交，不能再修改',
  notYours: '不能查看或修改其他专家的评分表',
  saved: '已保存',
  submitted: '已提交',
  incomplete: (name: string) => `请完成评分项「${name}」后再提交`,
  outOfRange: (name: string, max: number) => `评分项「${name}」的分值须在 0 到 ${max} 之间`,
  unknownItem: (key: string) => `评分项 ${key} 不在本项目的评分表中`,
  passFail: (name: string) => `评分项「${name}」只能选择合格或不合格`,
  priceItem: (name: string) => `评分项「${name}」按投标报价自动计算，不能填写`,
  noResult: '评审结果尚未生成',
  rendered: '评审结果已生成',
  nothingToRank: '该项目没有可评审的投标文件或评审专家',
  notFinished: (n: number) => `尚有 ${n} 份评分表未提交，暂不能生成评审结果`,
  templateSaved: '评分表模板已保存',
  templateLocked: '已有专家开始评分，评分表模板不能再修改',
} as const;

const Id = Type.String({ minLength: 1, maxLength: 120 });
const Key = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Part = Type.Union([Type.Literal('ZS'), Type.Literal('JS'), Type.Literal('SW')]);

export const TemplateItem = Type.Object(
  {
    key: Key,
    name: Name,
    /** JS / SW: the most points; ZS items have none (合格 / 不合格) */
    max: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** SW only: the price score, computed from 投标报价 (基准价 = the lowest valid price; max × 基准价 / 报价) */
    kind: Type.Optional(Type.Literal('price')),
  },
  { additionalProperties: false },
);
export type TemplateItem = Static<typeof TemplateItem>;

export const EvaluationTemplate = Type.Object(
  {
    ZS: Type.Array(TemplateItem, { minItems: 1, maxItems: 50 }),
    JS: Type.Array(TemplateItem, { minItems: 1, maxItems: 50 }),
    SW: Type.Array(TemplateItem, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type EvaluationTemplate = Static<typeof EvaluationTemplate>;

/** The sheet every project starts with until an administrator saves its own (fixtures/evaluation/demo.json holds the demo project's). */
export const DEFAULT_TEMPLATE: EvaluationTemplate = {
  ZS: [
    { key: 'zz', name: '资质证书符合要求' },
    { key: 'yj', name: '类似工程业绩符合要求' },
    { key: 'xy', name: '无不良信用记录' },
  ],
  JS: [
    { key: 'sgfa', name: '施工方案与技术措施', max: 20 },
    { key: 'zljd', name: '质量与进度保证措施', max: 15 },
    { key: 'aqwm', name: '安全文明施工措施', max: 15 },
  ],
  SW: [
    { key: 'jg', name: '投标报价得分', max: 40, kind: 'price' },
    { key: 'xy', name: '企业信誉', max: 10 },
  ],
};

/** One item's value: 'pass' / 'fail' for 资审, points for 技术 and 商务. */
export const ScoreValue = Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Number({ minimum: 0, maximum: 100 })]);
export const Scores = Type.Record(Key, ScoreValue, { maxProperties: 50 });
export type Scores = Static<typeof Scores>;

export const ReviewProjectsBody = Type.Object({}, { additionalProperties: false });
export const ReviewProjectBody = Type.Object({ xmId: Id }, { additionalProperties: false });
export const SheetBody = Type.Object({ xmId: Id, bidId: Id, part: Part, expertUserId: Type.Optional(Id) }, { additionalProperties: false });
export const SheetSaveBody = Type.Object({ xmId: Id, bidId: Id, part: Part, scores: Scores }, { additionalProperties: false });
export const TemplateSaveBody = Type.Object({ xmId: Id, template: EvaluationTemplate }, { additionalProperties: false });
export type SheetBody = Static<typeof SheetBody>;
export type SheetSaveBody = Static<typeof SheetSaveBody>;

export const ReviewProjectRow = Type.Object({
  xmId: Type.String(),
  xmmc: Type.String(),
  xmbh: Type.String(),
  sessionStart: Type.String(),
  sessionEnd: Type.String(),
  bidders: Type.Integer(),
  /** the caller's sheets submitted / all the caller owes (experts); every expert's (administrators) */
  submitted: Type.Integer(),
  total: Type.Integer(),
});
export type ReviewProjectRow = Static<typeof ReviewProjectRow>;

export const Bid = Type.Object({ bidId: Type.String(), tbdw: Type.String(), tbbj: Type.Number() });
export type Bid = Static<typeof Bid>;

export const SheetState = Type.Union([Type.Literal('none'), Type.Literal('draft'), Type.Literal('submitted')]);
export const Sheet = Type.Object({
  xmId: Type.String(),
  bidId: Type.String(),
  part: Type.String(),
  expertUserId: Type.String(),
  expertName: Type.String(),
  state: SheetState,
  scores: Scores,
  /** 资审: pass when every item passes (null until complete); 技术 / 商务: the sum */
  total: Type.Union([Type.Number(), Type.Null()]),
  passed: Type.Union([Type.Boolean(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Sheet = Static<typeof Sheet>;

export const ReviewProject = Type.Object({
  project: ReviewProjectRow,
  template: EvaluationTemplate,
  bids: Type.Array(Bid),
  experts: Type.Array(Type.Object({ userId: Type.String(), name: Type.String() })),
  /** the caller's sheets (experts) or everybody's (administrators), without scores */
  sheets: Type.Array(Type.Object({ bidId: Type.String(), part: Type.String(), expertUserId: Type.String(), state: SheetState, total: Type.Union([Type.Number(), Type.Null()]) })),
});
export type ReviewProject = Static<typeof ReviewProject>;

export const RankRow = Type.Object({
  rank: Type.Union([Type.Integer(), Type.Null()]),
  bidId: Type.String(),
  tbdw: Type.String(),
  tbbj: Type.Number(),
  /** 资审: qualified when a majority of the experts pass every item */
  qualified: Type.Boolean(),
  technical: Type.Union([Type.Number(), Type.Null()]),
  commercial: Type.Union([Type.Number(), Type.Null()]),
  total: Type.Union([Type.Number(), Type.Null()]),
});
export type RankRow = Static<typeof RankRow>;

export const RenderResult = Type.Object({
  xmId: Type.String(),
  xmmc: Type.String(),
  renderedAt: Type.String(),
  rows: Type.Array(RankRow),
});
export type RenderResult = Static<typeof RenderResult>;

/** fixtures/evaluation/demo.json: the demo project's draw, expert accounts, template and finished sheets (scores[expert][bid by price]). */
export const EvaluationDemoFixture = Type.Object(
  {
    project: Id,
    session: Type.Object({ start: Type.String(), end: Type.String() }, { additionalProperties: false }),
    specialty: Type.String({ minLength: 1 }),
    region: Type.String(),
    seed: Type.String({ pattern: '^[0-9a-f]{8}$' }),
    experts: Type.Array(Type.Object({ username: Type.String({ minLength: 1 }), password: Type.String({ minLength: 8 }) }, { additionalProperties: false }), { minItems: 1 }),
    template: EvaluationTemplate,
    scores: Type.Array(Type.Array(Type.Object({ ZS: Scores, JS: Scores, SW: Scores }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);
export type EvaluationDemoFixture = Static<typeof EvaluationDemoFixture>;
