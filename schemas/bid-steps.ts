import { Type, type Static } from '@sinclair/typebox';

/**
 * 开标步骤 (issue 49; spec 000 §2 `/bidStep/<step>`, `/bid/overview`, `/bidEvaluationSys/overview`;
 * docs/bidding.md "开标步骤"): a project walked through the steps of the steps node `trade-bid-steps`
 * (page kind `steps`). The server keeps each project's current step, each step's stored values and
 * every move (server/bidsteps); these are the calls' shapes and their Chinese messages.
 */

/** The steps node of the bid opening (fixtures/nodes/trade-bid-steps.steps.json). */
export const BID_STEPS_NODE = 'trade-bid-steps';

export const BID_STEP_MESSAGES = {
  noProject: '项目不存在或无权查看',
  noStepsNode: '开标步骤尚未配置',
  noStep: (key: string) => `开标步骤中没有「${key}」`,
  notCurrent: (title: string) => `当前步骤是「${title}」，请刷新后重试`,
  onlyNext: '只能进入下一步',
  backAdminOnly: '只有管理员可以退回上一步',
  lastStep: '已是最后一步',
  notCurrentSave: '只能填写当前步骤',
  saved: '保存成功',
  moved: (title: string) => `已进入「${title}」`,
  noEnterprise: '无权查看该项目的开标步骤',
  notBidder: '该投标人不是本项目的投标人',
  notDrawnExpert: '该专家不是本项目抽取的评标专家',
  signInStepOnly: (title: string) => `只能在「${title}」步骤办理签到`,
  signedIn: (name: string) => `${name}已签到`,
  signedOut: (name: string) => `已取消${name}的签到`,
} as const;

/**
 * The sign-in steps (docs/bidding.md "签到"): the count field of each is what the server counts of
 * the project's sign-ins (bidders: its bid files; experts: its draw), never a number typed by hand;
 * the step's rule reads that field as before.
 */
export const SIGN_IN_STEPS = {
  bidSign: { kind: 'bidder', field: 'qdrs' },
  bidSignZj: { kind: 'expert', field: 'zjqdrs' },
} as const satisfies Record<string, { kind: 'bidder' | 'expert'; field: string }>;
export type SignInKind = 'bidder' | 'expert';
export const signInStep = (step: string): { kind: SignInKind; field: string } | undefined => (SIGN_IN_STEPS as Record<string, { kind: SignInKind; field: string }>)[step];


const Id = Type.String({ minLength: 1, maxLength: 120 });
const StepKey = Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$', maxLength: 64 });

/** A step's values as its form holds them (bianma → value). */
export const StepValues = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 200 });
export type StepValues = Static<typeof StepValues>;

export const BidStepStateBody = Type.Object({ xmId: Id }, { additionalProperties: false });
export type BidStepStateBody = Static<typeof BidStepStateBody>;

export const BidStepMoveBody = Type.Object({ xmId: Id, from: StepKey, to: StepKey }, { additionalProperties: false });
export type BidStepMoveBody = Static<typeof BidStepMoveBody>;

export const BidStepSaveBody = Type.Object({ xmId: Id, step: StepKey, data: StepValues }, { additionalProperties: false });
export type BidStepSaveBody = Static<typeof BidStepSaveBody>;

export const BidStepProjectsBody = Type.Object(
  { xmmc: Type.Optional(Type.String({ maxLength: 100 })), curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);
export type BidStepProjectsBody = Static<typeof BidStepProjectsBody>;

/** One move of a project's steps, as the state call lists them (newest first). */
export const BidStepMove = Type.Object({
  from: Type.String(),
  to: Type.String(),
  by: Type.String(),
  at: Type.String(),
});
export type BidStepMove = Static<typeof BidStepMove>;

/** A project's steps: where it is, what each step stored, how it got there. */
export const BidStepState = Type.Object({
  xmId: Type.String(),
  xmmc: Type.String(),
  /** the current step's key */
  current: Type.String(),
  /** the steps node's config (kind steps: the steps in order with their forms and rules) */
  config: Type.Unknown(),
  /** the config of each step's form node, by node id (an ordinary form node) */
  forms: Type.Record(Type.String(), Type.Unknown()),
  /** each step's stored values */
  values: Type.Record(Type.String(), StepValues),
  /** administrators fill the current step and move; others read */
  canMove: Type.Boolean(),
  moves: Type.Array(BidStepMove),
});
export type BidStepState = Static<typeof BidStepState>;

/** A project with its current step (开标大厅 / 评标系统 overview). */
export const BidStepProject = Type.Object({
  xmId: Type.String(),
  xmmc: Type.String(),
  xmbh: Type.String(),
  current: Type.String(),
  currentTitle: Type.String(),
  /** 1-based position of the current step */
  index: Type.Integer(),
  total: Type.Integer(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type BidStepProject = Static<typeof BidStepProject>;

export const BidStepProjects = Type.Object({
  records: Type.Array(BidStepProject),
  total: Type.Integer(),
  curPage: Type.Integer(),
  pageSize: Type.Integer(),
});
export type BidStepProjects = Static<typeof BidStepProjects>;

/** Demo data (fixtures/projects/bid-steps.json): projects part-way through the steps. */
export const BidStepFixture = Type.Object(
  {
    projects: Type.Array(
      Type.Object(
        { project: Id, values: Type.Record(Type.String(), StepValues), current: StepKey },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BidStepFixture = Static<typeof BidStepFixture>;

/** POST /ks/bid/steps/sign-ins and /sign-in (docs/bidding.md "签到"). */
export const SignInListBody = Type.Object({ xmId: Id }, { additionalProperties: false });
export type SignInListBody = Static<typeof SignInListBody>;

export const SignInBody = Type.Object(
  { xmId: Id, kind: Type.Union([Type.Literal('bidder'), Type.Literal('expert')]), id: Id, signedIn: Type.Boolean() },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

/** One bidder or drawn expert with their check-in state. */
export const SignInRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  signedIn: Type.Boolean(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  signedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SignInRow = Static<typeof SignInRow>;

export const SignInList = Type.Object({ xmId: Type.String(), bidders: Type.Array(SignInRow), experts: Type.Array(SignInRow) });
export type SignInList = Static<typeof SignInList>;
