import { sql, type Kysely } from 'kysely';

// 锁管理 (docs/locks.md): one row per lock, kept after the unlock as the history. At most one lock
// in force per enterprise: a partial unique index, the same on SQLite and PostgreSQL, so two
// administrators locking at once cannot both succeed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enterprise_locks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('locked_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('unlock_reason', 'varchar(500)')
    .addColumn('unlocked_by', 'varchar(128)')
    .addColumn('unlocked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('enterprise_locks_enterprise_idx').on('enterprise_locks').columns(['enterprise_id', 'locked_at']).execute();
  await db.schema.createIndex('enterprise_locks_in_force').on('enterprise_locks').column('enterprise_id').unique().where(sql.ref('unlocked_at'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_locks').execute();
}
