import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { BidStepMoveBody, BidStepProjects, BidStepProjectsBody, BidStepSaveBody, BidStepState, BidStepStateBody, BID_STEP_MESSAGES, SignInBody, SignInList, SignInListBody } from '../../../schemas/bid-steps';
import { moveStep, saveStepValues, signInOrOut, stepProjects, stepState } from '../../bidsteps/service';
import { signInList } from '../../bidsteps/sign-in';

/**
 * 开标步骤 (issue 49; docs/bidding.md "开标步骤"): administrators fill the current step and move;
 * the project's enterprise and developers read (the service applies the records' read rule to the project).
 */
export default function bidStepRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['bid-steps'];
  app.post(
    '/ks/bid/steps/state',
    { config: { access: ['M', 'D', 'U'] }, schema: { tags, summary: '项目的开标步骤：当前步骤、各步骤已填内容、步骤变更记录', body: BidStepStateBody, response: responses(BidStepState) } },
    async (request) => ok(await stepState(ctx, caller(request), request.body.xmId)),
  );
  app.post(
    '/ks/bid/steps/projects',
    { config: { access: ['M', 'D', 'U'] }, schema: { tags, summary: '开标大厅：可查看的项目及其当前步骤', body: BidStepProjectsBody, response: responses(BidStepProjects) } },
    async (request) => ok(await stepProjects(ctx, caller(request), request.body)),
  );
  app.post(
    '/ks/bid/steps/save',
    { config: { access: ['M'] }, schema: { tags, summary: '保存当前步骤的表单内容', body: BidStepSaveBody, response: responses(BidStepState) } },
    async (request) => ok(await saveStepValues(ctx, caller(request), request.body), BID_STEP_MESSAGES.saved),
  );
  app.post(
    '/ks/bid/steps/move',
    { config: { access: ['M'] }, schema: { tags, summary: '进入下一步（服务器按该步骤已保存的内容检查条件）或退回', body: BidStepMoveBody, response: responses(BidStepState) } },
    async (request) => {
      const { state, title } = await moveStep(ctx, caller(request), request.body);
      return ok(state, BID_STEP_MESSAGES.moved(title));
    },
  );
  app.post(
    '/ks/bid/steps/sign-ins',
    { config: { access: ['M', 'D', 'U'] }, schema: { tags, summary: '签到名单：项目的投标人（投标文件）与抽取的评标专家及其签到情况', body: SignInListBody, response: responses(SignInList) } },
    async (request) => ok(await signInList(ctx, caller(request), request.body.xmId)),
  );
  app.post(
    '/ks/bid/steps/sign-in',
    { config: { access: ['M'] }, schema: { tags, summary: '投标人或评标专家签到／取消签到（仅在对应的签到步骤）', body: SignInBody, response: responses(SignInList) } },
    async (request) => {
      const { list, name } = await signInOrOut(ctx, caller(request), request.body);
      return ok(list, request.body.signedIn ? BID_STEP_MESSAGES.signedIn(name) : BID_STEP_MESSAGES.signedOut(name));
    },
  );
}
