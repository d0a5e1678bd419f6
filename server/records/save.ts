import crypto from 'node:crypto';
import { RESERVED_RECORD_KEYS, type SaveRecordBody } from '../../schemas';
import type { AppContext } from '../context';
import { badRequest, forbidden } from '../errors';
import { insertDraft, updateIfVersion } from '../db/repos/records';
import { writeOpLog } from '../db/repos/oplog';
import { findSaveKey, rememberSaveKey } from '../db/repos/save-keys';
import type { SessionUser } from '../session-user';
import { gradeRecord } from '../levels/record-level';
import { acceptData, NO_FORM_RULES } from './record-rules';
import { confirmPlan, readForWrite, withWritePlan, type PendingSession, type WritePlan } from './write-copy';
import { requireButton } from './button-permissions';
import { runSaveHooks } from './hooks';
import { checkVersion, enforce, inRecordTransaction, logActorOf, lostRace, RECORD_TARGET } from './service';

/**
 * A record's save: the one place its rules live, called by the engine route
 * (/ks/monitor/record/save) and the add, update and save operations of catalogue rows
 * (server/records/operations/). docs/records.md "Saving a record".
 */

/** `add` creates only (an id is refused), `update` edits only (id and version required), `save` does either. */
export type SaveIntent = 'add' | 'update' | 'save';

export const ADD_REFUSES_ID = '新增记录不能带 id（修改已有记录请使用修改接口）';
export const UPDATE_NEEDS_ID = '缺少必填字段 id（修改记录须带记录编号）';
export const UPDATE_NEEDS_VERSION = '缺少必填字段 version（修改记录须带版本号）';
export const SAVE_KEY_ELSEWHERE = '保存标识已用于其他节点的记录，请刷新页面后重试';

const RESERVED = new Set<string>(RESERVED_RECORD_KEYS);

/** What the body may be for the intent, checked before anything is read. */
function checkIntent(intent: SaveIntent, body: SaveRecordBody): void {
  if (intent === 'add' && body.id !== undefined) throw badRequest(ADD_REFUSES_ID);
  if (intent === 'update' && body.id === undefined) throw badRequest(UPDATE_NEEDS_ID);
  if (intent === 'update' && body.version === undefined) throw badRequest(UPDATE_NEEDS_VERSION);
}

/**
 * Saves as `user`: the node, buttons and rules from this instance's copies, confirmed before
 * anything is written (write-copy.ts), with a remembered `session` confirmed in the same statement
 * (the engine route passes the one `withSession` hands it, remembered-session-plugin.ts).
 */
export async function saveAs(
  ctx: AppContext,
  user: SessionUser,
  body: SaveRecordBody,
  intent: SaveIntent = 'save',
  session?: PendingSession,
): Promise<{ value: { id: string; version: number; repeated?: boolean }; sessionStamp: string | null }> {
  checkIntent(intent, body);
  return withWritePlan(ctx, body.nodeId, user, true, (plan) => saveRecord(ctx, user, body, plan), session);
}

/** A save (create or update a draft) with the node, buttons and rules of `plan`. */
export async function saveRecord(ctx: AppContext, user: SessionUser, body: SaveRecordBody, plan: WritePlan): Promise<{ id: string; version: number; repeated?: boolean }> {
  const { node, actor } = plan;
  const clash = Object.keys(body.data).find((k) => RESERVED.has(k));
  if (clash) throw badRequest(`字段名 ${clash} 为系统保留字段，请更换`);
  const rules = plan.rules!;
  // A node's data is always checked (issue 43 point 10): a node whose records no form describes
  // would store whatever a caller sends. Refused only once the copies are confirmed (write-copy.ts).
  if (!rules.form) {
    await confirmPlan(ctx.db, plan);
    throw badRequest(NO_FORM_RULES);
  }
  // URLs, form rules and rich text (docs/security.md); other strings are stored exactly as sent.
  // The level follows from the score and the rule in force (docs/credit.md "等级设置"), never from the client.
  const { data, grade } = await gradeRecord(ctx.db, rules.level, node.systemCoding, acceptData(rules, body.data, 'draft'));

  // 权限设置: 保存 stores the form; a new record also needs 新增 (an existing one 编辑, in enforce).
  requireButton(actor, ...(body.id === undefined ? (['add', 'save'] as const) : (['save'] as const)));
  if (body.id === undefined) {
    if (user.role === 'U' && !user.enterpriseId) throw forbidden('当前账号未关联企业，不能新增记录');
    // Nothing is read for a new record: the copies' stamps are read on their own, before the write.
    await confirmPlan(ctx.db, plan);
    const key = body.saveKey;
    // A create repeated with its key (its answer was lost, 重试) answers the record the first one made.
    const first = key ? await keyedAnswer(ctx, user, key, node.recordsNodeId) : null;
    if (first) return first;
    const id = crypto.randomUUID();
    const create = () => ctx.db.transaction().execute(async (tx) => {
      if (key) await rememberSaveKey(tx, user.id, key, { recordId: id, nodeId: node.recordsNodeId });
      const enterpriseId = user.role === 'U' ? user.enterpriseId : null;
      const r = await insertDraft(tx, {
        id,
        nodeId: node.recordsNodeId,
        systemCoding: node.systemCoding,
        enterpriseId,
        ownerUserId: user.id,
        // what other areas fill in from the server (server/records/hooks.ts SaveHooks)
        data: await runSaveHooks(tx, { nodeId: node.recordsNodeId, enterpriseId, data }),
      });
      await writeOpLog(tx, logActorOf(user), { action: 'record.create', targetType: RECORD_TARGET, targetId: id, gnCoding: node.recordsNodeId, detail: { version: 1, ...(grade ? { grade } : {}) } });
      return r;
    });
    if (!key) return create();
    // Two creates with one key at the same moment: the second's key write fails on the primary key
    // and its transaction (record included) rolls back; it then answers what the first made.
    return create().catch(async (e: unknown) => (await keyedAnswer(ctx, user, key, node.recordsNodeId)) ?? Promise.reject(e));
  }

  if (body.version === undefined) throw badRequest(UPDATE_NEEDS_VERSION);
  const target = { nodeId: body.nodeId, id: body.id };
  return inRecordTransaction(ctx.db, user, target, async (tx) => {
    const record = await readForWrite(tx, plan, target.id);
    checkVersion(record, body.version!, 'edit');
    enforce('edit', record, actor);
    const stored = await runSaveHooks(tx, { nodeId: record.nodeId, enterpriseId: record.enterpriseId, data });
    const version = await updateIfVersion(tx, record.id, record.version, { data: JSON.stringify(stored) });
    if (version === null) throw lostRace('edit');
    await writeOpLog(tx, logActorOf(user), { action: 'record.edit', targetType: RECORD_TARGET, targetId: record.id, gnCoding: record.nodeId, detail: { version, ...(grade ? { grade } : {}) } });
    return { id: record.id, version };
  });
}

/** The first create's answer for `key`, or null when none was made with it. */
async function keyedAnswer(ctx: AppContext, user: SessionUser, key: string, nodeId: string): Promise<{ id: string; version: number; repeated: true } | null> {
  const found = await findSaveKey(ctx.db, user.id, key);
  if (!found) return null;
  if (found.nodeId !== nodeId) throw badRequest(SAVE_KEY_ELSEWHERE);
  // The first answer: a new record is version 1, whatever was saved over it since.
  return { id: found.recordId, version: 1, repeated: true };
}
