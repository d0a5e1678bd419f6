import { Type, type Static } from '@sinclair/typebox';

/**
 * 任务统计 (spec 002 §7 Tasks: `/task/v1/todo-statistics/*`; spec 000 §2 `/custom/statistics`,
 * `/custom/completeCount`, `/custom/viewProgress`; docs/task-statistics.md): counts of the audits
 * of every business system's records, read from the records' workflow states.
 *
 * - 待审核 (`todo`): records submitted and waiting for an audit (status `submitted`);
 * - 审核通过 (`passed`): records passed or published; 审核驳回 (`rejected`): records rejected;
 * - 已办结 (`done`) = passed + rejected; 合计 (`total`) = todo + done. Drafts are no audit and never count.
 *
 * A period (`startDate` … `endDate`, both days included) selects the records by the day of their
 * last workflow move (`updatedAt`: the submit for a waiting record, the audit for a finished one).
 */

export const TASK_MESSAGES = {
  badRange: '开始日期不能晚于结束日期',
  noEnterprise: '（无企业）',
  noRegion: '未填写地区',
  exported: '导出成功',
} as const;

/** The words of each count, shared by the pages, the workbook and the docs. */
export const TASK_COUNT_TEXT = {
  todo: '待审核',
  passed: '审核通过',
  rejected: '审核驳回',
  done: '已办结',
  total: '合计',
} as const;
export type TaskCountKey = keyof typeof TASK_COUNT_TEXT;
export const TASK_COUNT_KEYS = Object.keys(TASK_COUNT_TEXT) as TaskCountKey[];

const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', title: '日期（YYYY-MM-DD）' });
/** A query value is text (GET): whole numbers are written in digits. */
const Digits = (max: number) => Type.String({ pattern: `^[1-9]\\d{0,${max}}$` });

/** The filters every statistics call takes. */
const filterFields = {
  /** one business system (its code); absent: every system */
  systemCoding: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '系统' })),
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
  /** an enterprise's region code (行政区划); absent: every region */
  region: Type.Optional(Type.String({ pattern: '^\\d{1,12}$', title: '地区' })),
};

/** GET /ks/task/v1/todo-statistics/todo-list and /region: the filters. */
export const TaskStatQuery = Type.Object(filterFields, { additionalProperties: false });
export type TaskStatQuery = Static<typeof TaskStatQuery>;

/** GET /ks/task/v1/todo-statistics/enterprise: the filters and how many enterprises (`top`, 1–50, default 10). */
export const TaskEnterpriseQuery = Type.Object({ ...filterFields, top: Type.Optional(Digits(1)) }, { additionalProperties: false });
export type TaskEnterpriseQuery = Static<typeof TaskEnterpriseQuery>;

const participateFields = {
  ...filterFields,
  /** part of the enterprise's name or credit code */
  keyword: Type.Optional(Type.String({ maxLength: 64, title: '企业名称或信用代码' })),
};

/** GET /ks/task/v1/todo-statistics/participate-ent-list: the filters and the page (digits). */
export const TaskParticipateQuery = Type.Object({ ...participateFields, curPage: Type.Optional(Digits(5)), pageSize: Type.Optional(Digits(2)) }, { additionalProperties: false });
export type TaskParticipateQuery = Static<typeof TaskParticipateQuery>;

/** POST /ks/task/v1/todo-statistics/export-participate-list: the same filters, every page. */
export const TaskParticipateExportBody = Type.Object(participateFields, { additionalProperties: false });
export type TaskParticipateExportBody = Static<typeof TaskParticipateExportBody>;

const counts = {
  todo: Type.Integer(),
  passed: Type.Integer(),
  rejected: Type.Integer(),
  done: Type.Integer(),
  total: Type.Integer(),
};
export const TaskCounts = Type.Object(counts);
export type TaskCounts = Static<typeof TaskCounts>;

/** One group: its key (system code, region code, enterprise id, month `YYYY-MM`) and name. */
export const TaskStatRow = Type.Object({ key: Type.String(), name: Type.String(), ...counts });
export type TaskStatRow = Static<typeof TaskStatRow>;

/** todo-list: the totals, per system (by name) and per month (oldest first). */
export const TaskTodoList = Type.Object({ total: TaskCounts, systems: Type.Array(TaskStatRow), months: Type.Array(TaskStatRow) });
export type TaskTodoList = Static<typeof TaskTodoList>;

/** region and enterprise: the groups, most waiting audits first. */
export const TaskStatRows = Type.Object({ rows: Type.Array(TaskStatRow) });
export type TaskStatRows = Static<typeof TaskStatRows>;

/** One enterprise that took part (at least one record submitted) with its counts. */
export const TaskParticipant = Type.Object({
  enterpriseId: Type.String(),
  enterpriseName: Type.String(),
  creditCode: Type.String(),
  region: Type.String(),
  regionName: Type.String(),
  ...counts,
  /** the last workflow move of its records (ISO) */
  lastAt: Type.String(),
});
export type TaskParticipant = Static<typeof TaskParticipant>;

export const TaskParticipantPage = Type.Object({ records: Type.Array(TaskParticipant), total: Type.Integer(), curPage: Type.Integer(), pageSize: Type.Integer() });
export type TaskParticipantPage = Static<typeof TaskParticipantPage>;

/** The workbook's columns (and the page's table): header and the row's key. */
export const PARTICIPANT_COLUMNS: ReadonlyArray<{ key: keyof TaskParticipant; title: string }> = [
  { key: 'enterpriseName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码' },
  { key: 'regionName', title: '地区' },
  ...TASK_COUNT_KEYS.map((key) => ({ key, title: TASK_COUNT_TEXT[key] })),
  { key: 'lastAt', title: '最近办理时间' },
];

/** The most rows one export writes. */
export const PARTICIPANT_EXPORT_CAP = 10_000;
