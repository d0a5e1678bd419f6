import {
  NewSystemAnswer,
  NewSystemBody,
  ROLES,
  SYSTEM_MESSAGES,
  SystemNameBody,
  SystemSummary,
  systemProblem,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import { findSystem, toSystemSummary } from '../../db/repos/systems';
import { insertSystem, renameSystem } from '../../db/repos/structure';
import { actorOf, BUILDERS } from './common';

const CODE_IMMUTABLE = '系统编码生成后不可修改';
const codeTaken = (code: string) => conflict(`系统编码 ${code} 已存在，请更换`);

/** New system (the new-system dialog) and the system-name change; the code never changes. */
export default function systemRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    '/ks/config/new/node/system',
    {
      config: { access: BUILDERS },
      schema: { tags: ['structure'], summary: '新建系统（系统编码生成后不可修改）', body: NewSystemBody, response: responses(NewSystemAnswer) },
    },
    async (request) => {
      const body = request.body;
      const problem = systemProblem(body, true);
      if (problem) throw badRequest(problem);
      const systemName = (body.systemName ?? '').trim();
      const title = (body.title ?? '').trim();
      const gnCoding = body.gnCoding as string;
      if (await findSystem(db, gnCoding)) throw codeTaken(gnCoding);
      const actor = actorOf(request);
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
      return ok({ gnName: systemName, gnCoding }, SYSTEM_MESSAGES.created);
    },
  );

  app.put(
    '/ks/config/structure/system-name',
    {
      config: { access: BUILDERS },
      schema: { tags: ['structure'], summary: '修改系统全称与简称（编码不变）', body: SystemNameBody, response: responses(SystemSummary) },
    },
    async (request) => {
      const body = request.body;
      if (body.gnCoding !== undefined && body.gnCoding !== body.systemCoding) throw badRequest(CODE_IMMUTABLE);
      const problem = systemProblem(body, false);
      if (problem) throw badRequest(problem);
      const before = await findSystem(db, body.systemCoding);
      if (!before) throw notFound('系统不存在');
      const systemName = (body.systemName ?? '').trim();
      const title = (body.title ?? '').trim();
      const actor = actorOf(request);
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
      return ok(toSystemSummary(after ?? before), '修改成功');
    },
  );
}
