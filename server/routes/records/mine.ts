import { MineRecordsBody, TableListData } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { listMine } from '../../records/mine';

/**
 * POST /ks/monitor/record/mine (申报记录): the caller's own records of a form node, newest first —
 * an enterprise's; for administrators (within their scope) and developers the submitted ones and
 * their own. The detail page's 申报记录 list (docs/forms.md "The caller's own records").
 */
export default function mineRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/record/mine',
    {
      config: { access: 'user' },
      schema: { tags: ['records'], summary: '本单位在该节点下的记录（管理员：已提交的与本人创建的），最新的在前', body: MineRecordsBody, response: responses(TableListData) },
    },
    async (request) => ok(await listMine(ctx, request.body, caller(request))),
  );
}
