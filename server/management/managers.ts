import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { MANAGEMENT_MESSAGES as M, scopeSummary, type ManagerListBody, type ManagerPage, type ScopeOptions, type ScopeSaveBody } from '../../schemas/management';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { readScope, readScopes, writeScope } from './scope';

/**
 * 管理权限 (docs/administration.md): the administrators and the systems and regions each manages. Only an
 * administrator who is not limited may change scopes (a limited one could otherwise widen their
 * own): the routes are global settings (server/authority/admin-scope.ts). Nobody changes their own.
 */

type Db = Kysely<Database>;

/** `column` contains `word`, ignoring case, with LIKE's wildcards in `word` taken literally. */
export function containsText(column: string, word: string): RawBuilder<SqlBool> {
  const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** What a scope may name: every system; the regions of the 地区 dictionary's top level and of the enterprises. */
export async function scopeOptions(db: Db): Promise<ScopeOptions> {
  const [systems, dictionary, enterpriseRegions] = await Promise.all([
    db.selectFrom('systems').select(['system_coding', 'system_name']).orderBy('system_coding').execute(),
    db.selectFrom('dictionary').select(['value', 'label', 'parent_key']).where('display_code', '=', 'region').execute(),
    db.selectFrom('enterprises').select('region').distinct().where('region', '!=', '').execute(),
  ]);
  const labels = new Map<string, string>();
  for (const d of dictionary) if (!labels.has(d.value)) labels.set(d.value, d.label);
  const codes = new Set([...dictionary.filter((d) => d.parent_key === null).map((d) => d.value), ...enterpriseRegions.map((e) => e.region)]);
  return {
    systems: systems.map((s) => ({ value: s.system_coding, label: s.system_name })),
    regions: [...codes].sort().map((value) => ({ value, label: labels.get(value) ?? value })),
  };
}

/** The administrators (search by name or login name), each with their scope. */
export async function listManagers(db: Db, body: ManagerListBody): Promise<ManagerPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('users').where('login_role_type', '=', 'M');
  const kw = body.keyWord?.trim();
  if (kw) {
    q = q.where((eb) => eb.or([containsText('user_name', kw), containsText('username', kw)]));
  }
  const [rows, count, options] = await Promise.all([
    q.select(['id', 'username', 'user_name', 'disabled']).orderBy('username').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    scopeOptions(db),
  ]);
  const scopes = await readScopes(db, rows.map((r) => r.id));
  const systemName = new Map(options.systems.map((o) => [o.value, o.label]));
  const regionName = new Map(options.regions.map((o) => [o.value, o.label]));
  return {
    records: rows.map((r) => {
      const scope = scopes.get(r.id) ?? { systems: [], regions: [] };
      return {
        id: r.id,
        username: r.username,
        userName: r.user_name,
        disabled: r.disabled === 1,
        systems: [...scope.systems],
        regions: [...scope.regions],
        summary: scopeSummary(scope, (c) => systemName.get(c) ?? c, (c) => regionName.get(c) ?? c),
      };
    }),
    total: Number(count?.n ?? 0),
    curPage,
    pageSize,
  };
}

/** Replaces an administrator's scope; every value must be a known system or region. */
export async function saveScope(db: Db, user: SessionUser, body: ScopeSaveBody): Promise<void> {
  if (body.userId === user.id) throw badRequest(M.scopeSelf);
  const target = await db.selectFrom('users').select(['id', 'login_role_type', 'username']).where('id', '=', body.userId).executeTakeFirst();
  if (!target) throw notFound(M.accountMissing);
  if (target.login_role_type !== 'M') throw badRequest(M.notManager);
  const options = await scopeOptions(db);
  const systems = new Set(options.systems.map((o) => o.value));
  const regions = new Set(options.regions.map((o) => o.value));
  if (body.systems.some((s) => !systems.has(s))) throw badRequest(M.unknownSystem);
  if (body.regions.some((r) => !regions.has(r))) throw badRequest(M.unknownRegion);
  await db.transaction().execute(async (tx) => {
    const before = await readScope(tx, target.id);
    await writeScope(tx, target.id, { systems: body.systems, regions: body.regions }, nowIso());
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
      action: 'manager.scope',
      targetType: 'user',
      targetId: target.id,
      detail: { username: target.username, before, after: { systems: [...new Set(body.systems)], regions: [...new Set(body.regions)] } },
    });
  });
}
