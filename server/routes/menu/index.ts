import { Type } from '@sinclair/typebox';
import { MainMenusBody, MenuItem, SystemSummary } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { canSee, findSystem, listSystemsFor, menuTreeFor } from '../../db/repos/systems';

/** Systems the caller may enter, and the menu tree of one system. */
export default function menuRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/config/new/node/system-list',
    {
      config: { access: 'user' },
      schema: { tags: ['menu'], summary: '当前用户可进入的系统', response: responses(Type.Array(SystemSummary)) },
    },
    async (request) => ok(await listSystemsFor(ctx.db, caller(request).role)),
  );

  app.post(
    '/ks/menu/v1/menus/main-menus',
    {
      config: { access: 'user' },
      schema: {
        tags: ['menu'],
        summary: '系统菜单树（按角色过滤）',
        body: MainMenusBody,
        response: responses(Type.Array(Type.Ref(MenuItem))),
      },
    },
    async (request) => {
      const { systemCoding } = request.body;
      const me = caller(request);
      const system = await findSystem(ctx.db, systemCoding);
      if (!system || !canSee(me.role, system.roles)) throw notFound('系统不存在或无权访问');
      return ok(await menuTreeFor(ctx.db, systemCoding, me.role));
    },
  );
}
