import { Type } from '@sinclair/typebox';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { DrawAddBody, DrawIdBody, DrawListBody, DrawOptions, DrawOptionsBody, DrawReplaceBody, ExpertDraw, EXPERT_MESSAGES, ProjectDrawsBody, RecheckAnswer } from '../../../schemas/experts';
import { addDraw, drawOptions, readDraws, recheckDraw, replaceExpert } from '../../experts/service';

/** 专家抽取 (issue 48; docs/projects.md "专家抽取 Expert extraction"): administrators draw; a project's draws are read by anyone logged in, names as server/experts/view.ts allows. */
export default function expertRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['experts'];
  app.post(
    '/ks/expert/draw/options',
    { config: { access: ['M'] }, schema: { tags, summary: '新建抽取的选项：项目、企业、专业、地区', body: DrawOptionsBody, response: responses(DrawOptions) } },
    async () => ok(await drawOptions(ctx.db)),
  );
  app.post(
    '/ks/expert/draw/list',
    { config: { access: ['M'] }, schema: { tags, summary: '抽取记录（新到旧，可按项目）', body: DrawListBody, response: responses(Type.Array(ExpertDraw)) } },
    async (request) => ok(await readDraws(ctx.db, caller(request), request.body.projectId)),
  );
  app.post(
    '/ks/expert/draw/project',
    {
      config: { access: 'user' },
      schema: { tags, summary: '一个项目的抽取结果（开标前仅管理员可见专家名单）', body: ProjectDrawsBody, response: responses(Type.Array(ExpertDraw)) },
    },
    async (request) => ok(await readDraws(ctx.db, caller(request), request.body.projectId)),
  );
  app.post(
    '/ks/expert/draw/add',
    { config: { access: ['M'] }, schema: { tags, summary: '新建抽取：按专业、地区抽取 N 名专家', body: DrawAddBody, response: responses(ExpertDraw) } },
    async (request) => ok(await addDraw(ctx.db, caller(request), request.body), EXPERT_MESSAGES.drawn),
  );
  app.post(
    '/ks/expert/draw/replace',
    { config: { access: ['M'] }, schema: { tags, summary: '替换：该专家拒绝参加，按同样条件补抽一名', body: DrawReplaceBody, response: responses(ExpertDraw) } },
    async (request) => ok(await replaceExpert(ctx.db, caller(request), request.body), EXPERT_MESSAGES.replaced),
  );
  app.post(
    '/ks/expert/draw/recheck',
    { config: { access: ['M'] }, schema: { tags, summary: '复核：按保存的种子与候选名单重算，答一致或不一致', body: DrawIdBody, response: responses(RecheckAnswer) } },
    async (request) => {
      const answer = await recheckDraw(ctx.db, caller(request), request.body.drawId);
      return ok(answer, answer.message);
    },
  );
}
