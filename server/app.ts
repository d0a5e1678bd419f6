import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_DRAFT_DAYS, SHARED_SCHEMAS } from '../schemas';
import { notifyChannel, type Db } from './db/connect';
import type { AppContext } from './context';
import { LoginKey } from './auth/login-key';
import { installErrorHandler } from './http/errors';
import { installAccessControl } from './http/access';
import { installGlobalSettingGuard } from './authority/admin-scope';
import { rememberedSessionPlugin } from './http/remembered-session-plugin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerPublicHtml } from './portal/public-html';
import { installBodyGuard } from './http/body-guard';
import { installExactNumbers } from './http/exact-numbers';
import { ROUTE_MODULES } from './routes';
import { lazySchemas, type LazySchemas } from './http/lazy-schemas';
import { outboxSender, type SmsSender } from './account/sms/sender';
import type { WeatherSource } from './weather/provider';
import type { UploadQuota } from './files/upload-quota';
import { DEFAULT_UPLOAD_QUOTA } from './config';
import { Listeners, localBus, type MessageBus } from './messages/bus';
import { pgBus } from './messages/pg-bus';
import { registerChangeHooks } from './rfc/rules';
import { registerMenuCardHooks } from './menu-card/menu-card';
import { registerVenueHooks } from './venue/hooks';
import { registerBidFileHooks } from './detection/bid-files';
import { registerTenderDownloadHook } from './detection/tender-downloads';
import { registerReadGrant } from './files/read-grants';
import { reviewerMayRead } from './evaluation/review-files';
import { registerLockHooks } from './locks/hooks';
import { registerGuaranteeHooks } from './guarantees/hooks';
import pkg from '../package.json' with { type: 'json' };

export interface BuildOptions {
  database: Db;
  tokenTtlMinutes?: number;
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it), see TRUST_PROXY. */
  trustProxy?: boolean | string;
  /** Folder with the built front end; the UI is served only when it exists. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded files live (`<DATA_DIR>/uploads`); without it the upload routes use a temporary folder. */
  uploadDir?: string;
  /** Sees every route as it is registered (the route index of docs/routes.md is built with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where SMS codes go; the development outbox when not given (server.ts picks by SMS_HTTP_URL). */
  sms?: SmsSender;
  /** The header's weather provider; none when not given (server.ts picks by WEATHER_HTTP_URL). */
  weather?: WeatherSource | null;
  /** Limits of unfinished chunked uploads; the defaults when not given (server.ts reads UPLOAD_OPEN_*). */
  uploadQuota?: UploadQuota;
  /** Days the browser keeps a form's draft (DRAFT_DAYS); the default when not given. */
  draftDays?: number;
  /**
   * Run background jobs (server/jobs: a poller claims jobs from the database while the app is
   * open). The server process does (JOBS_POLL=0 turns it off); tests that build many apps turn it
   * on where they test jobs, so no other test's statements meet a poller's.
   */
  runJobs?: boolean;
}

/**
 * What a bus carries: the message centre's counts, or "configuration changed, read it again" (the
 * call catalogue's rows, server/catalogue/). Each its own channel: a listener of one never hears
 * the other's events, and the message centre's listening connection stays its own.
 */
type BusTopic = 'messages' | 'config';

/** The listeners of the app instances of this process on one SQLite database (tests build several), per topic. */
const processListeners = new WeakMap<Db, Record<BusTopic, Listeners>>();

/**
 * A bus of one app instance (docs/shell.md "消息中心"): on SQLite the instances of this process
 * share one set of listeners; on PostgreSQL each bus LISTENs on a connection of its own, so
 * instances on the same database hear each other.
 */
function createBus(database: Db, onError: (err: unknown) => void, topic: BusTopic = 'messages'): MessageBus {
  if (database.peers) {
    const channel = topic === 'messages' ? database.peers.channel : notifyChannel(`${database.peers.channel}_${topic}`);
    return pgBus({ ...database.peers, channel, onError });
  }
  let listeners = processListeners.get(database);
  if (!listeners) processListeners.set(database, (listeners = { messages: new Listeners(), config: new Listeners() }));
  return localBus(listeners[topic]);
}

/** Builds the whole server: plugins first, then every route module. Nothing listens yet. */
export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; schemas: LazySchemas }> {
  // Areas above records add to its list calls (server/records/hooks.ts).
  registerChangeHooks();
  registerMenuCardHooks();
  registerVenueHooks();
  registerBidFileHooks();
  registerTenderDownloadHook();
  registerReadGrant(reviewerMayRead);
  registerLockHooks();
  registerGuaranteeHooks();
  // Route schemas compile on a route's first call, not all at `listen` (docs/performance.md "Cold start").
  const schemas = lazySchemas();
  const app = Fastify({
    schemaController: { compilersFactory: schemas.compilersFactory },
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { allErrors: false, removeAdditional: false, coerceTypes: false } },
  });
  const ctx: AppContext = {
    db: options.database.db,
    dialect: options.database.dialect,
    loginKey: new LoginKey(options.database.db),
    tokenTtlMinutes: options.tokenTtlMinutes ?? 12 * 60,
    version: pkg.version,
    uploadDir: options.uploadDir,
    sms: options.sms ?? outboxSender,
    weather: options.weather ?? null,
    uploadQuota: options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
    draftDays: options.draftDays ?? DEFAULT_DRAFT_DAYS,
    runJobs: options.runJobs ?? false,
    bus: createBus(options.database, (err) => app.log.warn({ err }, 'message bus')),
    configBus: createBus(options.database, (err) => app.log.warn({ err }, 'config bus'), 'config'),
  };
  app.addHook('onClose', async () => {
    await ctx.bus.close();
    await ctx.configBus.close();
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerSecurityHeaders(app);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      info: { title: '公共资源交易低代码平台 /ks API', version: pkg.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  const serveWeb = Boolean(options.webRoot && fs.existsSync(path.join(options.webRoot, 'index.html')));
  installErrorHandler(app, serveWeb);
  // List calls confirm a remembered session in their own statement (docs/adr/0006); before access control.
  await app.register(rememberedSessionPlugin, ctx);
  installAccessControl(app, ctx.db, ctx.dialect);
  // After access control: global settings are for administrators whose scope is unlimited.
  installGlobalSettingGuard(app, ctx.db);
  installBodyGuard(app);
  // JSON numbers a double does not give back are refused at parse, naming the field (docs/security.md "Numbers").
  installExactNumbers(app);
  // Multipart bodies are streamed by the upload routes (docs/uploads.md); busboy enforces the limits.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 20 } });
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const register of ROUTE_MODULES) await register(api, ctx);

  if (serveWeb) {
    // One wildcard route that looks a file up on request: listing the build (≈ 230 files, a GET and a
    // HEAD route each) at start cost ≈ 0.23 s of every cold start (docs/performance/cold-start-and-shutdown.md).
    await app.register(fastifyStatic, { root: options.webRoot!, wildcard: true, serve: true, index: 'index.html' });
    // The public addresses' index.html carries the public header (docs/portal.md "First paint").
    registerPublicHtml(app, ctx.db, options.webRoot!);
  }
  return { app, ctx, schemas };
}
