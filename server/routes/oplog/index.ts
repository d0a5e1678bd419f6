import { Type } from '@sinclair/typebox';
import { LogHistoryAnswer, LogHistoryBody, ResponseCode, ROLE_LABELS, type LogHistoryEntry, type Role } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ApiError, notFound } from '../../http/errors';
import { findRecord } from '../../db/repos/records';
import { ACTION_LOOK } from '../../../schemas/workflow';
import { canRead, type WorkflowAction } from '../../records/workflow';
import { actorOf, RECORD_NOT_FOUND, RECORD_TARGET } from '../../records/service';
import { findRecordNode } from '../../records/list-node';

/**
 * Errors of this call keep its own shape (status/message/result), as its successes do; errors
 * raised before the handler (no token, bad body) arrive as the usual envelope (code/message/data).
 */
const LogError = Type.Object({
  status: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.Integer()),
  message: Type.String(),
  result: Type.Optional(Type.Array(Type.Null())),
  data: Type.Optional(Type.Null()),
});

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
  /** the audit level the verdict was given at (docs/accounts.md "审核级别与审核方式") */
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
        response: { 200: LogHistoryAnswer, '4xx': LogError, '5xx': LogError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        const me = caller(request);
        const record = await findRecord(ctx.db, body.id);
        // gnCoding names the node (its system, or a list showing its detail node's records);
        // another enterprise's record answers like a missing one.
        const viaList = async (r: NonNullable<typeof record>) => (await findRecordNode(ctx.db, body.gnCoding, me.role))?.recordsNodeId === r.nodeId;
        const matches = record && (body.gnCoding === record.nodeId || body.gnCoding === record.systemCoding || (await viaList(record)));
        if (!record || !matches || !canRead(record, actorOf(me))) throw notFound(RECORD_NOT_FOUND);
        const rows = await ctx.db
          .selectFrom('op_log')
          .select(['action', 'role', 'user_name', 'detail', 'at'])
          .where('target_type', '=', RECORD_TARGET)
          .where('target_id', '=', record.id)
          .where('ok', '=', 1)
          .orderBy('id')
          .execute();
        return { status: ResponseCode.OK, message: '成功', result: rows.map(toEntry) };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return reply.status(err.httpStatus).send({ status: err.code, message: err.message, result: [] });
      }
    },
  );
}
