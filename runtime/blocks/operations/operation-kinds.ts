import type { RowOperation, WorkflowAction } from '../table/list-types';

/** What a button does, decided by its code. */
export type OperationKind =
  | { kind: 'view' }
  | { kind: 'edit' }
  | { kind: 'log' }
  | { kind: 'call'; action: WorkflowAction; pass?: boolean; confirm?: string; success: string }
  /** 指派: choose an administrator in 任务指派, then the assign call. */
  | { kind: 'assign' }
  /** 审核 (verdict chosen in the dialog) or 驳回 (reject only). */
  | { kind: 'audit'; allowPass: boolean }
  /** 变更 (a new change) or 变更记录 (the rounds, check mode): the change dialog (docs/credit.md). */
  | { kind: 'change'; mode: 'new' | 'check' }
  | { kind: 'other' };

/** Success messages of spec 002 §8. */
export const SUBMIT_SUCCESS = '提交成功';
export const ACTION_SUCCESS = '操作成功';
export const CONFIRM_SUBMIT = '确认提交吗？';
export const CONFIRM_PASS = '确认通过吗？';
export const CONFIRM_REJECT = '确认驳回吗？';
export const CONFIRM_DELETE = '确认删除吗？';
export const REJECT_REASON_REQUIRED = '请填写审核建议';

const call = (action: WorkflowAction, extra: Partial<Extract<OperationKind, { kind: 'call' }>> = {}): OperationKind => ({
  kind: 'call',
  action,
  success: ACTION_SUCCESS,
  ...extra,
});

/**
 * Button codes → behaviour. The server sends view, edit, submit, revoke, audit, assign, spread,
 * send, publish and delete (server/records/workflow.ts); pass and reject are the verdict codes of
 * spec 002 §4, accepted as direct buttons too. Confirmations only where the spec asks: submit,
 * pass, reject (after the audit suggestion) and delete. assign first asks whom, in 任务指派.
 */
const KINDS: Record<string, OperationKind> = {
  view: { kind: 'view' },
  detail: { kind: 'view' },
  edit: { kind: 'edit' },
  update: { kind: 'edit' },
  log: { kind: 'log' },
  oplog: { kind: 'log' },
  logHistory: { kind: 'log' },
  submit: call('submit', { confirm: CONFIRM_SUBMIT, success: SUBMIT_SUCCESS }),
  pass: call('audit', { pass: true, confirm: CONFIRM_PASS }),
  'audit-pass': call('audit', { pass: true, confirm: CONFIRM_PASS }),
  audit: { kind: 'audit', allowPass: true },
  reject: { kind: 'audit', allowPass: false },
  assign: { kind: 'assign' },
  'audit-reject': { kind: 'audit', allowPass: false },
  delete: call('delete', { confirm: CONFIRM_DELETE }),
  revoke: call('revoke'),
  spread: call('spread'),
  send: call('send'),
  publish: call('publish'),
  'submit-status': call('submit-status'),
  change: { kind: 'change', mode: 'new' },
  changeRecords: { kind: 'change', mode: 'check' },
};

/** The behaviour of a button code; unknown codes are handed to the page (`onOther`). */
export function operationKind(code: string): OperationKind {
  return KINDS[code] ?? { kind: 'other' };
}

/** The operation-log button the runtime adds to every record's buttons (the log is read-only). */
export const LOG_OPERATION: RowOperation = { code: 'log', name: '日志', color: '', show: true };

/**
 * A record's buttons plus 日志 at the end, unless the server already lists a log button: the
 * log is a view on the record's history, not a workflow move, so the server does not send it.
 */
export function withLogButton(operations: readonly RowOperation[]): RowOperation[] {
  const hasLog = operations.some((op) => operationKind(op.code).kind === 'log');
  return hasLog ? [...operations] : [...operations, LOG_OPERATION];
}
