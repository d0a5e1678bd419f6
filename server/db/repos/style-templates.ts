import type { Kysely, Selectable, Updateable } from 'kysely';
import type { CardStyle } from '../../../schemas/list';
import type { StyleTemplate } from '../../../schemas/style-template';
import type { Database, StyleTemplatesTable } from '../types';

export type StyleTemplateRow = Selectable<StyleTemplatesTable>;

/** JSON with object keys sorted, so two equal styles compare equal whatever order they were typed in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function findStyleTemplate(db: Kysely<Database>, id: number): Promise<StyleTemplateRow | undefined> {
  return db.selectFrom('style_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStyleTemplateByName(db: Kysely<Database>, name: string): Promise<StyleTemplateRow | undefined> {
  return db.selectFrom('style_templates').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertStyleTemplate(db: Kysely<Database>, row: { name: string; style: string; updated_at: string; updated_by: string }): Promise<number> {
  const inserted = await db.insertInto('style_templates').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateStyleTemplate(db: Kysely<Database>, id: number, patch: Updateable<StyleTemplatesTable>): Promise<void> {
  await db.updateTable('style_templates').set(patch).where('id', '=', id).execute();
}

export async function deleteStyleTemplate(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('style_templates').where('id', '=', id).execute();
}

/**
 * Every template with the card nodes that use it. Applying a template copies the style into the node
 * (the runtime reads only the node), so "used by" means: the node's card style equals the template's
 * now; a node edited after applying no longer counts, which is what the designer shows it doing.
 */
export async function listStyleTemplates(db: Kysely<Database>): Promise<StyleTemplate[]> {
  const [rows, nodes] = await Promise.all([
    db.selectFrom('style_templates').selectAll().orderBy('id').execute(),
    db.selectFrom('nodes').select(['id', 'title', 'system_coding', 'config']).where('config', 'like', '%cardStyle%').orderBy('id').execute(),
  ]);
  const styled = nodes.flatMap((n) => {
    const style = (JSON.parse(n.config) as { cardStyle?: unknown }).cardStyle;
    return style ? [{ key: canonical(style), use: { nodeId: n.id, title: n.title, systemCoding: n.system_coding } }] : [];
  });
  return rows.map((r) => {
    const style = JSON.parse(r.style) as CardStyle;
    const key = canonical(style);
    return { id: r.id, name: r.name, style, usedBy: styled.filter((s) => s.key === key).map((s) => s.use), updatedAt: r.updated_at, updatedBy: r.updated_by };
  });
}
