import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';

/** Failed logins allowed per window before further attempts are refused. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

const since = () => new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();

// Kept in the database, not in memory, so the limit holds across several server instances.
export async function isLoginBlocked(db: Kysely<Database>, account: string, address: string): Promise<boolean> {
  const count = async (key: string) => {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('attempt_key', '=', key)
      .where('at', '>', since())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return (
    (await count(`account:${account}`)) >= LOGIN_LIMITS.perAccount ||
    (await count(`address:${address}`)) >= LOGIN_LIMITS.perAddress
  );
}

export async function recordLoginFailure(db: Kysely<Database>, account: string, address: string): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('login_attempts')
    .values([
      { attempt_key: `account:${account}`, at },
      { attempt_key: `address:${address}`, at },
    ])
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempt_key', '=', `account:${account}`).execute();
  // Old rows of every key are of no further use.
  await db.deleteFrom('login_attempts').where('at', '<', since()).execute();
}
