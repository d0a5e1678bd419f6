import { Type } from '@sinclair/typebox';
import { SaveStyleTemplateBody, StyleTemplate, StyleTemplateIdBody } from '../../../schemas/style-template';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../db/clock';
import { writeOpLog } from '../../db/repos/oplog';
import { findStyleTemplate, findStyleTemplateByName, listStyleTemplates } from '../../db/repos/style-templates';
import { actorOf, BUILDERS } from './common';

const MISSING = '样式模板不存在';
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
    { config: { access: BUILDERS }, schema: { tags, summary: '保存样式模板：无 id 新建，有 id 改名或改样式', body: SaveStyleTemplateBody, response: responses(Type.Object({ id: Type.Integer() })) } },
    async (request) => {
      const body = request.body;
      const name = body.name.trim();
      if (!name || name.length > 32) throw badRequest('请输入模板名称（1 到 32 个字符）');
      const actor = actorOf(request);
      const id = await db.transaction().execute(async (tx) => {
        const same = await findStyleTemplateByName(tx, name);
        if (same && same.id !== body.id) throw conflict(`样式模板「${name}」已存在`);
        const stamp = { name, updated_at: nowIso(), updated_by: actor.userName };
        if (body.id === undefined) {
          if (!body.style) throw badRequest('请先设置卡片样式');
          const row = await tx.insertInto('style_templates').values({ ...stamp, style: JSON.stringify(body.style) }).returning('id').executeTakeFirstOrThrow();
          await writeOpLog(tx, actor, { action: 'style-template.create', targetType: 'style-template', targetId: String(row.id), detail: { name } });
          return row.id;
        }
        const old = await findStyleTemplate(tx, body.id);
        if (!old) throw notFound(MISSING);
        await tx
          .updateTable('style_templates')
          .set(body.style ? { ...stamp, style: JSON.stringify(body.style) } : stamp)
          .where('id', '=', body.id)
          .execute();
        await writeOpLog(tx, actor, { action: 'style-template.save', targetType: 'style-template', targetId: String(body.id), detail: { from: old.name, name, restyled: Boolean(body.style) } });
        return body.id;
      });
      return ok({ id }, body.id === undefined ? '样式模板已保存' : '修改成功');
    },
  );

  app.post(
    `${BASE}/delete`,
    { config: { access: BUILDERS }, schema: { tags, summary: '删除样式模板（已套用的卡片页面不受影响）', body: StyleTemplateIdBody, response: responses(Type.Null()) } },
    async (request) => {
      const { id } = request.body;
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        const old = await findStyleTemplate(tx, id);
        if (!old) throw notFound(MISSING);
        await tx.deleteFrom('style_templates').where('id', '=', id).execute();
        await writeOpLog(tx, actor, { action: 'style-template.delete', targetType: 'style-template', targetId: String(id), detail: { name: old.name } });
      });
      return ok(null, '删除成功');
    },
  );
}
