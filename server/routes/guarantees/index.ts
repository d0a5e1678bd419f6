import { MarginBody, MarginReport } from '../../../schemas/guarantees';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { marginOf } from '../../guarantees/margin';

/** 保函管理's code (docs/guarantees.md): the bid margin of spec 002 §7 "Monitor and review". */
export default function guaranteeRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/margin',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '投标保证金：项目的投标单位、各自的投标保函与已缴保证金是否足额（应缴为预算金额的 2%；企业用户只看本企业）',
        body: MarginBody,
        response: responses(MarginReport),
      },
    },
    async (request) => ok(await marginOf(ctx, caller(request), request.body)),
  );
}
