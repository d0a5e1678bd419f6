import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { SMS_MESSAGES as M, SMS_RULES, isPhone, isSmsCode, maskPhone, smsText, type SmsPurpose } from '../../../schemas/sms';
import { ApiError, badRequest } from '../../errors';
import type { SmsSender } from './sender';
import { writeOpLog, type Actor } from '../../db/repos/oplog';

const iso = (ms: number) => new Date(ms).toISOString();
const addressOf = (address: string) => address.slice(0, 64);
// The row id salts the hash, so one code in two rows hashes differently.
const hashCode = (id: number, code: string) => crypto.createHash('sha256').update(`sms:${id}:${code}`).digest('hex');

/**
 * Sends a fresh code for `purpose` to `phone` (docs/accounts.md "SMS codes"). The row is written
 * first and the limits counted after, over the rows before it (as the login limit does), so a
 * parallel burst cannot slip through: one code per phone per `resendSeconds`, `perAddressHourly`
 * per client address. Earlier unused codes of the phone and purpose are void from now on.
 * `code` is for tests only.
 *
 * `deliver: false` does everything but hand the text to the sender: an anonymous caller asking a
 * code for a phone it may not learn about (no account holds it, no registration can be activated
 * with it) gets the same row, limits and answer as for any other phone, so the answer tells nothing
 * (docs/accounts.md "Lookups without login"); only the phone's owner would notice no SMS comes.
 */
export async function sendCode(
  db: Kysely<Database>,
  sender: SmsSender,
  args: { phone: string; purpose: SmsPurpose; address: string; actor?: Actor; deliver?: boolean },
  code = randomCode(),
): Promise<void> {
  if (!isPhone(args.phone)) throw badRequest(M.phone);
  const now = Date.now();
  const address = addressOf(args.address);
  const row = await db
    .insertInto('sms_codes')
    .values({ phone: args.phone, purpose: args.purpose, code_hash: '', address, created_at: iso(now), expires_at: iso(now + SMS_RULES.ttlMinutes * 60_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const count = async (column: 'phone' | 'address', value: string, sinceMs: number) =>
    Number(
      (
        await db
          .selectFrom('sms_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', iso(sinceMs))
          .where('id', '<', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const refuse = async (message: string) => {
    await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    throw new ApiError('too-many', message);
  };
  if ((await count('phone', args.phone, now - SMS_RULES.resendSeconds * 1000)) > 0) await refuse(M.resend);
  if ((await count('address', address, now - 3_600_000)) >= SMS_RULES.perAddressHourly) await refuse(M.addressLimit);
  await db.updateTable('sms_codes').set({ code_hash: hashCode(id, code) }).where('id', '=', id).execute();
  await db.updateTable('sms_codes').set({ used_at: iso(now) }).where('phone', '=', args.phone).where('purpose', '=', args.purpose).where('id', '<', id).where('used_at', 'is', null).execute();
  const deliver = args.deliver ?? true;
  try {
    if (deliver) await sender.send(db, { phone: args.phone, purpose: args.purpose, text: smsText(args.purpose, code) });
  } catch {
    // Not sent: it must not hold the phone's 60 seconds either.
    await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    throw new ApiError('broken', M.sendFailed);
  }
  await writeOpLog(db, args.actor ?? { id: null, userName: '', role: '' }, { action: 'sms.send', targetType: 'sms', targetId: String(id), detail: { phone: maskPhone(args.phone), purpose: args.purpose, address, ...(deliver ? {} : { delivered: false }) } });
}

export function randomCode(): string {
  return String(crypto.randomInt(10 ** SMS_RULES.length)).padStart(SMS_RULES.length, '0');
}

/**
 * Checks `code` against the phone's latest live code for `purpose`; throws the refusal when it
 * does not match. The `maxTries`th wrong answer voids the code; with `consume` a right answer uses
 * it up.
 *
 * One UPDATE counts and compares (issue 44 point 4): reading `tries < 5`, comparing, then counting
 * in separate statements let every request of a parallel burst compare (200 of 200 on PostgreSQL).
 * Here the row lock of the UPDATE orders the requests: each sees the count and `used_at` its
 * predecessors left, so at most `maxTries` wrong answers are ever compared, and of several requests
 * with the right code only one consumes it (the others find `used_at` set and change nothing).
 */
export async function checkCode(db: Kysely<Database>, args: { phone: string; purpose: SmsPurpose; code: string; consume: boolean }): Promise<void> {
  if (!isPhone(args.phone)) throw badRequest(M.phone);
  if (!isSmsCode(args.code)) throw badRequest(M.code);
  const now = iso(Date.now());
  const live = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', args.phone)
    .where('purpose', '=', args.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('code_hash', '!=', '')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) throw badRequest(M.missing);
  const id = Number(live.id);
  // The hash is salted with the row id, so it is computed for the row found above; a newer code
  // sent meanwhile voids this row, and the UPDATE below then finds nothing to change.
  const given = hashCode(id, args.code);
  const right = sql<boolean>`code_hash = ${given}`;
  const row = await db
    .updateTable('sms_codes')
    .set({
      tries: sql<number>`CASE WHEN ${right} THEN tries ELSE tries + 1 END`,
      used_at: sql<string | null>`CASE WHEN ${right} THEN ${args.consume ? now : null} WHEN tries + 1 >= ${SMS_RULES.maxTries} THEN ${now} ELSE NULL END`,
    })
    .where('id', '=', id)
    .where('tries', '<', SMS_RULES.maxTries)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['tries', 'code_hash'])
    .executeTakeFirst();
  // Voided, used up or expired by another request since the read above.
  if (!row) throw badRequest(M.missing);
  const expected = Buffer.from(row.code_hash);
  if (expected.length === given.length && crypto.timingSafeEqual(Buffer.from(given), expected)) return;
  const tries = Number(row.tries);
  throw badRequest(tries >= SMS_RULES.maxTries ? M.voided : M.wrong(SMS_RULES.maxTries - tries));
}
