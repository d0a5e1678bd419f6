import type { FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { TSchema } from '@sinclair/typebox';
import type { EngineOperation } from '../../../schemas/catalogue';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../session-user';

/**
 * An engine operation called directly by a catalogue row (server/catalogue/): the same service the
 * engine route calls, with the same read and write rules, without a second request pipeline.
 * One file per operation in this folder, one registry line in index.ts.
 */

/** What the row binds: the node (and its system), and for some operations a dictionary or a field. */
export interface OperationTarget {
  nodeId: string;
  systemCoding: string;
  displayCode?: string;
  field?: string;
  period?: 'day' | 'month' | 'year';
  /** Conditions the row always applies (field → value), on top of the caller's filters. */
  fixed: Record<string, string | number | boolean>;
  /** A public row: anyone may call it, and it reads published records only. */
  public: boolean;
}

export interface OperationInput {
  ctx: AppContext;
  /** The caller's request (its session may be confirmed inside the operation's statement, as the engine route does). */
  request: FastifyRequest;
  /** null: an anonymous caller of a public row. */
  user: SessionUser | null;
  target: OperationTarget;
  /** The engine body after the row's parameter mapping, already checked against `body`. */
  body: Record<string, unknown>;
  /**
   * Runs `work` as the caller: a remembered session still to be confirmed is confirmed in the
   * work's own statement, as the engine route does. The dispatcher provides it (the web layer's
   * helper for that is not the domain's to import); 试调用's demo accounts and a public row's reader
   * have nothing to confirm.
   */
  asCaller<T extends { sessionStamp: string | null }>(work: CallerWork<T>): Promise<T>;
}

/** A remembered session's stamp, read by the work's statement. */
export interface CallerStamp {
  stamp: string;
  confirmed: () => void;
}

export type CallerWork<T> = (user: SessionUser | null, sessionStampSql: RawBuilder<string | null> | undefined, remembered: CallerStamp | undefined) => Promise<T>;

export type OperationResult =
  | { kind: 'json'; data: unknown; message?: string }
  | { kind: 'file'; body: Buffer; headers: Record<string, string> };

export interface EngineOperationDef {
  name: EngineOperation;
  /** The engine body the operation accepts, without the keys the row binds (nodeId, displayCode…). */
  body: TSchema;
  /** The answer's `data` (catalogue rows have answer schemas; a file operation: Type.Null()). */
  answer: TSchema;
  /**
   * The operation confirms a remembered session in its own statement (`input.asCaller`),
   * as its engine route does. Otherwise the dispatcher confirms the session before it runs: a write
   * must never start from an unconfirmed session.
   */
  confirmsSession?: boolean;
  run(input: OperationInput): Promise<OperationResult>;
}
