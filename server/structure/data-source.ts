import type { Kysely } from 'kysely';
import { DataSourceMessages, type DataSourceAnswer, type UpdateDataSourceBody } from '../../schemas/config-calls';
import { PAGE_KINDS, type PageKind } from '../../schemas/page-kinds';
import type { Database } from '../db/types';
import { findNode, saveNodeConfig } from '../db/repos/nodes';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { badRequest, notFound } from '../errors';
import { configProblems } from './config-check';
import { dataSourceOf } from './config-reads';

/**
 * A list's data source is its `formNodeId` (docs/records.md "Which records a node shows"): changing
 * it is a versioned save of the list's config — a new version in its history, refused as stale
 * like any save — plus an op_log line naming the old and the new source, in one transaction.
 * Returns the problems of the changed config instead when it would not pass the config checks.
 */
export async function updateDataSource(db: Kysely<Database>, body: UpdateDataSourceBody, actor: Actor): Promise<DataSourceAnswer | { problems: string[] }> {
  const node = await findNode(db, body.nodeId);
  if (!node) throw notFound(DataSourceMessages.nodeMissing);
  const kind = node.kind as PageKind;
  if (PAGE_KINDS[kind]?.opens !== 'list') throw badRequest(DataSourceMessages.notAList);
  if (body.dataSource !== null) {
    const source = await findNode(db, body.dataSource);
    if (!source || PAGE_KINDS[source.kind as PageKind]?.opens !== 'detail' || source.system_coding !== node.system_coding) throw badRequest(DataSourceMessages.notAForm);
  }
  const { formNodeId: _old, ...rest } = JSON.parse(node.config) as Record<string, unknown>;
  const config = body.dataSource === null ? rest : { ...rest, formNodeId: body.dataSource };
  const problems = configProblems(kind, config);
  if (problems.length) return { problems };
  const from = dataSourceOf(node);
  return db.transaction().execute(async (tx) => {
    const saved = await saveNodeConfig(tx, { nodeId: node.id, systemCoding: node.system_coding, kind, title: node.title, config, expectedVersion: body.version, actor });
    await writeOpLog(tx, actor, {
      action: 'update-data-source',
      targetType: 'node',
      targetId: node.id,
      gnCoding: node.system_coding,
      detail: { from, to: body.dataSource, version: saved.version },
    });
    return { nodeId: node.id, dataSource: body.dataSource, version: saved.version };
  });
}
