import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { ListRow, RecordStatus } from '../../schemas';
import type { MenuCardChoice } from '../../schemas/menu-card';
import type { SqlDialect } from '../db/sql-dialect';
import type { RecordNode } from './list-node';
import type { Actor, RecordFacts } from './workflow';
import type { RowOperation } from '../../schemas/list';

/**
 * What other areas add to a list call. Records sits below them (they read records; records never
 * imports them — the server areas rule of eslint.config.js), so they register here instead: the app
 * wiring calls each area's `register…Hooks` once (server/app.ts).
 */
export interface ListHooks {
  /** The conditions of a list call naming a left menu card (server/menu-card). */
  menuCardConditions(dialect: SqlDialect, node: RecordNode, choice: MenuCardChoice): RawBuilder<SqlBool>[];
  /** The change buttons of a row on a list with a change set-up (server/rfc). */
  changeRowOperations(
    record: { status: RecordStatus; enterpriseId: string | null; ownerUserId: string },
    actor: Actor,
    changes: { exist: boolean; open: boolean },
  ): ListRow['operations'];
}

const registered: Partial<ListHooks> = {};

/** Registers (or replaces) hooks; the same function registered twice is harmless. */
export function registerListHooks(hooks: Partial<ListHooks>): void {
  Object.assign(registered, hooks);
}

/** The registered hook; a call that needs one nobody registered is a wiring fault, not a user's. */
export function listHook<K extends keyof ListHooks>(name: K): ListHooks[K] {
  const hook = registered[name];
  if (!hook) throw new Error(`records list hook ${name} is not registered (server/app.ts registers every hook)`);
  return hook as ListHooks[K];
}

/** A record's status as it changes inside a workflow move or a delete (`to` null: deleted). */
export interface StatusChange {
  action: string;
  nodeId: string;
  recordId: string;
  /** the record's enterprise (null: a record of no enterprise) */
  enterpriseId: string | null;
  from: RecordStatus;
  to: RecordStatus | null;
  data: Readonly<Record<string, unknown>>;
}

/** What other areas do inside the transaction of a record's move (server/venue: the booking constraint). */
export interface WorkflowHooks {
  /**
   * Before a move's row is written: may refuse it (throw a WorkflowRefusal), e.g. a submit whose
   * booking time overlaps a confirmed booking.
   */
  beforeMove(tx: Kysely<Database>, change: StatusChange): Promise<void>;
  /**
   * After the row is written, in the same transaction: rows of the area's own that follow the
   * status (a confirmed booking's slot claims). A throw undoes the whole move.
   */
  afterMove(tx: Kysely<Database>, change: StatusChange): Promise<void>;
}

const workflowHooks: Array<Partial<WorkflowHooks>> = [];

/** Adds an area's move hooks (the same object registered twice is kept once). */
export function registerWorkflowHooks(hooks: Partial<WorkflowHooks>): void {
  if (!workflowHooks.includes(hooks)) workflowHooks.push(hooks);
}

/** Runs every registered hook of that name, in registration order. */
export async function runWorkflowHooks(name: keyof WorkflowHooks, tx: Kysely<Database>, change: StatusChange): Promise<void> {
  for (const hooks of workflowHooks) await hooks[name]?.(tx, change);
}

/**
 * A record's buttons of an area's own (server/venue: 取消预约 of a confirmed booking), added to the
 * workflow's wherever records list their buttons; each names its call (RowOperation `call`, `ask`).
 */
export type RowOperationsHook = (record: RecordFacts & { nodeId?: string }, actor: Actor) => RowOperation[];

const rowOperationHooks: RowOperationsHook[] = [];

/** Adds an area's row buttons (the same function registered twice is kept once). */
export function registerRowOperations(hook: RowOperationsHook): void {
  if (!rowOperationHooks.includes(hook)) rowOperationHooks.push(hook);
}

/** Every registered area's buttons for the record. */
export function areaRowOperations(record: RecordFacts & { nodeId?: string }, actor: Actor): RowOperation[] {
  if (rowOperationHooks.length === 0) return [];
  return rowOperationHooks.flatMap((hook) => hook(record, actor));
}

/** A record's data as a save is about to store it (after the form's rules), and whose it is. */
export interface SaveInput {
  nodeId: string;
  /** the enterprise that owns (or will own) the record; null for an administrator's or developer's */
  enterpriseId: string | null;
  data: Readonly<Record<string, unknown>>;
}

/** What other areas fill into a saved record's data (server/detection: a bid file's 投标单位 and 项目名称 come from the server, never the client). */
export interface SaveHooks {
  /** Answers the data to store (the same object when it has nothing to do for this node); runs in the save's transaction. */
  prepareData(tx: Kysely<Database>, input: SaveInput): Promise<Record<string, unknown>>;
}

const saveHooks: Array<Partial<SaveHooks>> = [];

/** Adds an area's save hooks (the same object registered twice is kept once). */
export function registerSaveHooks(hooks: Partial<SaveHooks>): void {
  if (!saveHooks.includes(hooks)) saveHooks.push(hooks);
}

/** The data after every registered hook, in registration order. */
export async function runSaveHooks(tx: Kysely<Database>, input: SaveInput): Promise<Record<string, unknown>> {
  let data = { ...input.data };
  for (const hooks of saveHooks) if (hooks.prepareData) data = await hooks.prepareData(tx, { ...input, data });
  return data;
}
