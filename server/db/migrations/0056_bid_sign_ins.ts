import type { Kysely } from 'kysely';

// 开标步骤's sign-in (docs/bidding.md "签到"): one row per project × who signed in — a bidder (its
// bid file, `kind` bidder) or a drawn expert (the pool expert, `kind` expert). The sign-in steps
// count these rows instead of a number typed by hand. Signing out deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bid_sign_ins')
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('signed_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('signed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bid_sign_ins_pk', ['project_id', 'kind', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bid_sign_ins').execute();
}
