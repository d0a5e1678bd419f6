import { RecordDetail, RecordRefBody, SaveRecordBody, SaveRecordData, WorkflowState } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses, responsesWithFieldProblems } from '../../http/envelope';
import { caller } from '../../http/access';
import { withSession } from '../../http/remembered-session-plugin';
import { signRecordFiles } from '../../records/file-urls';
import { readVisibleRecord } from '../../records/record-read';
import { toWorkflowState } from '../../records/service';
import { saveAs } from '../../records/save';

/** Save (create or update a draft), detail, and the workflow state of one record. */
export default function recordRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/record/save',
    {
      // A remembered session is confirmed in the write's first statement (write-copy.ts).
      config: { access: 'user', confirmsSession: true },
      schema: {
        tags: ['records'],
        summary: '保存记录：无 id 新增草稿；有 id 修改本单位的草稿或驳回记录（须带 version）',
        body: SaveRecordBody,
        response: responsesWithFieldProblems(SaveRecordData),
      },
    },
    async (request) => {
      // The rules live in the save service (server/records/save.ts), shared with the catalogue's operations.
      const { value } = await withSession(request, (user, sql, remembered) => saveAs(ctx, user, request.body, 'save', sql && remembered ? { sql, ...remembered } : undefined));
      return ok(value, '保存成功');
    },
  );

  app.post(
    '/ks/monitor/record/detail',
    {
      // The session is confirmed in the record's own statement (remembered-session-plugin.ts).
      config: { access: 'user', confirmsSession: true },
      schema: { tags: ['records'], summary: '记录详情（数据、状态、版本与可用操作）', body: RecordRefBody, response: responses(RecordDetail) },
    },
    async (request) => {
      const body = request.body;
      const { record, actor } = await withSession(request, (user, sessionStampSql) => readVisibleRecord(ctx, body.nodeId, body.id, user, sessionStampSql));
      // File addresses the reader may open come back as signed links (docs/uploads.md).
      return ok({ ...toWorkflowState(record, actor), data: await signRecordFiles(ctx.db, record.data, caller(request)) });
    },
  );

  app.post(
    '/ks/monitor/submit-status',
    {
      config: { access: 'user', confirmsSession: true },
      schema: {
        tags: ['records'],
        summary: '查询记录的提交/审核状态与当前可用操作（只读）',
        body: RecordRefBody,
        response: responses(WorkflowState),
      },
    },
    async (request) => {
      const body = request.body;
      const { record, actor } = await withSession(request, (user, sessionStampSql) => readVisibleRecord(ctx, body.nodeId, body.id, user, sessionStampSql));
      return ok(toWorkflowState(record, actor));
    },
  );
}
