import { AutoRetrieveAnswer, AutoRetrieveBody, CreditDescription, ParticipatedQuery, ParticipatedStatus } from '../../../schemas/enterprises';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { autoRetrieve, participatedStatus } from '../../credit/enterprise-credit';
import { creditDescription } from '../../credit/description';
import creditSelectTypeRoutes from './select-type';

/**
 * The /ks/credit calls with logic of their own (the rest are rows of the business-call catalogue,
 * the credit_eval system's stored rows, fixtures/calls/credit_eval.json). docs/credit.md "Enterprises and personnel".
 */
export default function creditRoutes(app: ApiApp, ctx: AppContext): void {
  creditSelectTypeRoutes(app, ctx);
  app.post(
    '/ks/credit/record/auto-retrieve',
    { config: { access: 'user' }, schema: { tags: ['credit'], summary: '自动获取：企业的登记信息（新建信用记录时带出）及最近一条已发布记录的信用等级', body: AutoRetrieveBody, response: responses(AutoRetrieveAnswer) } },
    async (request) => ok(await autoRetrieve(ctx.db, caller(request), request.body.enterpriseId)),
  );

  app.get(
    '/ks/credit/record/description',
    { config: { access: 'user' }, schema: { tags: ['credit'], summary: '信用申报说明', response: responses(CreditDescription) } },
    async () => ok(await creditDescription(ctx.db)),
  );

  app.get(
    '/ks/credit/credit/participated-status',
    { config: { access: 'user' }, schema: { tags: ['credit'], summary: '企业是否参与本年度（或 year）信用评价', querystring: ParticipatedQuery, response: responses(ParticipatedStatus) } },
    async (request) => ok(await participatedStatus(ctx.db, caller(request), request.query)),
  );
}
