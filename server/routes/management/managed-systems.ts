import { ManagerSystems, ManagerSystemsBody } from '../../../schemas/config-calls';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { managedSystems } from '../../management/managed-systems';

/** POST /ks/authority/manager/system-list (spec 000 §7): the systems an administrator manages. */
export default function managedSystemRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/authority/manager/system-list',
    { config: { access: ['M'] }, schema: { tags: ['account'], summary: '管理员管理的系统（不填 userId 为本人；未限定系统时为全部系统）', body: ManagerSystemsBody, response: responses(ManagerSystems) } },
    async (request) => ok(await managedSystems(ctx.db, request.body.userId ?? caller(request).id)),
  );
}
