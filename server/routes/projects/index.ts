import { FiveInOneListBody, FiveInOnePage } from '../../../schemas/five-in-one-calls';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { fiveInOneList } from '../../projects/five-in-one';

/** 五合一进场登记 (docs/projects.md): the projects the caller may read, with their registrations' states. */
export default function projectRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/fiveInOne/list',
    { config: { access: 'user' }, schema: { tags: ['records'], summary: '进场登记：项目及其五项登记（项目信息、场地预约、资审公告、资审文件、专家抽取）的状态', body: FiveInOneListBody, response: responses(FiveInOnePage) } },
    async (request) => ok(await fiveInOneList(ctx, caller(request), request.body)),
  );
}
