import { Type } from '@sinclair/typebox';
import { LEVEL_MESSAGES, LevelYear, LevelYearBody, LevelYearDetail, LevelYearsBody, SaveLevelRulesBody } from '../../../schemas/credit-levels';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { levelYearDetail, listLevelYears, saveLevelRules } from '../../levels/level-rules';

/**
 * 等级设置 under /ks/credit/level-rules (docs/credit.md "等级设置"): administrators maintain the
 * level rules of each evaluation year, developers read them; enterprises have no business here.
 */
export default function levelRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/credit/level-rules/years',
    { config: { access: ['M', 'D'] }, schema: { tags: ['credit'], summary: '等级设置：各评价年度及其生效版本（年度从新到旧）', body: LevelYearsBody, response: responses(Type.Array(LevelYear)) } },
    async (request) => ok(await listLevelYears(ctx.db, request.body.systemCoding, caller(request).role)),
  );

  app.post(
    '/ks/credit/level-rules/detail',
    { config: { access: ['M', 'D'] }, schema: { tags: ['credit'], summary: '等级设置：一个年度的全部版本（新到旧，第一个生效）', body: LevelYearBody, response: responses(LevelYearDetail) } },
    async (request) => ok(await levelYearDetail(ctx.db, request.body.systemCoding, request.body.year, caller(request).role)),
  );

  app.post(
    '/ks/credit/level-rules/save',
    {
      config: { access: ['M'], globalSetting: true },
      schema: { tags: ['credit'], summary: '等级设置：保存一个年度的等级规则（新版本；baseVersion 为编辑时的生效版本，新年度为 0）', body: SaveLevelRulesBody, response: responses(LevelYearDetail) },
    },
    async (request) => {
      const user = caller(request);
      const saved = await saveLevelRules(ctx.db, request.body, { id: user.id, userName: user.userName, role: user.role });
      return ok(saved, LEVEL_MESSAGES.saved);
    },
  );
}
