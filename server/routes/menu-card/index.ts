import { MenuCardBody, MenuCardNode } from '../../../schemas/menu-card';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { freshNode } from '../../records/list-call';
import { actorOf } from '../../records/service';
import { menuCardOf } from '../../menu-card/menu-card';

/**
 * POST /ks/monitor/menu-card: the left menu card of a list for one enterprise (docs/shell.md
 * "左侧菜单卡片"). The node as the list call sees it (a menu hidden from the caller's role is 404
 * 功能节点不存在); a public list (公示) shows any enterprise's published records, any other list
 * only what the caller may read, and an enterprise user names only its own enterprise (another
 * answers 404 企业不存在, as a missing one would). A read: no operation-log line.
 */
export default function menuCardRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/menu-card',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '左侧菜单卡片（一个企业在本列表中的记录：按子项字段分组的记录数与分值）',
        body: MenuCardBody,
        response: responses(MenuCardNode),
      },
    },
    async (request) => {
      const user = caller(request);
      const node = await freshNode(ctx, request.body, user);
      return ok(await menuCardOf(ctx, node, user, actorOf(user), request.body.enterpriseId));
    },
  );
}
