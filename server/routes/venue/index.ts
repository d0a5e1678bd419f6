import { WorkflowState } from '../../../schemas';
import { VenueCancelBody } from '../../../schemas/venue';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { cancelBooking } from '../../venue/cancel';

/** 场地预约 beyond the record engine (docs/projects.md "场地预约 Venue reservation"). */
export default function venueRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/venue/cancel',
    {
      // the owner or an administrator; the service checks which record (server/venue/cancel.ts)
      config: { access: 'user' },
      schema: { tags: ['records'], summary: '取消已确认的场地预约（管理员或预约人；已确认 → 已驳回，释放所占时段，须填写取消原因）', body: VenueCancelBody, response: responses(WorkflowState) },
    },
    async (request) => ok(await cancelBooking(ctx, caller(request), request.body), '预约已取消'),
  );
}
