import { AssignBody, AuditBody, DeletedRecord, DeleteRecordBody, DeleteRecordQuery, WorkflowBody, WorkflowState } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses, responsesWithFieldProblems } from '../../http/envelope';
import { caller } from '../../http/access';
import { badRequest } from '../../http/errors';
import { ACTION_LOOK } from '../../../schemas/workflow';
import type { WorkflowAction } from '../../records/workflow';
import { withSession } from '../../http/remembered-session-plugin';
import { deleteRecord, move, SUCCESS } from '../../records/workflow-moves';

const ACTIONS: Array<{ action: WorkflowAction; body: typeof WorkflowBody | typeof AuditBody | typeof AssignBody; summary: string }> = [
  { action: 'submit', body: WorkflowBody, summary: '提交审核（草稿或驳回 → 待审核）' },
  { action: 'revoke', body: WorkflowBody, summary: '撤回未审核的提交（待审核 → 草稿）' },
  { action: 'audit', body: AuditBody, summary: '审核（pass=true 通过，false 驳回且须填写审核建议）' },
  { action: 'assign', body: AssignBody, summary: '指派审核人（管理员）' },
  { action: 'spread', body: WorkflowBody, summary: '公示审核通过的记录（管理员）' },
  { action: 'send', body: WorkflowBody, summary: '推送审核通过的记录到外部系统（管理员）' },
  { action: 'publish', body: WorkflowBody, summary: '发布审核通过的记录（管理员）' },
];

/** POST /ks/monitor/<action> for every workflow move, and DELETE /ks/monitor/delete. */
export default function workflowRoutes(app: ApiApp, ctx: AppContext): void {
  for (const { action, body, summary } of ACTIONS) {
    app.post(
      `/ks/monitor/${action}`,
      { config: { access: 'user', confirmsSession: true }, schema: { tags: ['records'], summary, body, response: action === 'submit' ? responsesWithFieldProblems(WorkflowState) : responses(WorkflowState) } },
      async (request) => {
        const { value } = await withSession(request, (user, sql, remembered) => move(ctx, user, action, request.body, sql && remembered ? { sql, ...remembered } : undefined));
        return ok(value, SUCCESS[action] ?? '操作成功');
      },
    );
  }

  app.delete(
    '/ks/monitor/delete',
    {
      config: { access: 'user' },
      // A DELETE usually has no body; let the query string carry the fields then.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags: ['records'],
        summary: `${ACTION_LOOK.delete.name}记录（nodeId、id、version 放在请求体或查询参数中）`,
        querystring: DeleteRecordQuery,
        body: DeleteRecordBody,
        response: responses(DeletedRecord),
      },
    },
    async (request) => {
      const query = request.query;
      const body = (request.body ?? {}) as { nodeId?: string; id?: string; version?: number; reason?: string };
      const nodeId = body.nodeId ?? query.nodeId;
      const id = body.id ?? query.id;
      const version = body.version ?? (query.version ? Number(query.version) : undefined);
      for (const [name, v] of Object.entries({ nodeId, id, version })) if (v === undefined) throw badRequest(`缺少必填字段 ${name}`);
      const user = caller(request);
      await deleteRecord(ctx, user, { nodeId: nodeId!, id: id!, version: version!, reason: body.reason });
      return ok({ id: id! }, '操作成功');
    },
  );
}
