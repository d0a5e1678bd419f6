import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/types';
import type { DialectName } from './db/connect';
import type { LoginKey } from './auth/login-key';

/** What every route module receives besides the Fastify instance. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  loginKey: LoginKey;
  tokenTtlMinutes: number;
  version: string;
  /** Folder of uploaded files; unset in tests (the upload routes then use a temporary folder). */
  uploadDir?: string;
}

/** A route module: one API area, registering its routes with their schemas and access rules. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
