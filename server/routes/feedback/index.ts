import { FEEDBACK_MESSAGES, FeedbackAddBody, FeedbackAddQuery, FeedbackListBody, FeedbackPage } from '../../../schemas/feedback';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { Type } from '@sinclair/typebox';
import { addFeedback, listFeedback } from '../../feedback/service';

/** 意见反馈 (spec 000 §2 screen 5): enterprises and administrators send it, administrators and developers read it. */
export default function feedbackRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/feedback/add',
    {
      // the drawer is for non-developers (spec 000 §2 screen 11)
      config: { access: ['U', 'M'] },
      schema: { tags: ['feedback'], summary: '提交意见反馈（评分、问卷勾选项与意见；须填写意见）', querystring: FeedbackAddQuery, body: FeedbackAddBody, response: responses(Type.Null()) },
    },
    async (request) => {
      await addFeedback(ctx.db, caller(request), request.body, request.query.systemCoding ?? '');
      return ok(null, FEEDBACK_MESSAGES.thanks);
    },
  );

  app.post(
    '/ks/feedback/list',
    { config: { access: ['M', 'D'] }, schema: { tags: ['feedback'], summary: '意见反馈列表（新到旧，可按系统筛选）', body: FeedbackListBody, response: responses(FeedbackPage) } },
    async (request) => ok(await listFeedback(ctx.db, request.body)),
  );
}
