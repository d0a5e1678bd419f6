import type { Kysely } from 'kysely';
import { ROLES, systemProblem, type NewSystemAnswer, type NewSystemBody, type SystemNameBody, type SystemSummary } from '../../schemas';
import type { Database } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { findSystem, toSystemSummary } from '../db/repos/systems';
import { insertSystem, renameSystem } from '../db/repos/structure';

/** A new system (the new-system dialog) and the change of its names; the code never changes. */

const CODE_IMMUTABLE = '系统编码生成后不可修改';
const codeTaken = (code: string) => conflict(`系统编码 ${code} 已存在，请更换`);

/** Creates the system and logs it, in one transaction; a code already taken is a conflict. */
export async function createSystem(db: Kysely<Database>, actor: Actor, body: NewSystemBody): Promise<NewSystemAnswer> {
  const problem = systemProblem(body, true);
  if (problem) throw badRequest(problem);
  const systemName = (body.systemName ?? '').trim();
  const title = (body.title ?? '').trim();
  const gnCoding = body.gnCoding as string;
  if (await findSystem(db, gnCoding)) throw codeTaken(gnCoding);
  try {
    await db.transaction().execute(async (tx) => {
      await insertSystem(tx, { systemCoding: gnCoding, systemName, title, levels: body.levels ?? 0, roles: body.roles ?? [...ROLES], createdBy: actor.id });
      await writeOpLog(tx, actor, { action: 'create-system', targetType: 'system', targetId: gnCoding, gnCoding, detail: { systemName, title } });
    });
  } catch (err) {
    // Two dialogs submitting the same code at once: the unique index decides, same answer.
    if (await findSystem(db, gnCoding)) throw codeTaken(gnCoding);
    throw err;
  }
  return { gnName: systemName, gnCoding };
}

/** Sets a system's full and short names and logs the change, in one transaction. */
export async function renameSystemNames(db: Kysely<Database>, actor: Actor, body: SystemNameBody): Promise<SystemSummary> {
  if (body.gnCoding !== undefined && body.gnCoding !== body.systemCoding) throw badRequest(CODE_IMMUTABLE);
  const problem = systemProblem(body, false);
  if (problem) throw badRequest(problem);
  const before = await findSystem(db, body.systemCoding);
  if (!before) throw notFound('系统不存在');
  const systemName = (body.systemName ?? '').trim();
  const title = (body.title ?? '').trim();
  await db.transaction().execute(async (tx) => {
    await renameSystem(tx, body.systemCoding, systemName, title);
    await writeOpLog(tx, actor, {
      action: 'rename-system',
      targetType: 'system',
      targetId: body.systemCoding,
      gnCoding: body.systemCoding,
      detail: { from: { systemName: before.system_name, title: before.title }, to: { systemName, title } },
    });
  });
  const after = await findSystem(db, body.systemCoding);
  return toSystemSummary(after ?? before);
}
