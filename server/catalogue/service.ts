import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueCall, SystemCatalogue, TryCallAnswer, TryCallBody } from '../../schemas/catalogue';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import type { Actor } from '../db/repos/oplog';
import type { SessionUser } from '../session-user';
import { ApiError, notFound } from '../errors';
import { findSystem } from '../db/repos/systems';
import { listMenus } from '../db/repos/structure';
import { findUserByUsername } from '../db/repos/users';
import { readCatalogue, rowsAtPaths, saveCatalogue, type SaveCatalogueInput } from '../db/repos/catalogue';
import { allowed, engineRoutes } from '../http/access';
import { catalogueProblems, type CallProblem } from './problems';
import { ServedIndex } from './served';
import { runCall } from './run-call';

/** Refused lists answer 400 with every problem (the first is the message), like a refused config. */
export class CatalogueRefused extends ApiError {
  constructor(readonly problems: string[]) {
    super('invalid', problems[0] ?? '接口配置不合法');
  }
}

/** The demo accounts 试调用 runs as (fixtures/accounts.json). */
export const DEMO_ACCOUNTS = { M: 'admin', D: 'developer', U: 'enterprise' } as const;

const SYSTEM_MISSING = '系统不存在';

const services = new WeakMap<AppContext, CatalogueService>();

/**
 * A system's call catalogue as configuration (docs/api.md "Business-call catalogue"): read, checked
 * and saved here, served by the dispatcher (server/routes/catalogue/) from `index`. One per app.
 */
export class CatalogueService {
  readonly index: ServedIndex;

  private constructor(
    private readonly ctx: AppContext,
    private readonly app: FastifyInstance,
  ) {
    this.index = new ServedIndex(ctx.db);
  }

  /** The app's one service (the dispatcher, the designer's calls and the bundle import share it). */
  static of(ctx: AppContext, app: FastifyInstance): CatalogueService {
    let service = services.get(ctx);
    if (!service) services.set(ctx, (service = new CatalogueService(ctx, app)));
    return service;
  }

  async read(systemCoding: string): Promise<SystemCatalogue> {
    if (!(await findSystem(this.ctx.db, systemCoding))) throw notFound(SYSTEM_MISSING);
    const { version, calls } = await readCatalogue(this.ctx.db, systemCoding);
    return { systemCoding, version, calls };
  }

  /** Every reason `calls` cannot be stored for the system whose menus are `nodeIds` (empty: none). */
  async problems(db: Kysely<Database>, systemCoding: string, calls: readonly CatalogueCall[], nodeIds: ReadonlySet<string>): Promise<CallProblem[]> {
    const otherRows = await rowsAtPaths(db, systemCoding, calls);
    return catalogueProblems(calls, { systemCoding, nodeIds, engineRoutes: engineRoutes(this.app), otherRows });
  }

  /** The designer's save: checked, stored as a new version in one transaction, then served everywhere. */
  async save(input: { systemCoding: string; version: number; calls: CatalogueCall[]; actor: Actor }): Promise<{ version: number }> {
    const { db } = this.ctx;
    if (!(await findSystem(db, input.systemCoding))) throw notFound(SYSTEM_MISSING);
    const nodeIds = new Set((await listMenus(db, input.systemCoding)).map((m) => m.id));
    const saved = await this.store(db, { ...input, expectedVersion: input.version, action: 'save-call-catalogue' }, nodeIds);
    await this.changed();
    return saved;
  }

  /**
   * Checks and stores inside `tx` (the caller's transaction, or one of its own). Two systems saving
   * the same path at once: the loser fails on catalogue_calls' key and is answered as a clash.
   */
  async store(db: Kysely<Database>, input: SaveCatalogueInput, nodeIds: ReadonlySet<string>): Promise<{ version: number }> {
    const problems = await this.problems(db, input.systemCoding, input.calls, nodeIds);
    if (problems.length) throw new CatalogueRefused(problems.map((p) => p.message));
    const run = (tx: Kysely<Database>) => saveCatalogue(tx, input);
    try {
      return db.isTransaction ? await run(db) : await db.transaction().execute(run);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const late = await this.problems(this.ctx.db, input.systemCoding, input.calls, nodeIds).catch(() => []);
      if (late.length) throw new CatalogueRefused(late.map((p) => p.message));
      throw err;
    }
  }

  /** After a commit that changed rows: this instance serves them at once, the others when they hear. */
  async changed(): Promise<void> {
    await this.index.reload();
    // Any event on the config bus means "read the rows again": nothing else travels on it.
    this.ctx.configBus.publish({ audience: {}, reason: 'resync' });
  }

  /** 试调用: the row, saved or not, run as a demo account (or nobody), answered as the caller would get it. */
  async tryCall(request: FastifyRequest, body: TryCallBody): Promise<TryCallAnswer> {
    const { db } = this.ctx;
    if (!(await findSystem(db, body.systemCoding))) throw notFound(SYSTEM_MISSING);
    try {
      const user = body.as === 'anonymous' ? null : await this.demoUser(body.as);
      if (body.call.access !== 'public') {
        if (!user) throw new ApiError('unauthenticated', '未登录');
        if (!allowed(user, body.call.access)) throw new ApiError('forbidden', '无权访问该资源');
      }
      const answer = await runCall({ ctx: this.ctx, request, user, systemCoding: body.systemCoding, call: body.call, input: body.input, fromQueryString: body.call.method === 'GET' });
      if (answer.kind === 'file') {
        const name = /filename\*=UTF-8''([^;]+)/i.exec(answer.headers['content-disposition'] ?? '')?.[1];
        return { status: 200, contentType: answer.headers['content-type'] ?? 'application/octet-stream', body: { fileName: name ? decodeURIComponent(name) : '', size: answer.body.length } };
      }
      return { status: 200, contentType: 'application/json; charset=utf-8', body: answer.payload };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return { status: err.httpStatus, contentType: 'application/json; charset=utf-8', body: { code: err.code, message: err.message, data: null } };
    }
  }

  private async demoUser(role: keyof typeof DEMO_ACCOUNTS): Promise<SessionUser> {
    const row = await findUserByUsername(this.ctx.db, DEMO_ACCOUNTS[role]);
    if (!row || row.disabled) throw new ApiError('invalid', `演示账号 ${DEMO_ACCOUNTS[role]} 不存在或已停用，无法试调用`);
    return { id: row.id, sessionId: '', username: row.username, userName: row.user_name, role, enterpriseId: row.enterprise_id };
  }
}
