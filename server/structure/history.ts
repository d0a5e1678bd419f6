import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { HistoryVersion, RollbackAnswer, RollbackBody } from '../../schemas';
import type { Database } from '../db/types';
import { notFound } from '../errors';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { findNode, saveNodeConfig, type NodeKind } from '../db/repos/nodes';
import { findNodeVersion } from '../db/repos/structure';
import { configProblems } from './config-check';
import { isStaleSave, type SaveOutcome } from './save-outcome';

/** A display group's history: any saved version's config, and restoring one as a new version. */

export const NODE_MISSING = '页面配置不存在';
const versionMissing = (v: number) => notFound(`版本 ${v} 不存在`);

/** The config saved as `version` of the node; 404 版本 n 不存在 when there is none. */
export async function configAt(db: Kysely<Database>, nodeId: string, version: number): Promise<unknown> {
  const row = await findNodeVersion(db, nodeId, version);
  if (!row) throw versionMissing(version);
  return JSON.parse(row.config) as unknown;
}

/** Version `version` of the node as the history view shows it: who saved it when, and its config. */
export async function versionOf(db: Kysely<Database>, nodeId: string, version: number): Promise<HistoryVersion> {
  const row = await findNodeVersion(db, nodeId, version);
  if (!row) throw versionMissing(version);
  return { nodeId: row.node_id, version: row.version, savedBy: row.saved_by, savedAt: row.saved_at, config: JSON.parse(row.config) as unknown };
}

/**
 * Saves the config of version `body.version` as the next version, over `body.currentVersion` (the
 * optimistic lock), with its rollback log entry in the save's transaction.
 */
export async function restoreVersion(db: Kysely<Database>, actor: Actor, body: RollbackBody): Promise<SaveOutcome<Static<typeof RollbackAnswer>>> {
  const node = await findNode(db, body.nodeId);
  if (!node) throw notFound(NODE_MISSING);
  const config = await configAt(db, node.id, body.version);
  const kind = node.kind as NodeKind;
  // Rules may have tightened since that version was saved: it must still pass today's checks.
  const problems = configProblems(kind, config);
  if (problems.length) return { kind: 'refused', problems: problems.map((p) => `版本 ${body.version} 的配置已不符合当前规则：${p}`) };
  let saved: { version: number };
  try {
    saved = await db.transaction().execute(async (tx) => {
      const result = await saveNodeConfig(tx, {
        nodeId: node.id, systemCoding: node.system_coding, kind, title: node.title, config, expectedVersion: body.currentVersion, actor,
      });
      await writeOpLog(tx, actor, {
        action: 'rollback-node-config',
        targetType: 'node',
        targetId: node.id,
        gnCoding: node.system_coding,
        detail: { restoredFrom: body.version, version: result.version },
      });
      return result;
    });
  } catch (err) {
    if (isStaleSave(err)) return { kind: 'stale' };
    throw err;
  }
  const after = await findNode(db, node.id);
  return {
    kind: 'saved',
    answer: { nodeId: node.id, version: saved.version, updatedAt: after?.updated_at ?? '', updatedBy: after?.updated_by ?? actor.userName, restoredFrom: body.version },
  };
}
