import type { Kysely } from 'kysely';
import { managesSystem } from '../../schemas/management';
import type { ManagerSystems } from '../../schemas/config-calls';
import type { Database } from '../db/types';
import { findUserById } from '../db/repos/users';
import { listSystemsFor } from '../db/repos/systems';
import { notFound } from '../errors';
import { readScope } from './scope';

/**
 * The systems an administrator manages (docs/administration.md "管理权限"): every system when their
 * scope names none, else the ones it names. Another account than an administrator's is not one.
 */
export async function managedSystems(db: Kysely<Database>, userId: string): Promise<ManagerSystems> {
  const user = await findUserById(db, userId);
  if (!user || user.login_role_type !== 'M') throw notFound('管理员不存在');
  const [scope, systems] = await Promise.all([readScope(db, userId), listSystemsFor(db, 'M')]);
  return { userId, unlimited: scope.systems.length === 0, systems: systems.filter((s) => managesSystem(scope, s.systemCoding)) };
}
