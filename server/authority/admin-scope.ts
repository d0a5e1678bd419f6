import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MANAGEMENT_MESSAGES as M, managesRegion, type ManagementScope } from '../../schemas/management';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { forbidden } from '../errors';
import { readScope, scopeApplies } from '../management/scope';

/**
 * What an administrator whose 管理权限 is limited (any system or region row, docs/administration.md
 * "受限管理员能做什么") may change — the one home of that rule:
 *
 * - A **global setting** (what every region sees: menus and buttons per role, audit levels, level
 *   rules, dictionaries, system structure and call catalogue, notices and help for everyone, scopes
 *   and accounts, and what reaches accounts of no region: registration approval, the SMS outbox) is
 *   for administrators whose scope is unlimited. A route says so in its config (`globalSetting:
 *   true`); the hook below refuses the others with 403 该操作仅限不受管理范围限制的管理员 before the
 *   body is read, so nothing is stored and nothing is revealed by a validation answer.
 * - An action on **one enterprise** (its information audit, a change to it) only within the
 *   administrator's regions: `requireManagesEnterprise`, 403 无权管理该地区的企业.
 * - Actions on one record keep their rule of server/records/service.ts (`loadVisible`: 404 outside).
 *
 * Developers and enterprise users are never limited by a scope; their access is the route's rule.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call changes a global setting: administrators with a limited scope are refused (403). */
    globalSetting?: boolean;
  }
}

type Db = Kysely<Database>;

const unlimited = (scope: ManagementScope) => scope.systems.length === 0 && scope.regions.length === 0;

/** Refuses (403) an administrator whose scope is limited; anyone else passes. */
export async function requireUnlimitedAdmin(db: Db, user: SessionUser): Promise<void> {
  if (!scopeApplies(user.role)) return;
  if (!unlimited(await readScope(db, user.id))) throw forbidden(M.unlimitedOnly);
}

/**
 * Refuses (403 无权管理该地区的企业) an administrator whose regions do not hold the enterprise's
 * region — nor, for a change that would move it, `movesTo`: passing such a change hands the
 * enterprise to another region's administrators. A missing enterprise passes: the caller answers
 * its own 404. Run it inside the caller's transaction (`db`), where the enterprise row is read.
 */
export async function requireManagesEnterprise(db: Db, user: SessionUser, enterpriseId: string, movesTo?: string): Promise<void> {
  if (!scopeApplies(user.role)) return;
  const scope = await readScope(db, user.id);
  if (scope.regions.length === 0) return;
  const row = await db.selectFrom('enterprises').select('region').where('id', '=', enterpriseId).executeTakeFirst();
  if (!row) return;
  const regions = movesTo === undefined ? [row.region] : [row.region, movesTo];
  if (!regions.every((region) => managesRegion(scope, region))) throw forbidden(M.outsideRegion);
}

/**
 * Holds every route whose config says `globalSetting: true` to the rule. Installed after access
 * control (server/app.ts), so `request.user` is the caller: an onRequest hook, before the body is
 * parsed or validated.
 */
export function installGlobalSettingGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.globalSetting !== true || !request.user) return;
    await requireUnlimitedAdmin(db, request.user);
  });
}
