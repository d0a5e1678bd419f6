import { Type, type Static } from '@sinclair/typebox';

/**
 * 保函管理 (spec 000 §2 `/custom/guarantee`, `/standardFile/letterBook`; docs/guarantees.md): an
 * enterprise applies for a guarantee letter (保函) with its file through the workflow — the form
 * node trade-guarantee and the list node trade-guarantees are configuration. The code is the bid
 * margin (投标保证金, POST /ks/monitor/margin, spec 002 §7): a project's bidders and the guarantee
 * letters that cover their margin.
 */
export const GUARANTEE_FORM_NODE = 'trade-guarantee';
export const GUARANTEE_LIST_NODE = 'trade-guarantees';
/** The letter type that stands for a bid margin (the form's 保函类型 choice). */
export const BID_GUARANTEE_TYPE = '投标保函';
/**
 * The margin a bidder owes: 2 % of the project's estimate (预算金额, 万元), the ceiling of
 * 《招标投标法实施条例》第二十六条, in 元 to the fen.
 */
export const MARGIN_RATE = 0.02;

export const GUARANTEE_MESSAGES = {
  noProject: '项目不存在',
  pickProject: '请选择项目',
} as const;

/** POST /ks/monitor/margin: the project (a record of 项目登记, the bid file's and letter's 项目). */
export const MarginBody = Type.Object({ xmId: Type.String({ minLength: 1, maxLength: 64, title: '项目' }) }, { additionalProperties: false });
export type MarginBody = Static<typeof MarginBody>;

const LetterStatus = Type.String({ title: '状态', description: 'the workflow status: submitted, passed, rejected, published' });

export const MarginLetter = Type.Object({
  id: Type.String(),
  bhbh: Type.String({ title: '保函编号' }),
  kljg: Type.String({ title: '开立机构' }),
  bhje: Type.Number({ title: '担保金额（元）' }),
  yxqz: Type.String({ title: '有效期至' }),
  status: LetterStatus,
  /** whether the letter counts toward the margin: passed or published */
  counts: Type.Boolean(),
});
export type MarginLetter = Static<typeof MarginLetter>;

export const MarginBidder = Type.Object({
  enterpriseId: Type.String(),
  tbdw: Type.String({ title: '投标单位' }),
  /** the bid file (投标文件) */
  bidFileId: Type.String(),
  tbbj: Type.Union([Type.Number(), Type.Null()], { title: '投标报价（元）' }),
  /** the 投标保函 of this project the enterprise handed in (drafts are its own business: not here) */
  letters: Type.Array(MarginLetter),
  /** 已缴保证金（元）: the sum of the letters that count */
  paid: Type.Number(),
  /** paid ≥ required */
  enough: Type.Boolean(),
});
export type MarginBidder = Static<typeof MarginBidder>;

export const MarginReport = Type.Object({
  xmId: Type.String(),
  xmmc: Type.String({ title: '项目名称' }),
  xmbh: Type.String({ title: '项目编号' }),
  /** 预算金额（万元） */
  ysje: Type.Union([Type.Number(), Type.Null()]),
  rate: Type.Number(),
  /** 应缴保证金（元）: ysje × 10 000 × rate; null when the project has no estimate */
  required: Type.Union([Type.Number(), Type.Null()]),
  /** the bidders with a bid file handed in (submitted, passed or published); an enterprise user: itself only */
  bidders: Type.Array(MarginBidder),
  /** how many of `bidders` have paid enough */
  enough: Type.Integer(),
});
export type MarginReport = Static<typeof MarginReport>;
