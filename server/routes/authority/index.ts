import { Type } from '@sinclair/typebox';
import { AssignableListBody, Assignee } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { findRecord } from '../../db/repos/records';
import { enabledManagersExcept } from '../../db/repos/users';
import { canRead } from '../../records/workflow';
import { actorOf, RECORD_NOT_FOUND } from '../../records/service';
import { managesRecordOf } from '../../management/scope';

/**
 * POST /ks/authority/manager/assignable-list (spec 002 "Synchronisation, assignment"): the
 * administrators a record may be assigned to for audit — enabled, and never the record's
 * submitter or owner (the assign call refuses those too, server/routes/records/workflow.ts), and
 * only those whose management scope holds the record (docs/administration.md "管理权限"). A record outside
 * the caller's own scope answers 404, as everywhere.
 */
export default function authorityRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/authority/manager/assignable-list',
    {
      config: { access: ['M'] },
      schema: {
        tags: ['records'],
        summary: '可指派的审核人（任务指派对话框）',
        body: AssignableListBody,
        response: responses(Type.Array(Assignee)),
      },
    },
    async (request) => {
      const body = request.body;
      const record = await findRecord(ctx.db, body.id);
      const me = caller(request);
      if (!record || !canRead(record, actorOf(me)) || !(await managesRecordOf(ctx.db, me.id, record))) throw notFound(RECORD_NOT_FOUND);
      const excluded = [record.ownerUserId, record.submittedBy].filter((id): id is string => Boolean(id));
      const rows = await enabledManagersExcept(ctx.db, excluded);
      // Administrators are few: one scope read each.
      const managing = await Promise.all(rows.map((r) => managesRecordOf(ctx.db, r.id, record)));
      return ok(rows.filter((_r, i) => managing[i]).map((r) => ({ id: r.id, userName: r.user_name, username: r.username })));
    },
  );
}
