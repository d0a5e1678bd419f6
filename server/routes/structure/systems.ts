import { NewSystemAnswer, NewSystemBody, SYSTEM_MESSAGES, SystemNameBody, SystemSummary } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { createSystem, renameSystemNames } from '../../structure/systems';
import { actorOf, BUILDERS } from './common';

/** New system (the new-system dialog) and the system-name change; the code never changes. */
export default function systemRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    '/ks/config/new/node/system',
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: { tags: ['structure'], summary: '新建系统（系统编码生成后不可修改）', body: NewSystemBody, response: responses(NewSystemAnswer) },
    },
    async (request) => ok(await createSystem(db, actorOf(request), request.body), SYSTEM_MESSAGES.created),
  );

  app.put(
    '/ks/config/structure/system-name',
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: { tags: ['structure'], summary: '修改系统全称与简称（编码不变）', body: SystemNameBody, response: responses(SystemSummary) },
    },
    async (request) => ok(await renameSystemNames(db, actorOf(request), request.body), '修改成功'),
  );
}
