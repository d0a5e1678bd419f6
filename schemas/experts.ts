import { Type, type Static } from '@sinclair/typebox';

/**
 * 专家抽取 (issue 48, docs/projects.md "专家抽取 Expert extraction"): the calls under /ks/expert/…,
 * their messages and the answer shapes, once for the server and the page.
 */

export const EXPERT_MESSAGES = {
  notEnough: (need: number, have: number) => `符合条件的专家不足：需要 ${need} 名，仅有 ${have} 名`,
  /** what everybody but administrators reads before the opening (and other enterprises after it) */
  hidden: (n: number) => `已抽取 ${n} 名专家（开标前不公开）`,
  hiddenAfter: (n: number) => `已抽取 ${n} 名专家`,
  consistent: '一致',
  inconsistent: '不一致',
  badSession: '评标结束时间须晚于开始时间',
  noProject: '项目不存在',
  noDraw: '抽取记录不存在',
  notDrawn: '该专家不在本次抽取的在选名单中',
  drawn: '抽取完成',
  replaced: '已替换',
} as const;

/** ISO 8601 instant with a zone (the page sends `toISOString()`); the server stores it normalised to UTC. */
const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 });
const Id = Type.String({ minLength: 1, maxLength: 120 });

export const Bidder = Type.Object({ id: Type.Optional(Type.String({ maxLength: 120 })), name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type Bidder = Static<typeof Bidder>;

export const DrawAddBody = Type.Object(
  {
    projectId: Id,
    sessionStart: Instant,
    sessionEnd: Instant,
    specialty: Type.String({ minLength: 1, maxLength: 64 }),
    /** a province or city code of the region dictionary; absent or '' = any region */
    region: Type.Optional(Type.String({ maxLength: 32 })),
    count: Type.Integer({ minimum: 1, maximum: 50 }),
    bidders: Type.Array(Bidder, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type DrawAddBody = Static<typeof DrawAddBody>;

export const DrawOptionsBody = Type.Object({}, { additionalProperties: false });
export const DrawIdBody = Type.Object({ drawId: Id }, { additionalProperties: false });
export const DrawReplaceBody = Type.Object({ drawId: Id, expertId: Id }, { additionalProperties: false });
export const DrawListBody = Type.Object({ projectId: Type.Optional(Id) }, { additionalProperties: false });
export const ProjectDrawsBody = Type.Object({ projectId: Id }, { additionalProperties: false });

export const DrawnExpert = Type.Object({
  expertId: Type.String(),
  name: Type.String(),
  specialty: Type.String(),
  region: Type.String(),
  workUnit: Type.String(),
  /** administrators only */
  phone: Type.Optional(Type.String()),
  /** drawn: on the list; declined: replaced after declining */
  state: Type.Union([Type.Literal('drawn'), Type.Literal('declined')]),
  /** the step that drew this expert (1 = the draw, 2… = replacements) */
  step: Type.Integer(),
});
export type DrawnExpert = Static<typeof DrawnExpert>;

export const DrawStep = Type.Object({
  step: Type.Integer(),
  kind: Type.Union([Type.Literal('draw'), Type.Literal('replace')]),
  seed: Type.String(),
  /** the eligible pool the step drew from: expert ids, sorted */
  pool: Type.Array(Type.String()),
  picked: Type.Array(Type.String()),
  /** a replacement: whom it replaced */
  replaces: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  by: Type.String(),
});
export type DrawStep = Static<typeof DrawStep>;

/** One draw as the caller may see it: `experts` and `steps` only where the names are visible to them. */
export const ExpertDraw = Type.Object({
  id: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  sessionStart: Type.String(),
  sessionEnd: Type.String(),
  specialty: Type.String(),
  specialtyName: Type.String(),
  region: Type.String(),
  regionName: Type.String(),
  count: Type.Integer(),
  bidders: Type.Array(Bidder),
  createdAt: Type.String(),
  createdBy: Type.String(),
  /** whether the names are in this answer */
  visible: Type.Boolean(),
  /** 已抽取 N 名专家（开标前不公开） where they are not */
  notice: Type.String(),
  experts: Type.Array(DrawnExpert),
  steps: Type.Array(DrawStep),
});
export type ExpertDraw = Static<typeof ExpertDraw>;

export const RecheckAnswer = Type.Object({
  consistent: Type.Boolean(),
  message: Type.String(),
  steps: Type.Array(Type.Object({ step: Type.Integer(), stored: Type.Array(Type.String()), recomputed: Type.Array(Type.String()), same: Type.Boolean() })),
});
export type RecheckAnswer = Static<typeof RecheckAnswer>;

const Choice = Type.Object({ label: Type.String(), value: Type.String() });
export const DrawOptions = Type.Object({
  projects: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), number: Type.String(), enterpriseId: Type.Union([Type.String(), Type.Null()]) })),
  enterprises: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  specialties: Type.Array(Choice),
  regions: Type.Array(Type.Object({ label: Type.String(), value: Type.String(), children: Type.Optional(Type.Array(Choice)) })),
});
export type DrawOptions = Static<typeof DrawOptions>;
