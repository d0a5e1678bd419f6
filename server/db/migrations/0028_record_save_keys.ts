import type { Kysely } from 'kysely';

// A new record's idempotency key (issue 47 point 4, docs/forms.md "When a save fails"): the browser
// sends one with the create and resends it on 重试; the first create writes it here in its own
// transaction, so a repeat (its answer was lost on the way back) finds the record already made
// instead of making a second. Keyed per user: one user's key never names another's record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_save_keys')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('save_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_save_keys_pk', ['user_id', 'save_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_save_keys').execute();
}
