import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';

/**
 * Failed logins counted per window. `perAccountAndAddress` failures of one account from one address
 * refuse that pair (429) and only that pair, so a guesser cannot lock the owner out from elsewhere;
 * `perAddress` failures from one address, whatever the accounts, refuse the address; after
 * `captchaAfter` failures of an account, from any address, its logins need a captcha.
 */
export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAddress: 20, captchaAfter: 3, windowMinutes: 15 };

// An account name can be as long as RSA-OAEP lets through (190 bytes), the key column 160: names
// that long belong to no account (usernames are at most 64), so cutting them merges nothing real.
// The pair key puts the address first: an address holds no '|', so no two pairs share a key.
const accountKey = (account: string) => `account:${account.slice(0, 100)}`;
const addressKey = (address: string) => `address:${address.slice(0, 100)}`;
const pairKey = (account: string, address: string) => `pair:${address.slice(0, 50)}|${account.slice(0, 100)}`;

const since = () => new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();

/** The rows that count one login attempt while its password is being checked. */
export interface LoginAttempt {
  /** Pair, address and account keys, in that order. */
  keys: string[];
  ids: number[];
  /** The account had `captchaAfter` failures (or attempts still in progress): ask for a captcha. */
  captchaRequired: boolean;
}

/**
 * An attempt in progress is counted only this long, so one cut off by a crash stops counting soon
 * (after a crash with many logins in flight, one address could otherwise be refused for minutes).
 * A login takes well under a second; 30 s leaves room for a heavily loaded server.
 */
export const PENDING_SECONDS = 30;
const PENDING = 'pending:';

/**
 * Counts an attempt BEFORE its password is checked and says whether it may go on (null: refused).
 *
 * Checking first and recording the failure afterwards let every guess of a parallel burst through
 * (they all passed the check before any was recorded). Now each attempt first writes a pending row
 * per key and is refused when a limit is already taken by the window's failures plus the earlier
 * attempts still in progress, so a burst from one address gets at most `perAccountAndAddress`
 * password checks per account; likewise a burst from many addresses gets at most `captchaAfter`
 * checks before the captcha is asked for. A refused attempt removes its rows (so does the caller
 * when it refuses for the captcha: `forget`); a failed one turns them into failures
 * (`loginFailed`); a successful one removes them and the account's failures (`loginSucceeded`).
 * Kept in the database, not in memory, so the limits hold across several server instances.
 */
export async function beginLoginAttempt(db: Kysely<Database>, account: string, address: string): Promise<LoginAttempt | null> {
  const at = nowIso();
  const keys = [pairKey(account, address), addressKey(address), accountKey(account)];
  const rows = await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ attempt_key: PENDING + key, at })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const recent = new Date(Date.now() - PENDING_SECONDS * 1000).toISOString();
  const taken = async (i: number) => {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb.and([eb('attempt_key', '=', keys[i]), eb('at', '>', since())]),
          eb.and([eb('attempt_key', '=', PENDING + keys[i]), eb('at', '>', recent), eb('id', '<', ids[i])]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  if ((await taken(0)) < LOGIN_LIMITS.perAccountAndAddress && (await taken(1)) < LOGIN_LIMITS.perAddress) {
    return { keys, ids, captchaRequired: (await taken(2)) >= LOGIN_LIMITS.captchaAfter };
  }
  await forget(db, { keys, ids, captchaRequired: false });
  return null;
}

/** A wrong account or password: the attempt's rows become the failures the limit counts. */
export async function loginFailed(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  for (const [i, key] of attempt.keys.entries()) {
    await db.updateTable('login_attempts').set({ attempt_key: key }).where('id', '=', attempt.ids[i]).execute();
  }
}

/**
 * A successful login: its own rows go, and so do the account's count (failures and attempts a crash
 * left pending) and the count of this account from this address. Other addresses' counts of the
 * account stay: the owner logging in must not give a guesser elsewhere a fresh allowance. Call it
 * after the session's transaction, not inside: it deletes rows other logins of the account may
 * hold, and holding them in one transaction deadlocked concurrent logins on PostgreSQL. Each
 * statement stands alone, so a failure here loses nothing but tidiness.
 */
export async function loginSucceeded(db: Kysely<Database>, account: string, address: string, attempt: LoginAttempt): Promise<void> {
  const cleared = [accountKey(account), pairKey(account, address)].flatMap((key) => [key, PENDING + key]);
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('id', 'in', attempt.ids), eb('attempt_key', 'in', cleared)]))
    .execute();
  // Old rows of every key are of no further use.
  await db.deleteFrom('login_attempts').where('at', '<', since()).execute();
}

/**
 * An attempt that is no failure: refused before its check (a limit, a missing or wrong captcha), or
 * a right password of a disabled account.
 */
export async function forget(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', 'in', attempt.ids).execute();
}
