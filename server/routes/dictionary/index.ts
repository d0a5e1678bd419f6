import { OptionList, PullDownAnswer, PullDownBody, ValueRangeBody } from '../../../schemas/dictionary';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { canSee, findSystem } from '../../db/repos/systems';
import { pullDown } from '../../dictionary/pull-down';
import { withSession } from '../../http/remembered-session-plugin';
import { filterBranches, qualificationTree } from '../../db/repos/dictionary';
import type { Role } from '../../../schemas';
import managerRoutes from './manager';

/** The dropdown's error answers are the usual envelopes; its success carries the list twice (schemas/dictionary.ts). */
const PullDownResponse = { ...responses(OptionList), 200: PullDownAnswer };

export { WHERE_STR_MESSAGE } from '../../dictionary/pull-down';

async function visibleSystem(ctx: AppContext, systemCoding: string, role: Role): Promise<void> {
  const system = await findSystem(ctx.db, systemCoding);
  if (!system || !canSee(role, system.roles)) throw notFound('系统不存在或无权访问');
}

/**
 * Dropdown options and the qualification tree, both read from the dictionary table (which holds
 * the current version of every list), and the dictionary manager that edits it.
 */
export default function dictionaryRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/base/dictionary/config/dic/pull-down',
    {
      // The session is confirmed in the system's statement (remembered-session-plugin.ts).
      config: { access: 'user', confirmsSession: true },
      schema: {
        tags: ['dictionary'],
        summary: '下拉选项（key 为上级取值，whereStr 为上级条件 JSON）',
        body: PullDownBody,
        response: PullDownResponse,
      },
    },
    async (request) => {
      const body = request.body;
      const { options } = await withSession(request, (user, sessionStampSql) => pullDown(ctx.db, body, user, sessionStampSql));
      return { ...ok(options), result: options };
    },
  );

  app.post(
    '/ks/node/field/value-range',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dictionary'],
        summary: '资质选项树（类别 → 资质 → 等级）',
        body: ValueRangeBody,
        response: responses(OptionList),
      },
    },
    async (request) => {
      const body = request.body;
      await visibleSystem(ctx, body.systemCoding, caller(request).role);
      const tree = await qualificationTree(ctx.db, body.systemCoding, body.displayCode);
      const filter = (body.filter ?? '').split(',').map((v) => v.trim()).filter(Boolean);
      return ok(filterBranches(tree, filter));
    },
  );

  managerRoutes(app, ctx);
}
