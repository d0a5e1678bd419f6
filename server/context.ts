import type { Kysely } from 'kysely';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/types';
import type { SqlDialect } from './db/sql-dialect';
import type { LoginKey } from './auth/login-key';
import type { SmsSender } from './account/sms/sender';
import type { MessageBus } from './messages/bus';
import type { WeatherSource } from './weather/provider';
import type { UploadQuota } from './files/upload-quota';

/** What every route module receives besides the Fastify instance. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: SqlDialect;
  loginKey: LoginKey;
  tokenTtlMinutes: number;
  version: string;
  /** "Counts changed" events for the message centre's live stream (docs/shell.md "消息中心"). */
  bus: MessageBus;
  /** "Configuration changed, read it again" between the instances on the database (the call catalogue's rows). */
  configBus: MessageBus;
  /** Folder of uploaded files; unset in tests (the upload routes then use a temporary folder). */
  uploadDir?: string;
  /** Where SMS codes go: the gateway of SMS_HTTP_URL, or the development outbox (docs/accounts.md). */
  sms: SmsSender;
  /** The header's weather: the provider of WEATHER_HTTP_URL, or null when none is configured (docs/shell.md "天气"). */
  weather: WeatherSource | null;
  /** Limits of unfinished chunked uploads (UPLOAD_OPEN_* settings, docs/uploads.md "Quotas"). */
  uploadQuota: UploadQuota;
  /** Days the browser keeps a form's draft (DRAFT_DAYS), sent with the platform info. */
  draftDays: number;
  /** Whether this instance runs background jobs (BuildOptions.runJobs, server/jobs). */
  runJobs: boolean;
}

/**
 * The Fastify instance route modules register on: request bodies, queries and params are typed
 * from each route's TypeBox schema (validated by Fastify before the handler runs), never cast.
 */
export type ApiApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A route module: one API area, registering its routes with their schemas and access rules. */
export type RouteModule = (app: ApiApp, ctx: AppContext) => void | Promise<void>;
