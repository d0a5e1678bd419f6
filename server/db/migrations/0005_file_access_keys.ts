import type { Kysely } from 'kysely';

// Images and videos put into rich text are shown by <img src>/<video src>, which send no bearer
// token: such files get a random access key and are served by /ks/file/public/:id?key= to whoever
// holds the link (the record's HTML carries it). NULL for every other upload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('access_key', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('access_key').execute();
}
