import { Type } from '@sinclair/typebox';
import { SavedStyleTemplate, SaveStyleTemplateBody, StyleTemplate, StyleTemplateIdBody } from '../../../schemas/style-template';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { listStyleTemplates } from '../../db/repos/style-templates';
import { removeStyleTemplate, saveStyleTemplate } from '../../structure/style-templates';
import { actorOf, BUILDERS } from './common';

const BASE = '/ks/config/structure/style-template';

/** Card style templates (docs/style-templates.md): list, save (new / rename / restyle), delete. */
export default function styleTemplateRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  app.get(
    `${BASE}/list`,
    { config: { access: BUILDERS }, schema: { tags, summary: '样式模板列表（含使用它的卡片页面）', response: responses(Type.Array(StyleTemplate)) } },
    async () => ok(await listStyleTemplates(db)),
  );

  app.post(
    `${BASE}/save`,
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '保存样式模板：无 id 新建，有 id 改名或改样式', body: SaveStyleTemplateBody, response: responses(SavedStyleTemplate) } },
    async (request) => {
      const body = request.body;
      const id = await saveStyleTemplate(db, actorOf(request), body);
      return ok({ id }, body.id === undefined ? '样式模板已保存' : '修改成功');
    },
  );

  app.post(
    `${BASE}/delete`,
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '删除样式模板（已套用的卡片页面不受影响）', body: StyleTemplateIdBody, response: responses(Type.Null()) } },
    async (request) => {
      await removeStyleTemplate(db, actorOf(request), request.body.id);
      return ok(null, '删除成功');
    },
  );
}
