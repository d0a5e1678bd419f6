import { Type } from '@sinclair/typebox';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import {
  EvaluationTemplate,
  EVALUATION_MESSAGES,
  RenderResult,
  ReviewProject,
  ReviewProjectBody,
  ReviewProjectRow,
  ReviewProjectsBody,
  Sheet,
  SheetBody,
  SheetSaveBody,
  TemplateSaveBody,
} from '../../../schemas/evaluation';
import { readSheet, renderResult, reviewProject, reviewProjects, saveTemplate, writeSheet } from '../../evaluation/service';
import reviewFileRoutes from './review-files';

/** 专家评审 (issue 49; docs/bidding.md "专家评审 Evaluation by experts"): experts (U accounts linked to pool experts) score; administrators watch and rank. */
export default function evaluationRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['evaluation'];
  app.post(
    '/ks/trade/review/projects',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '我的评审项目（专家）；管理员：全部已抽取专家的项目', body: ReviewProjectsBody, response: responses(Type.Array(ReviewProjectRow)) } },
    async (request) => ok(await reviewProjects(ctx.db, caller(request))),
  );
  app.post(
    '/ks/trade/review/project',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '一个项目的评审：评分表模板、投标人、评分表状态', body: ReviewProjectBody, response: responses(ReviewProject) } },
    async (request) => ok(await reviewProject(ctx.db, caller(request), request.body.xmId)),
  );
  app.post(
    '/ks/trade/review/sheet',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '评分表：专家只读自己的，管理员可读任一专家的', body: SheetBody, response: responses(Sheet) } },
    async (request) => ok(await readSheet(ctx.db, caller(request), request.body)),
  );
  app.post(
    '/ks/trade/review/sheet/save',
    { config: { access: ['U'] }, schema: { tags, summary: '保存评分表（提交前可多次保存）', body: SheetSaveBody, response: responses(Sheet) } },
    async (request) => ok(await writeSheet(ctx.db, caller(request), request.body, false), EVALUATION_MESSAGES.saved),
  );
  app.post(
    '/ks/trade/review/sheet/submit',
    { config: { access: ['U'] }, schema: { tags, summary: '提交评分表（提交后锁定）', body: SheetSaveBody, response: responses(Sheet) } },
    async (request) => ok(await writeSheet(ctx.db, caller(request), request.body, true), EVALUATION_MESSAGES.submitted),
  );
  app.post(
    '/ks/trade/review/template/save',
    { config: { access: ['M'] }, schema: { tags, summary: '保存项目的评分表模板（评分开始前）', body: TemplateSaveBody, response: responses(EvaluationTemplate) } },
    async (request) => ok(await saveTemplate(ctx.db, caller(request), request.body.xmId, request.body.template), EVALUATION_MESSAGES.templateSaved),
  );
  app.post(
    '/ks/trade/review/render-result',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '评审结果：管理员生成排名；投标企业只读本企业的名次', body: ReviewProjectBody, response: responses(RenderResult) } },
    async (request) => {
      const user = caller(request);
      return ok(await renderResult(ctx.db, user, request.body.xmId), user.role === 'M' ? EVALUATION_MESSAGES.rendered : undefined);
    },
  );
  reviewFileRoutes(app, ctx);
}
