/**
 * 五合一进场登记 (spec 000 §2 `/fiveInOne/list`, `/fiveInOne/detail` with the tabs xmxx, cdyy,
 * zsgg, zswj, zjcq; issue 48): one project of 交易服务 and its five registrations. Each
 * registration is a record of a node of the system, audited by the engine's workflow; the nodes
 * are named here once, for the server's read of the states and the pages' tabs (docs/projects.md).
 * Constants only (the pages import them); the call shapes are in five-in-one-calls.ts.
 */

/** The project: a record of 项目登记 (a card list keeping its own records, with its record form). */
export const PROJECT_NODE = 'trade-project-list';

/** One registration of a project: where its records live and how they are written. */
export interface Registration {
  key: 'xmxx' | 'cdyy' | 'zsgg' | 'zswj' | 'zjcq';
  title: string;
  /** the node whose records are the registration (null: not a record of the engine: 专家抽取) */
  records: string | null;
  /** the node written through (a list whose detail node is `records`, or the project list itself) */
  writes: string | null;
  /** the form drawn for a new or stored record */
  form: string | null;
  /** several records per project (bookings); else one, created on the first save */
  several: boolean;
}

export const REGISTRATIONS: readonly Registration[] = [
  { key: 'xmxx', title: '项目信息', records: PROJECT_NODE, writes: PROJECT_NODE, form: PROJECT_NODE, several: false },
  { key: 'cdyy', title: '场地预约', records: 'trade-venue-booking', writes: 'trade-venue', form: 'trade-venue-booking', several: true },
  { key: 'zsgg', title: '资审公告', records: 'trade-zsgg', writes: 'trade-zsgg-list', form: 'trade-zsgg', several: false },
  { key: 'zswj', title: '资审文件', records: 'trade-zswj', writes: 'trade-zswj-list', form: 'trade-zswj', several: false },
  // the expert area's draws (server/experts, src/pages/experts/ProjectExpertDraws.tsx), not engine records
  { key: 'zjcq', title: '专家抽取', records: null, writes: null, form: null, several: true },
];

/** The data key of a registration naming its project (the project's record id). */
export const PROJECT_KEY = 'xmbh';

/** A registration's state as the list and the tab badges show it. */
export const REGISTRATION_STATES = ['none', 'draft', 'submitted', 'passed', 'rejected'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const REGISTRATION_STATE_TEXT: Readonly<Record<RegistrationState, string>> = {
  none: '未登记',
  draft: '草稿',
  submitted: '待审核',
  passed: '已通过',
  rejected: '已退回',
};

