import type { Kysely } from 'kysely';
import type { Role } from '../../schemas';
import type { Database } from '../db/types';
import { pageKind } from '../../schemas/page-kinds';
import { findNodeRows, findRecordNode, visibleNode, writableListOf, writableNode, type NodeRows, type RecordNode } from '../records/list-node';

/** What the message centre needs of a node records live under. */
export interface NodeFacts {
  title: string;
  /** the page a todo or message of its records opens at (docs/shell.md "消息中心") */
  opens: 'detail' | 'list';
  /** the node as `role` may use it for a workflow move (requireNode 'write'), else null */
  usable: RecordNode | null;
  /**
   * The node a todo names and its audit goes through: the node itself, or — for a detail node
   * hidden from the menu (itShows 否, which takes no writes) — the usable list showing its records.
   */
  via: string;
}

/**
 * Where a record of a node opens: the detail page, which draws a form node's record with its form
 * and a list node's own record (a list without a form, 信用记录) with the list's columns; the list
 * page for a node without a config to draw it with.
 */
function opensAt(kind: string | undefined): 'detail' | 'list' {
  const opens = pageKind(kind)?.opens;
  return opens === 'detail' || opens === 'list' ? 'detail' : 'list';
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
    const own = usableOf(node);
    const list = own ? null : await writableListOf(db, id, role);
    out.set(id, { title: row?.title ?? node?.title ?? id, opens: opensAt(row?.kind ?? undefined), usable: own ?? list, via: list?.nodeId ?? id });
  }
  return out;
}

const usableOf = (node: RecordNode | undefined): RecordNode | null => (writableNode(node) ? node : null);

/** What `nodeFacts` answers, from the node's rows (no query). */
function factsFrom(rows: NodeRows, role: Role): NodeFacts {
  return { title: rows.title, opens: opensAt(rows.kind ?? undefined), usable: usableOf(visibleNode(rows, role)), via: rows.node_id };
}

/**
 * The facts of one node for each of `roles`, as `nodeFacts` gives them: from `known` when those are
 * the node's rows (a write holds them, confirmed), else from one read for all the roles.
 */
export async function nodeFactsByRole(db: Kysely<Database>, nodeId: string, roles: readonly Role[], known?: NodeRows): Promise<NodeFacts[]> {
  const rows = known?.node_id === nodeId ? known : await findNodeRows(db, nodeId);
  if (rows) return roles.map((role) => factsFrom(rows, role));
  return Promise.all(roles.map(async (role) => (await nodeFacts(db, [nodeId], role)).get(nodeId)!));
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
