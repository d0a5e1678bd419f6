import type { Kysely } from 'kysely';
import type { Database } from '../types';

export async function getSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function setSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

/** Stores `value` only if the key is absent and returns whatever is stored: first writer wins. */
export async function setSettingOnce<T>(db: Kysely<Database>, key: string, value: T): Promise<T> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting<T>(db, key)) as T;
}
