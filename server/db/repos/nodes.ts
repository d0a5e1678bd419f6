import type { Kysely, Selectable } from 'kysely';
import { checkNodeConfig } from '../../../schemas/check-node-config';
import type { Database, NodesTable } from '../types';
import { nowIso } from '../clock';
import { writeOpLog, type Actor } from './oplog';
import { ApiError, badRequest, conflict } from '../../errors';

export type NodeRow = Selectable<NodesTable>;
export { isPageKind as isNodeKind, type PageKind as NodeKind } from '../../../schemas/page-kinds';
import { isPageKind as isNodeKind, type PageKind as NodeKind } from '../../../schemas/page-kinds';

export const STALE_NODE_MESSAGE = '配置已被他人修改，请刷新或对比后再保存';


/** Checks a config against the schema of its kind; the message names the first bad item. */
export function validateNodeConfig(kind: string, config: unknown): { ok: true } | { ok: false; message: string } {
  if (!isNodeKind(kind)) return { ok: false, message: `未知的节点类型 ${kind}` };
  // Only the shape: a stored config is read even while a semantic problem waits to be fixed.
  const problems = checkNodeConfig(kind, config).filter((p) => p.schema);
  if (!problems.length) return { ok: true };
  return { ok: false, message: problems.slice(0, 3).map((p) => p.text).join('；') };
}

export async function findNode(db: Kysely<Database>, nodeId: string): Promise<NodeRow | undefined> {
  return db.selectFrom('nodes').selectAll().where('id', '=', nodeId).executeTakeFirst();
}

export interface SaveNodeInput {
  nodeId: string;
  systemCoding: string;
  kind: NodeKind;
  title: string;
  config: unknown;
  /** The version the editor started from; 0 (or null) for a node that does not exist yet. */
  expectedVersion: number | null;
  actor: Actor;
}

/**
 * Versioned save: refuses a stale `expectedVersion` (409), bumps the version, appends the new
 * config to node_versions and logs the change — all in one transaction (the caller's, when it
 * passes one). The compare-and-set is in the UPDATE itself, so two concurrent saves from the same
 * version cannot both win.
 */
export async function saveNodeConfig(db: Kysely<Database>, input: SaveNodeInput): Promise<{ version: number; updatedAt: string; updatedBy: string }> {
  const valid = validateNodeConfig(input.kind, input.config);
  if (!valid.ok) throw badRequest(`节点配置不合法：${valid.message}`);
  const run = async (tx: Kysely<Database>) => {
    const text = JSON.stringify(input.config);
    const now = nowIso();
    const expected = input.expectedVersion ?? 0;
    let version: number;
    if (expected === 0) {
      const exists = await findNode(tx, input.nodeId);
      if (exists) throw conflict(STALE_NODE_MESSAGE);
      version = 1;
      await tx
        .insertInto('nodes')
        .values({ id: input.nodeId, system_coding: input.systemCoding, kind: input.kind, title: input.title, config: text, version, updated_at: now, updated_by: input.actor.userName })
        .execute();
    } else {
      version = expected + 1;
      const res = await tx
        .updateTable('nodes')
        .set({ system_coding: input.systemCoding, kind: input.kind, title: input.title, config: text, version, updated_at: now, updated_by: input.actor.userName })
        .where('id', '=', input.nodeId)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE_NODE_MESSAGE);
    }
    await tx.insertInto('node_versions').values({ node_id: input.nodeId, version, config: text, saved_by: input.actor.userName, saved_at: now }).execute();
    await writeOpLog(tx, input.actor, {
      action: 'save-node-config',
      targetType: 'node',
      targetId: input.nodeId,
      gnCoding: input.systemCoding,
      detail: { kind: input.kind, version },
    });
    // What was stored, so a caller answers without reading it back.
    return { version, updatedAt: now, updatedBy: input.actor.userName };
  };
  if (db.isTransaction) return run(db);
  try {
    return await db.transaction().execute(run);
  } catch (err) {
    // A concurrent first save of the same node loses on the primary key: same answer as stale.
    if (!(err instanceof ApiError) && (input.expectedVersion ?? 0) === 0 && (await findNode(db, input.nodeId))) {
      throw conflict(STALE_NODE_MESSAGE);
    }
    throw err;
  }
}
