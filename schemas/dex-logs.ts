import { Type, type Static } from '@sinclair/typebox';
import { pagingFields } from './paging';

/**
 * 监管审核 `/dexRecords/regAuditLogs` and 交易推送 `/dexRecords/txPushLogs` (spec 000 §2): the audit
 * and push history of one business system's records, read from the operation log. The spec shows
 * neither page nor call; docs/supervision.md has the design.
 */

/** The kinds of log, each with the op-log actions it shows and the menu property that opens it. */
export const DEX_LOG_KINDS = {
  audit: {
    title: '审核日志',
    property: '监管审核',
    actions: ['record.audit', 'record.change-pass', 'record.change-reject'],
    empty: '暂无审核记录',
  },
  push: {
    title: '交易推送',
    property: '交易推送',
    actions: ['record.send'],
    empty: '暂无推送记录',
  },
} as const;
export type DexLogKind = keyof typeof DEX_LOG_KINDS;

/** What each action is called in the list. */
export const DEX_ACTION_TEXT: Readonly<Record<string, string>> = {
  'record.audit': '审核',
  'record.change-pass': '变更通过',
  'record.change-reject': '变更驳回',
  'record.send': '推送',
};

export const DEX_MESSAGES = {
  notLogMenu: '该菜单不是审核日志或推送记录页面',
  badRange: '开始日期不能晚于结束日期',
} as const;

/** The most lines one export writes. */
export const DEX_EXPORT_CAP = 10_000;

const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', title: '日期（YYYY-MM-DD）' });

/** The search of a log: the menu, the verdict (audit only) and the days (both included). */
const logFilters = {
  /** the menu the page was opened from: its system's records are listed */
  id: Type.String({ minLength: 1, maxLength: 64 }),
  /** audit only: 'pass' or 'reject'; absent shows both */
  verdict: Type.Optional(Type.Union([Type.Literal('pass'), Type.Literal('reject')])),
  /** the first day of the search (YYYY-MM-DD, compared on the stored UTC timestamp) */
  startDate: Type.Optional(Day),
  /** the last day of the search, included */
  endDate: Type.Optional(Day),
};

/** POST /ks/dexRecords/{audit,push}-logs/export: the same search, every line up to DEX_EXPORT_CAP, as an .xlsx. */
export const DexLogExportBody = Type.Object(logFilters, { additionalProperties: false });
export type DexLogExportBody = Static<typeof DexLogExportBody>;

export const DexLogBody = Type.Object({ ...logFilters, ...pagingFields() }, { additionalProperties: false });
export type DexLogBody = Static<typeof DexLogBody>;

export const DexLogRow = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: Type.String(),
  actionText: Type.String(),
  /** true passed, false rejected, null for a push */
  pass: Type.Union([Type.Boolean(), Type.Null()]),
  reason: Type.String(),
  userName: Type.String(),
  recordId: Type.String(),
  nodeId: Type.String(),
  gnName: Type.String(),
  businessName: Type.String(),
  /** where 查看 opens the record, as the message centre opens it */
  opens: Type.Union([Type.Literal('detail'), Type.Literal('list')]),
  systemCoding: Type.String(),
});
export type DexLogRow = Static<typeof DexLogRow>;

export const DexLogPage = Type.Object({ records: Type.Array(DexLogRow), total: Type.Integer(), systemName: Type.String() });
export type DexLogPage = Static<typeof DexLogPage>;
