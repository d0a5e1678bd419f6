import type { Kysely } from 'kysely';
import type { Role } from '../../schemas';
import type { Database } from '../db/types';
import { pageKind } from '../../schemas/page-kinds';
import { findRecordNode, type RecordNode } from '../records/list-node';

/** What the message centre needs of a node records live under. */
export interface NodeFacts {
  title: string;
  /** the page a todo or message of its records opens at (docs/shell.md "消息中心") */
  opens: 'detail' | 'list';
  /** the node as `role` may use it for a workflow move (requireNode 'write'), else null */
  usable: RecordNode | null;
}

/** The facts of `nodeIds` for `role`, one query per node: todos and messages name few nodes. */
export async function nodeFacts(db: Kysely<Database>, nodeIds: Iterable<string>, role: Role): Promise<Map<string, NodeFacts>> {
  const ids = [...new Set(nodeIds)];
  const out = new Map<string, NodeFacts>();
  if (ids.length === 0) return out;
  const titles = await db
    .selectFrom('menus')
    .leftJoin('nodes', 'nodes.id', 'menus.id')
    .select(['menus.id', 'menus.title', 'nodes.kind'])
    .where('menus.id', 'in', ids)
    .execute();
  for (const id of ids) {
    const row = titles.find((t) => t.id === id);
    const node = await findRecordNode(db, id, role);
    const usable = node && node.access.enabled && node.access.isPage && !node.publicList ? node : null;
    out.set(id, { title: row?.title ?? node?.title ?? id, opens: pageKind(row?.kind ?? undefined)?.opens === 'detail' ? 'detail' : 'list', usable });
  }
  return out;
}

const SUMMARY_MAX = 120;

/**
 * A record in a few words (businessName): the values of the first two shown columns of its list,
 * or its first text value when the node has no list.
 */
export function summaryOf(node: RecordNode | null, data: Record<string, unknown>): string {
  const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && typeof v !== 'object';
  const columns = (node?.listConfig?.columns ?? []).filter((c) => c.show !== false && filled(data[c.code])).slice(0, 2);
  const text = columns.length
    ? columns.map((c) => String(data[c.code])).join(' / ')
    : String(Object.entries(data).find(([k, v]) => !k.startsWith('_') && typeof v === 'string' && v.trim() !== '')?.[1] ?? '');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}
