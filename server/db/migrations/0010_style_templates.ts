import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// Card style templates (docs/style-templates.md): a named card style shared by every system. The
// style is the `cardStyle` object of a card list config, stored as JSON text.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('style_templates')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('style_templates_name_uq').on('style_templates').column('name').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('style_templates').execute();
}
