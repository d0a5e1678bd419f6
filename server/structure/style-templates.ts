import type { Kysely } from 'kysely';
import type { SaveStyleTemplateBody } from '../../schemas/style-template';
import type { Database } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import {
  deleteStyleTemplate, findStyleTemplate, findStyleTemplateByName, insertStyleTemplate, updateStyleTemplate,
} from '../db/repos/style-templates';

/** Card style templates (docs/style-templates.md): each save and delete writes its log entry in its transaction. */

const MISSING = '样式模板不存在';

/** Saves a template: without id a new one (a style required), with id a rename or restyle. Names are unique. */
export async function saveStyleTemplate(db: Kysely<Database>, actor: Actor, body: SaveStyleTemplateBody): Promise<number> {
  const name = body.name.trim();
  if (!name || name.length > 32) throw badRequest('请输入模板名称（1 到 32 个字符）');
  return db.transaction().execute(async (tx) => {
    const same = await findStyleTemplateByName(tx, name);
    if (same && same.id !== body.id) throw conflict(`样式模板「${name}」已存在`);
    const stamp = { name, updated_at: nowIso(), updated_by: actor.userName };
    if (body.id === undefined) {
      if (!body.style) throw badRequest('请先设置卡片样式');
      const id = await insertStyleTemplate(tx, { ...stamp, style: JSON.stringify(body.style) });
      await writeOpLog(tx, actor, { action: 'style-template.create', targetType: 'style-template', targetId: String(id), detail: { name } });
      return id;
    }
    const old = await findStyleTemplate(tx, body.id);
    if (!old) throw notFound(MISSING);
    await updateStyleTemplate(tx, body.id, body.style ? { ...stamp, style: JSON.stringify(body.style) } : stamp);
    await writeOpLog(tx, actor, { action: 'style-template.save', targetType: 'style-template', targetId: String(body.id), detail: { from: old.name, name, restyled: Boolean(body.style) } });
    return body.id;
  });
}

/** Deletes a template; card pages it was applied to keep their copy of the style. */
export async function removeStyleTemplate(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const old = await findStyleTemplate(tx, id);
    if (!old) throw notFound(MISSING);
    await deleteStyleTemplate(tx, id);
    await writeOpLog(tx, actor, { action: 'style-template.delete', targetType: 'style-template', targetId: String(id), detail: { name: old.name } });
  });
}
