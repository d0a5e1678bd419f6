import { Type } from '@sinclair/typebox';
import { CreditSelectType } from '../../../schemas/config-calls';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { creditSelectTypes } from '../../credit/select-type';

/** GET /ks/credit/admin/select-type (spec 000 §7): 信用记录's type cards with the caller's counts. */
export default function creditSelectTypeRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/credit/admin/select-type',
    { config: { access: ['M', 'D'] }, schema: { tags: ['credit'], summary: '信用记录的类型（类型卡片）及各类型的记录数（管理员按管理权限计）', response: responses(Type.Array(CreditSelectType)) } },
    async (request) => ok(await creditSelectTypes(ctx, caller(request))),
  );
}
