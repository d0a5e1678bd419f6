import { Type } from '@sinclair/typebox';
import { MainMenusBody, MenuItem, SystemSummary } from '../../../schemas';
import { EXPERT_MENU_PROPERTY } from '../../../schemas/evaluation';
import { isExpertAccount } from '../../evaluation/service';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { canSee, findSystemWithSession, listSystemsFor, menuTreeFor } from '../../db/repos/systems';
import { withSession } from '../../http/remembered-session-plugin';

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
      // The session is confirmed in the system's statement (remembered-session-plugin.ts).
      config: { access: 'user', confirmsSession: true },
      schema: {
        tags: ['menu'],
        summary: '系统菜单树（按角色过滤）',
        body: MainMenusBody,
        response: responses(Type.Array(Type.Ref(MenuItem))),
      },
    },
    async (request) => {
      const { systemCoding } = request.body;
      const { tree } = await withSession(request, async (me, sessionStampSql) => {
        // Side by side: the tree is only answered when the system may be seen, and two reads in
        // series cost PostgreSQL a round trip each (docs/performance.md "Load").
        // The experts' menu is answered to expert accounts only (docs/bidding.md "专家评审"); who is
        // one is read only for a system that has that menu, so every other system's tree stays one statement.
        const reading = menuTreeFor(ctx.db, systemCoding, me.role, async (rows) => {
          const isExpertMenu = (m: { node_properties: string }) => m.node_properties.trim() === EXPERT_MENU_PROPERTY;
          if (!rows.some(isExpertMenu)) return () => false;
          const expert = await isExpertAccount(ctx.db, me);
          return (m) => !expert && isExpertMenu(m);
        });
        reading.catch(() => undefined); // a failure is answered below, after the system's 404
        const { system, sessionStamp } = await findSystemWithSession(ctx.db, systemCoding, sessionStampSql);
        if (!system || !canSee(me.role, system.roles)) throw notFound('系统不存在或无权访问');
        return { tree: await reading, sessionStamp };
      });
      return ok(tree);
    },
  );
}
