import { Type } from '@sinclair/typebox';
import { CostEngineersBody, CostEngineersPage, EnterpriseOption, EnterprisePullDownQuery, PersonInfo, PersonInfoQuery, PersonOption, PersonPullDownQuery } from '../../../schemas/enterprises';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { costEngineers, enterpriseOptions, personInfo, personOptions } from '../../enterprises/repo';

/**
 * Enterprises and personnel under /ks/basic (spec 002 §7 "Credit"; docs/credit.md "Enterprises and
 * personnel"). Every logged-in role; an enterprise user is held to their own enterprise.
 */
export default function basicRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/basic/enterprise/credit/ent/pull-down',
    { config: { access: 'user' }, schema: { tags: ['basic'], summary: '企业下拉（按名称或统一社会信用代码搜索；企业用户只有本单位）', querystring: EnterprisePullDownQuery, response: responses(Type.Array(EnterpriseOption)) } },
    async (request) => ok(await enterpriseOptions(ctx.db, caller(request), request.query.keyWord)),
  );

  app.get(
    '/ks/basic/personal/pull-down',
    { config: { access: 'user' }, schema: { tags: ['basic'], summary: '人员下拉（企业用户为本单位人员；管理员可按 enterpriseId 筛选）', querystring: PersonPullDownQuery, response: responses(Type.Array(PersonOption)) } },
    async (request) => ok(await personOptions(ctx.db, caller(request), request.query)),
  );

  app.get(
    '/ks/basic/enterprise/personnel/info',
    { config: { access: 'user' }, schema: { tags: ['basic'], summary: '人员信息（身份证号脱敏）', querystring: PersonInfoQuery, response: responses(PersonInfo) } },
    async (request) => ok(await personInfo(ctx.db, caller(request), request.query.id)),
  );

  app.post(
    '/ks/basic/enterprise/cost-engineers',
    { config: { access: 'user' }, schema: { tags: ['basic'], summary: '注册造价工程师（分页，按姓名搜索）', body: CostEngineersBody, response: responses(CostEngineersPage) } },
    async (request) => ok(await costEngineers(ctx.db, caller(request), request.body)),
  );
}
