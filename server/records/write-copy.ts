import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { toStoredRecord, type RecordRow, type StoredRecord } from '../db/repos/records';
import { forbidden, notFound } from '../errors';
import { cachedNode, compiledNodeStamp, forgetNode, loadNode, type NodeEntry } from './node-cache';
import { reachedThroughList, visibleNode, type RecordNode } from './list-node';
import { cachedNodeActor } from './button-permissions';
import { loadRecordRules, type RecordRules } from './record-rules';
import { NODE_NOT_FOUND, PUBLIC_LIST_READ_ONLY, visibleRecord } from './service';
import type { Actor } from './workflow';
import type { KnownPlan } from './audit-levels';
import { scopeApplies } from '../management/scope';
import type { AuditLevel } from '../../schemas/audit-levels';
import { PAGE_KIND_NAMES, pageKind } from '../../schemas/page-kinds';

/**
 * Writes (record save, workflow moves) planned from this instance's copies instead of reading the
 * node, its menus, the role's buttons and the record rules (the node's form and lists, attachment
 * types) before every write: up to six statements in series on PostgreSQL, where each holds a
 * connection the mixed load needs (docs/performance.md "Load").
 *
 * A copy is never trusted on its own, as for list calls (node-cache.ts): the write's first
 * statement selects the stamps of both copies beside what it reads anyway (the record, or nothing
 * for a new one), and a stamp that differs throws StaleCopy — the transaction rolls back and the
 * write runs again from fresh reads. So does any refusal decided before the stamps were confirmed
 * (a 400 from stale rules, a 404 or 403 from a stale node): only a fresh read answers those.
 */

interface Ctx {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

/** The copy a write was planned from no longer matches what is stored. */
export class StaleCopy extends Error {
  constructor() {
    super('stale copy');
  }
}

/** The node, actor and rules a write runs with. */
export interface WritePlan {
  node: RecordNode;
  actor: Actor;
  /** The node's rows (menu title, kind, config…) as the plan read them. */
  entry: NodeEntry;
  rules: RecordRules | null;
  /**
   * From copies: the stamps to select and the values they must read (the remembered session's
   * too, when the call started from one); null after fresh reads.
   */
  check: { columns: RawBuilder<unknown>; node: string; rules: string | null; session: string | null } | null;
  /** Set when the stamps read back as expected: refusals from then on are the answer. */
  confirmed: boolean;
  /** Tells withSession that the remembered session read back as expected. */
  sessionConfirmed?: () => void;
}

interface RulesCopy {
  stamp: string;
  rules: RecordRules;
}
const rulesCopies = new WeakMap<object, Map<string, RulesCopy>>();
const MAX_RULES = 2000;
const rulesKey = (node: RecordNode) => `${node.nodeId}\u0000${node.recordsNodeId}`;

function rulesOf(db: Kysely<Database>): Map<string, RulesCopy> {
  let m = rulesCopies.get(db);
  if (!m) {
    m = new Map();
    rulesCopies.set(db, m);
  }
  return m;
}

/** Kinds whose config is a form (opens a detail page): only the records node's own form is a rule. */
const FORM_KINDS = PAGE_KIND_NAMES.filter((k) => pageKind(k)?.opens === 'detail');

/**
 * One value that changes whenever the record rules of `node` may change: the kind of every node of
 * its system, the config of every list of it (a list over the records names URL columns and the
 * level set-up) and of the records node itself, and the attachment types of the node and its
 * records node. Other forms' configs are left out: the designer saving a form page of the same
 * system leaves the rules as they are, and so the copy.
 */
export function rulesStamp(dialect: SqlDialect, node: RecordNode): RawBuilder<string | null> {
  const config = sql`case when x.id = ${node.recordsNodeId} or coalesce(x.kind, '-') not in (${sql.join(FORM_KINDS)}) then x.config else '-' end`;
  const nodes = dialect.rowsStamp(dialect.joinFields([sql`x.id`, sql`coalesce(x.kind, '-')`, config]), sql`from nodes x where x.system_coding = ${node.systemCoding}`, sql`x.id`);
  const typeFields = [sql`t.gn_coding`, sql`t.annex_no`, sql`t.annex_name`, sql`t.annex_format`, dialect.asText(sql`t.annex_size`), dialect.asText(sql`t.is_required`), dialect.asText(sql`t.sort`)];
  const ids = sql.join([...new Set([node.nodeId, node.recordsNodeId])]);
  const types = dialect.rowsStamp(dialect.joinFields(typeFields), sql`from attachment_types t where t.gn_coding in (${ids})`, sql`t.gn_coding, t.sort, t.annex_no`);
  return dialect.joinFields([sql`coalesce(${nodes}, '-')`, sql`coalesce(${types}, '-')`]);
}

/** The rules of `node` read afresh (the stamp first: a change in between leaves a stamp that no longer matches) and kept. */
async function loadRules(ctx: Ctx, node: RecordNode): Promise<RecordRules> {
  const { rows } = await sql<{ stamp: string | null }>`select ${rulesStamp(ctx.dialect, node)} as stamp`.execute(ctx.db);
  const rules = await loadRecordRules(ctx.db, node);
  const copies = rulesOf(ctx.db);
  const stamp = rows[0]?.stamp;
  if (stamp) {
    if (copies.size >= MAX_RULES) copies.clear();
    copies.set(rulesKey(node), { stamp, rules });
  }
  return rules;
}

/**
 * 404 功能节点不存在 unless the caller may write through the node (or, for a hidden detail page, through
 * its list: never from the copies, so the list's access is read afresh); 403 for a public list (requireNode 'write').
 */
async function writable(db: Kysely<Database>, node: RecordNode | undefined, role: SessionUser['role']): Promise<RecordNode> {
  if (!node || (!(node.access.enabled && node.access.isPage) && !(await reachedThroughList(db, node, role)))) throw notFound(NODE_NOT_FOUND);
  if (node.publicList) throw forbidden(PUBLIC_LIST_READ_ONLY);
  return node;
}

/** A plan from the copies, or undefined when there are none or they would refuse the write. */
/** A session this instance remembered, to confirm in the write's first statement (`withSession`). */
export interface PendingSession {
  sql: RawBuilder<string | null>;
  stamp: string;
  /** Called when the write's statement read the same stamp: from then on its refusals are the answer. */
  confirmed: () => void;
}

function planFromCopies(ctx: Ctx, nodeId: string, user: SessionUser, withRules: boolean, session: PendingSession | undefined): WritePlan | undefined {
  const entry = cachedNode(ctx.db, nodeId);
  const node = entry ? visibleNode(entry, user.role) : undefined;
  if (!entry || !node || !node.access.enabled || !node.access.isPage || node.publicList) return undefined;
  const rules = withRules ? rulesOf(ctx.db).get(rulesKey(node)) : undefined;
  if (withRules && !rules) return undefined;
  const stamps = [sql`${compiledNodeStamp(ctx.db, ctx.dialect, nodeId)} as node_stamp`];
  if (rules) stamps.push(sql`${rulesStamp(ctx.dialect, node)} as rules_stamp`);
  if (session) stamps.push(sql`${session.sql} as session_stamp`);
  return {
    node,
    actor: cachedNodeActor(user, entry),
    entry,
    rules: rules?.rules ?? null,
    check: { columns: sql.join(stamps), node: entry.stamp, rules: rules?.stamp ?? null, session: session?.stamp ?? null },
    confirmed: false,
    sessionConfirmed: session?.confirmed,
  };
}

/** A plan from fresh reads (which refresh the copies); refuses as requireNode 'write' does. */
async function freshPlan(ctx: Ctx, nodeId: string | undefined, user: SessionUser, withRules: boolean): Promise<WritePlan> {
  const entry = nodeId ? await loadNode(ctx.db, ctx.dialect, nodeId) : undefined;
  const node = await writable(ctx.db, entry ? visibleNode(entry, user.role) : undefined, user.role);
  const rules = withRules ? await loadRules(ctx, node) : null;
  return { node, actor: cachedNodeActor(user, entry!), entry: entry!, rules, check: null, confirmed: true };
}

/** Throws StaleCopy unless the stamps read back as the plan expects; marks the plan confirmed. */
function confirm(plan: WritePlan, row: { node_stamp?: string | null; rules_stamp?: string | null; session_stamp?: string | null } | undefined): void {
  if (!plan.check) return;
  const { node, rules, session } = plan.check;
  if (!row || row.node_stamp !== node || (rules !== null && row.rules_stamp !== rules) || (session !== null && row.session_stamp !== session)) throw new StaleCopy();
  plan.confirmed = true;
  plan.sessionConfirmed?.();
}

/** For a new record (nothing to read): one statement that reads the stamps alone. */
export async function confirmPlan(db: Kysely<Database>, plan: WritePlan): Promise<void> {
  if (!plan.check) return;
  const { rows } = await sql<{ node_stamp: string | null; rules_stamp?: string | null; session_stamp?: string | null }>`select ${plan.check.columns}`.execute(db);
  confirm(plan, rows[0]);
}

/**
 * The record `id` as the plan's caller may see it (404 otherwise, as loadVisible), read with the
 * plan's stamps in the same statement. With copies, a missing row is left to the fresh read.
 */
export async function readForWrite(tx: Kysely<Database>, plan: WritePlan, id: string): Promise<StoredRecord> {
  return (await readForWriteWithPlan(tx, plan, id, false)).record;
}

/**
 * readForWrite, with the audit plan of the record's node (a submit starts at its first level) read
 * in the same statement when `withAuditPlan`: a statement less than reading it after.
 */
export async function readForWriteWithPlan(tx: Kysely<Database>, plan: WritePlan, id: string, withAuditPlan: boolean): Promise<{ record: StoredRecord; auditPlan?: KnownPlan }> {
  const stamps = plan.check ? sql`, ${plan.check.columns}` : sql``;
  const planColumns = withAuditPlan
    ? sql`, (select p.sign from audit_plans p where p.node_id = r.node_id) as plan_sign, (select p.levels from audit_plans p where p.node_id = r.node_id) as plan_levels`
    : sql``;
  // An administrator's management scope: no rows (the common case) manages every record, so the
  // count here spares the scope's own read (visibleRecord reads it when there are rows).
  const scoped = scopeApplies(plan.actor.role);
  const scopeColumn = scoped ? sql`, (select count(*) from manager_scopes ms where ms.user_id = ${plan.actor.id}) as scope_rows` : sql``;
  type Row = RecordRow & { node_stamp?: string | null; rules_stamp?: string | null; session_stamp?: string | null; plan_sign?: string | null; plan_levels?: string | null; scope_rows?: number | string };
  const { rows } = await sql<Row>`select r.*${stamps}${planColumns}${scopeColumn} from records r where r.id = ${id}`.execute(tx);
  const row = rows[0];
  confirm(plan, row);
  const unscoped = scoped && row !== undefined && Number(row.scope_rows) === 0;
  const record = await visibleRecord(tx, plan.node, row ? toStoredRecord(row) : undefined, plan.actor, unscoped);
  if (!withAuditPlan || !row) return { record };
  const auditPlan: KnownPlan = row.plan_levels == null ? null : { sign: row.plan_sign === 'all' ? 'all' : 'any', levels: JSON.parse(row.plan_levels) as AuditLevel[] };
  return { record, auditPlan };
}

/**
 * Runs a write with a plan from the copies when it has them; if the copies turn out stale, or the
 * work refused before they were confirmed, runs it again with a plan from fresh reads.
 *
 * `session`: the call started from a remembered session (`withSession`), confirmed with the
 * copies. Then nothing runs on fresh reads: any failure before the confirmation is thrown, so that
 * withSession reads the session afresh and runs the write again without one.
 */
export async function withWritePlan<T>(
  ctx: Ctx,
  nodeId: string | undefined,
  user: SessionUser,
  withRules: boolean,
  work: (plan: WritePlan) => Promise<T>,
  session?: PendingSession,
): Promise<{ value: T; sessionStamp: string | null }> {
  const copy = nodeId ? planFromCopies(ctx, nodeId, user, withRules, session) : undefined;
  if (copy) {
    try {
      return { value: await work(copy), sessionStamp: session?.stamp ?? null };
    } catch (err) {
      if (copy.confirmed && !(err instanceof StaleCopy)) throw err;
      forgetNode(ctx.db, nodeId!);
      rulesOf(ctx.db).delete(rulesKey(copy.node));
    }
  }
  if (session) throw new Error('remembered session to confirm first');
  return { value: await work(await freshPlan(ctx, nodeId, user, withRules)), sessionStamp: null };
}
