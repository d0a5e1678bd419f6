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
import { badRequest, forbidden } from '../../http/errors';
import { insertDraft, updateIfVersion } from '../../db/repos/records';
import { writeOpLog } from '../../db/repos/oplog';
import { acceptData, loadRecordRules } from '../../records/record-rules';
import { signRecordFiles } from '../../records/file-urls';
import { gradeRecord } from '../../levels/record-level';
import {
  actorOf,
  checkVersion,
  enforce,
  inRecordTransaction,
  loadVisible,
  logActorOf,
  lostRace,
  RECORD_TARGET,
  requireNode,
  toWorkflowState,
} from '../../records/service';

const RESERVED = new Set<string>(RESERVED_RECORD_KEYS);

/** Save (create or update a draft), detail, and the workflow state of one record. */
export default function recordRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/record/save',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '保存记录：无 id 新增草稿；有 id 修改本单位的草稿或驳回记录（须带 version）',
        body: SaveRecordBody,
        response: responses(SaveRecordData),
      },
    },
    async (request) => {
      const body = request.body;
      const user = caller(request);
      const node = await requireNode(ctx, body.nodeId, user, 'write');
      const clash = Object.keys(body.data).find((k) => RESERVED.has(k));
      if (clash) throw badRequest(`字段名 ${clash} 为系统保留字段，请更换`);
      // URLs, form rules and rich text (docs/security.md); other strings are stored exactly as sent.
      const rules = await loadRecordRules(ctx.db, node);
      // The level follows from the score and the rule in force (docs/credit.md "等级设置"), never from the client.
      const { data, grade } = await gradeRecord(ctx.db, rules.level, node.systemCoding, acceptData(rules, body.data, 'draft'));
      const actor = actorOf(user);

      if (body.id === undefined) {
        if (user.role === 'U' && !user.enterpriseId) throw forbidden('当前账号未关联企业，不能新增记录');
        const id = crypto.randomUUID();
        const saved = await ctx.db.transaction().execute(async (tx) => {
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
        return ok(saved, '保存成功');
      }

      if (body.version === undefined) throw badRequest('缺少必填字段 version（修改记录须带版本号）');
      const target = { nodeId: body.nodeId, id: body.id };
      const saved = await inRecordTransaction(ctx.db, user, target, async (tx) => {
        const record = await loadVisible(tx, node, target.id, actor);
        checkVersion(record, body.version!, 'edit');
        enforce('edit', record, actor);
        const version = await updateIfVersion(tx, record.id, record.version, { data: JSON.stringify(data) });
        if (version === null) throw lostRace('edit');
        await writeOpLog(tx, logActorOf(user), { action: 'record.edit', targetType: RECORD_TARGET, targetId: record.id, gnCoding: record.nodeId, detail: { version, ...(grade ? { grade } : {}) } });
        return { id: record.id, version };
      });
      return ok(saved, '保存成功');
    },
  );

  app.post(
    '/ks/monitor/record/detail',
    {
      config: { access: 'user' },
      schema: { tags: ['records'], summary: '记录详情（数据、状态、版本与可用操作）', body: RecordRefBody, response: responses(RecordDetail) },
    },
    async (request) => {
      const body = request.body;
      const user = caller(request);
      const node = await requireNode(ctx, body.nodeId, user, 'read');
      const actor = actorOf(user);
      const record = await loadVisible(ctx.db, node, body.id, actor);
      // File addresses the reader may open come back as signed links (docs/uploads.md).
      return ok({ ...toWorkflowState(record, actor), data: await signRecordFiles(ctx.db, record.data, user) });
    },
  );

  app.post(
    '/ks/monitor/submit-status',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '查询记录的提交/审核状态与当前可用操作（只读）',
        body: RecordRefBody,
        response: responses(WorkflowState),
      },
    },
    async (request) => {
      const body = request.body;
      const user = caller(request);
      const node = await requireNode(ctx, body.nodeId, user, 'read');
      const actor = actorOf(user);
      return ok(toWorkflowState(await loadVisible(ctx.db, node, body.id, actor), actor));
    },
  );
}
