import type { Kysely } from 'kysely';

// The booking constraint of venue reservation (docs/projects.md "场地预约 Venue reservation"): a
// confirmed booking holds one row per 15-minute slot of its room, and the primary key (room,
// slot_start) lets no second booking hold the same slot. A plain key, the same on SQLite and
// PostgreSQL: the rows are written in the transaction that confirms the booking, so two
// confirmations of overlapping times cannot both commit, on one instance or several.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('venue_slot_claims')
    .addColumn('room', 'varchar(64)', (c) => c.notNull())
    .addColumn('slot_start', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_slot_claims_pk', ['room', 'slot_start'])
    .execute();
  await db.schema.createIndex('venue_slot_claims_record_idx').on('venue_slot_claims').column('record_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('venue_slot_claims').execute();
}
