import { LogHistoryAnswer, LogHistoryBody, LogHistoryError, ResponseCode, ROLE_LABELS, type LogHistoryEntry, type Role } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ApiError } from '../../http/errors';
import { ACTION_LOOK } from '../../../schemas/workflow';
import type { WorkflowAction } from '../../records/workflow';
import { readableHistory } from '../../records/history';

const STEP_NAMES: Record<string, string> = {
  create: '新增',
  ...Object.fromEntries(Object.entries(ACTION_LOOK).map(([k, r]) => [k, r.name])),
  edit: '保存',
  'change-save': '保存变更',
  'change-submit': '提交变更',
  'change-pass': '变更通过',
  'change-reject': '变更驳回',
};

interface LogDetail {
  to?: string;
  reason?: string | null;
  pass?: boolean | null;
  assigneeId?: string | null;
  /** the audit level the verdict was given at (docs/administration.md "审核级别与审核方式") */
  level?: string;
}

/** One op_log line as the operation-log drawer shows it (spec 000 §3 "Operation log entry"). */
function toEntry(row: { action: string; role: string; user_name: string; detail: string; at: string }): LogHistoryEntry {
  const step = row.action.replace(/^record\./, '');
  const detail = JSON.parse(row.detail) as LogDetail;
  const reason = detail.reason?.trim() ?? '';
  let logbook = reason;
  let failInfo = 'ok';
  // 初审通过 / 复审驳回 where the node has audit levels, 审核通过 / 审核驳回 otherwise
  const verdict = detail.level ?? '审核';
  if (step === 'audit' && detail.pass === false) {
    logbook = `${verdict}驳回：${reason}`;
    failInfo = reason || '驳回';
  } else if (step === 'audit') {
    logbook = reason ? `${verdict}通过：${reason}` : `${verdict}通过`;
  } else if (step === 'change-reject') {
    logbook = `变更驳回：${reason}`;
    failInfo = reason || '驳回';
  } else if (step === 'assign') {
    logbook = reason || '指派审核人';
  } else if (!logbook) {
    logbook = `${STEP_NAMES[step] ?? step}记录`;
  }
  return {
    glName: STEP_NAMES[step as WorkflowAction] ?? step,
    czrClassification: ROLE_LABELS[row.role as Role] ?? row.role,
    czrName: row.user_name,
    logbook,
    failInfo,
    czTime: row.at,
  };
}

/** POST /ks/common/common/logHistory: the successful steps of one record, oldest first. */
export default function oplogRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/common/common/logHistory',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '记录的操作日志（应答为 status/result/message，见规格 000 §7）',
        body: LogHistoryBody,
        response: { 200: LogHistoryAnswer, '4xx': LogHistoryError, '5xx': LogHistoryError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        // Only for a caller who may read the record as detail does (server/records/history.ts).
        const rows = await readableHistory(ctx.db, caller(request), body);
        return { status: ResponseCode.OK, message: '成功', result: rows.map(toEntry) };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return reply.status(err.httpStatus).send({ status: err.code, message: err.message, result: [] });
      }
    },
  );
}
