import { Type } from '@sinclair/typebox';
import { FieldOption } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { canSee, findSystem, findSystemWithSession } from '../../db/repos/systems';
import { withSession } from '../../http/remembered-session-plugin';
import { filterBranches, listOptions, parseWhereStr, qualificationTree } from '../../db/repos/dictionary';
import type { Role } from '../../../schemas';
import managerRoutes from './manager';

const Code = (title: string) => Type.String({ minLength: 1, maxLength: 64, title });

export const PullDownBody = Type.Object(
  {
    displayCode: Code('显示编码'),
    gnCoding: Type.Optional(Type.String({ maxLength: 64, title: '功能编码' })),
    systemCoding: Code('系统编码'),
    key: Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Number()], { title: '上级取值' })),
    whereStr: Type.Optional(Type.String({ maxLength: 4000, title: '上级条件（JSON 字符串）' })),
  },
  { additionalProperties: false },
);

export const ValueRangeBody = Type.Object(
  {
    gnCoding: Type.Optional(Type.String({ maxLength: 64 })),
    systemCoding: Code('系统编码'),
    displayCode: Code('显示编码'),
    filter: Type.Optional(Type.String({ maxLength: 2000, title: '筛选（各级联路径末级取值，逗号分隔）' })),
  },
  { additionalProperties: false },
);

const OptionList = Type.Array(Type.Ref(FieldOption));

/** The dropdown answer carries the list twice: `result` as the spec names it, `data` for the shared client. */
const PullDownResponse = {
  ...responses(OptionList),
  200: Type.Object({ code: Type.Integer(), message: Type.String(), result: OptionList, data: OptionList }),
};

export const WHERE_STR_MESSAGE = '上级条件 whereStr 格式有误，应为 JSON 对象字符串';

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
      const where = body.whereStr === undefined || body.whereStr.trim() === '' ? undefined : parseWhereStr(body.whereStr);
      if (where === null) throw badRequest(WHERE_STR_MESSAGE);
      const { options } = await withSession(request, async (user, sessionStampSql) => {
        // Side by side with the system check (a round trip less on PostgreSQL); its 404 still comes first.
        const reading = listOptions(ctx.db, {
          systemCoding: body.systemCoding,
          displayCode: body.displayCode,
          key: body.key === undefined ? undefined : String(body.key),
          where,
        });
        reading.catch(() => undefined); // answered below, after the system check
        const { system, sessionStamp } = await findSystemWithSession(ctx.db, body.systemCoding, sessionStampSql);
        if (!system || !canSee(user.role, system.roles)) throw notFound('系统不存在或无权访问');
        return { options: await reading, sessionStamp };
      });
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
