import type { Kysely } from 'kysely';

// 验证原手机号 (docs/accounts.md "Phone"): when this session last proved, with a code sent to the
// bound phone, that its user still holds that phone. A phone change needs it within the last
// PHONE_VERIFIED_MINUTES and clears it. Null: never (or used up).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('phone_verified_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('phone_verified_at').execute();
}
