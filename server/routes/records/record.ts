import crypto from 'node:crypto';
import {
  RecordDetail,
  RecordRefBody,
  RESERVED_RECORD_KEYS,
  SaveRecordBody,
  SaveRecordData,
  WorkflowState,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { withSession } from '../../http/remembered-session-plugin';
import { badRequest, forbidden } from '../../http/errors';
import { insertDraft, updateIfVersion } from '../../db/repos/records';
import { writeOpLog } from '../../db/repos/oplog';
import { acceptData } from '../../records/record-rules';
import { confirmPlan, readForWrite, withWritePlan, type WritePlan } from '../../records/write-copy';
import type { SessionUser } from '../../session-user';
import { signRecordFiles } from '../../records/file-urls';
import { gradeRecord } from '../../levels/record-level';
import { requireButton } from '../../records/button-permissions';
import { readVisibleRecord } from '../../records/record-read';
import {
  checkVersion,
  enforce,
  inRecordTransaction,
  logActorOf,
  lostRace,
  RECORD_TARGET,
  toWorkflowState,
} from '../../records/service';

const RESERVED = new Set<string>(RESERVED_RECORD_KEYS);

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
        response: responses(SaveRecordData),
      },
    },
    async (request) => {
      const body = request.body;
      // The node, buttons and rules from this instance's copies, confirmed before anything is written (write-copy.ts).
      const { value } = await withSession(request, (user, sql, remembered) =>
        withWritePlan(ctx, body.nodeId, user, true, (plan) => saveRecord(ctx, user, body, plan), sql && remembered ? { sql, ...remembered } : undefined),
      );
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

/** A save (create or update a draft) with the node, buttons and rules of `plan`. */
async function saveRecord(ctx: AppContext, user: SessionUser, body: SaveRecordBody, plan: WritePlan): Promise<{ id: string; version: number }> {
  const { node, actor } = plan;
  const clash = Object.keys(body.data).find((k) => RESERVED.has(k));
  if (clash) throw badRequest(`字段名 ${clash} 为系统保留字段，请更换`);
  // URLs, form rules and rich text (docs/security.md); other strings are stored exactly as sent.
  const rules = plan.rules!;
  // The level follows from the score and the rule in force (docs/credit.md "等级设置"), never from the client.
  const { data, grade } = await gradeRecord(ctx.db, rules.level, node.systemCoding, acceptData(rules, body.data, 'draft'));

  // 权限设置: 保存 stores the form; a new record also needs 新增 (an existing one 编辑, in enforce).
  requireButton(actor, ...(body.id === undefined ? (['add', 'save'] as const) : (['save'] as const)));
  if (body.id === undefined) {
    if (user.role === 'U' && !user.enterpriseId) throw forbidden('当前账号未关联企业，不能新增记录');
    // Nothing is read for a new record: the copies' stamps are read on their own, before the write.
    await confirmPlan(ctx.db, plan);
    const id = crypto.randomUUID();
    return ctx.db.transaction().execute(async (tx) => {
      const r = await insertDraft(tx, {
        id,
        nodeId: node.recordsNodeId,
        systemCoding: node.systemCoding,
        enterpriseId: user.role === 'U' ? user.enterpriseId : null,
        ownerUserId: user.id,
        data,
      });
      await writeOpLog(tx, logActorOf(user), { action: 'record.create', targetType: RECORD_TARGET, targetId: id, gnCoding: node.recordsNodeId, detail: { version: 1, ...(grade ? { grade } : {}) } });
      return r;
    });
  }

  if (body.version === undefined) throw badRequest('缺少必填字段 version（修改记录须带版本号）');
  const target = { nodeId: body.nodeId, id: body.id };
  return inRecordTransaction(ctx.db, user, target, async (tx) => {
    const record = await readForWrite(tx, plan, target.id);
    checkVersion(record, body.version!, 'edit');
    enforce('edit', record, actor);
    const version = await updateIfVersion(tx, record.id, record.version, { data: JSON.stringify(data) });
    if (version === null) throw lostRace('edit');
    await writeOpLog(tx, logActorOf(user), { action: 'record.edit', targetType: RECORD_TARGET, targetId: record.id, gnCoding: record.nodeId, detail: { version, ...(grade ? { grade } : {}) } });
    return { id: record.id, version };
  });
}
