import type { Kysely } from 'kysely';

// 等级设置 (docs/credit.md "等级设置"): one row per saved version of a system's level rules for one
// evaluation year. Rows are never updated: a save adds version n+1, the newest version of a year is
// in force, and a record keeps the version it was graded with (its data's versionField), so a rule
// change never rewrites past levels and the history shows who changed what when. `rules` is JSON
// text: [{ level, minScore, note? }], high to low.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('level_rules')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('year', 'varchar(8)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(64)')
    .addColumn('saved_by_name', 'varchar(128)', (c) => c.notNull())
    .execute();
  // Two saves of one year at once: the unique version makes exactly one of them win.
  await db.schema.createIndex('level_rules_year_version_uq').on('level_rules').columns(['system_coding', 'year', 'version']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('level_rules').execute();
}
