import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { SystemTodo, TodoListBody, TodoPage, TodoRecord } from '../../schemas/messages';
import { TODO_PAGE_SIZE } from '../../schemas/messages';
import { listSystemsFor } from '../db/repos/systems';
import { parseData } from '../db/repos/records';
import { nodeFacts, summaryOf, type NodeFacts } from './nodes';
import { recordScopeCondition } from '../management/scope';

/**
 * Todos (spec 002 §2 "System message panel", §7 "Notifications"): what waits for the caller's
 * audit, derived by query from the records and change requests themselves, so a todo appears with
 * the submit and goes with the audit, revoke, assignment or deletion without any bookkeeping.
 *
 * A submitted record is an administrator's todo when the workflow would let them audit it
 * (server/records/workflow.ts): not one they own or submitted, not assigned to another
 * administrator, under a node they may use. A submitted change request is every administrator's
 * (server/rfc/rules.ts) under a node with a change set-up. Others have no todos. Both kinds follow
 * the administrator's management scope (docs/administration.md "管理权限"): a record of a system or region
 * they do not manage is nobody's todo of theirs.
 */

/** The caller's management scope over the joined record `r`. */
const inScope = (user: SessionUser) => recordScopeCondition(user.id, sql.ref('r.system_coding'), 'r.enterprise_id');

interface Waiting {
  kind: TodoRecord['kind'];
  id: string;
  recordId: string;
  nodeId: string;
  systemCoding: string;
  sbTime: string;
  userName: string;
  data: unknown;
}

function recordsWaiting(db: Kysely<Database>, user: SessionUser) {
  return db
    .selectFrom('records as r')
    .where('r.status', '=', 'submitted')
    .where('r.owner_user_id', '!=', user.id)
    .where((eb) => eb.or([eb('r.submitted_by', 'is', null), eb('r.submitted_by', '!=', user.id)]))
    .where((eb) => eb.or([eb('r.assignee_id', 'is', null), eb('r.assignee_id', '=', user.id)]))
    .where(inScope(user));
}

function changesWaiting(db: Kysely<Database>, user: SessionUser) {
  return db.selectFrom('change_requests as c').innerJoin('records as r', 'r.id', 'c.record_id').where('c.stage', '=', 'submitted').where(inScope(user));
}

const counts = (facts: Map<string, NodeFacts>, kind: TodoRecord['kind'], nodeId: string) => {
  const usable = facts.get(nodeId)?.usable;
  return Boolean(usable && (kind === 'record' || usable.listConfig?.change));
};

/** Todo counts of the systems the caller sees (spec 002 §3 "System": systemName, systemCoding, todoCount). */
export async function systemTodos(db: Kysely<Database>, user: SessionUser): Promise<SystemTodo[]> {
  const systems = await listSystemsFor(db, user.role);
  const total = new Map<string, number>();
  if (user.role === 'M') {
    const [records, changes] = await Promise.all([
      recordsWaiting(db, user)
        .select(['r.system_coding', 'r.node_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['r.system_coding', 'r.node_id'])
        .execute(),
      changesWaiting(db, user)
        .select(['r.system_coding', 'c.node_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['r.system_coding', 'c.node_id'])
        .execute(),
    ]);
    const facts = await nodeFacts(db, [...records, ...changes].map((g) => g.node_id), user.role);
    for (const [kind, groups] of [['record', records], ['change', changes]] as const) {
      for (const g of groups) if (counts(facts, kind, g.node_id)) total.set(g.system_coding, (total.get(g.system_coding) ?? 0) + Number(g.n));
    }
  }
  return systems.map((s) => ({ systemName: s.systemName, systemCoding: s.systemCoding, todoCount: total.get(s.systemCoding) ?? 0 }));
}

/** The number of todos across the caller's systems (the bell counts it). */
export async function todoTotal(db: Kysely<Database>, user: SessionUser): Promise<number> {
  if (user.role !== 'M') return 0;
  return (await systemTodos(db, user)).reduce((sum, s) => sum + s.todoCount, 0);
}

/** One system's todos, newest submit first, a page of them (spec 002 §9: 6 a page). */
export async function todoList(db: Kysely<Database>, user: SessionUser, body: TodoListBody): Promise<TodoPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? TODO_PAGE_SIZE;
  if (user.role !== 'M') return { records: [], total: 0, curPage, pageSize };
  const [records, changes] = await Promise.all([
    recordsWaiting(db, user)
      .leftJoin('users as u', 'u.id', 'r.submitted_by')
      .where('r.system_coding', '=', body.systemCoding)
      .select(['r.id', 'r.node_id', 'r.system_coding', 'r.updated_at', 'r.data', 'u.user_name'])
      .execute(),
    changesWaiting(db, user)
      .leftJoin('users as u', 'u.id', 'c.owner_user_id')
      .where('r.system_coding', '=', body.systemCoding)
      .select(['c.id', 'c.record_id', 'c.node_id', 'r.system_coding', 'c.sb_time', 'c.created_at', 'r.data', 'u.user_name'])
      .execute(),
  ]);
  const waiting: Waiting[] = [
    ...records.map((r) => ({ kind: 'record' as const, id: r.id, recordId: r.id, nodeId: r.node_id, systemCoding: r.system_coding, sbTime: r.updated_at, userName: r.user_name ?? '', data: r.data })),
    ...changes.map((c) => ({ kind: 'change' as const, id: c.id, recordId: c.record_id, nodeId: c.node_id, systemCoding: c.system_coding, sbTime: c.sb_time ?? c.created_at, userName: c.user_name ?? '', data: c.data })),
  ];
  const facts = await nodeFacts(db, waiting.map((w) => w.nodeId), user.role);
  const mine = waiting.filter((w) => counts(facts, w.kind, w.nodeId)).sort((a, b) => (a.sbTime < b.sbTime ? 1 : a.sbTime > b.sbTime ? -1 : a.id.localeCompare(b.id)));
  const page = mine.slice((curPage - 1) * pageSize, curPage * pageSize).map((w): TodoRecord => {
    const f = facts.get(w.nodeId)!;
    return {
      id: w.id,
      kind: w.kind,
      gnName: f.title,
      sbTime: w.sbTime,
      businessName: summaryOf(f.usable, parseData(w.data)),
      userName: w.userName,
      gnCoding: f.via,
      businessId: w.recordId,
      systemCoding: w.systemCoding,
      opens: f.opens,
    };
  });
  return { records: page, total: mine.length, curPage, pageSize };
}
