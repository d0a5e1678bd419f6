import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
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
 */
export async function sendCode(
  db: Kysely<Database>,
  sender: SmsSender,
  args: { phone: string; purpose: SmsPurpose; address: string; actor?: Actor },
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
  try {
    await sender.send(db, { phone: args.phone, purpose: args.purpose, text: smsText(args.purpose, code) });
  } catch {
    // Not sent: it must not hold the phone's 60 seconds either.
    await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    throw new ApiError('broken', M.sendFailed);
  }
  await writeOpLog(db, args.actor ?? { id: null, userName: '', role: '' }, { action: 'sms.send', targetType: 'sms', targetId: String(id), detail: { phone: maskPhone(args.phone), purpose: args.purpose, address } });
}

export function randomCode(): string {
  return String(crypto.randomInt(10 ** SMS_RULES.length)).padStart(SMS_RULES.length, '0');
}

/**
 * Checks `code` against the phone's latest live code for `purpose`; throws the refusal when it
 * does not match. Every wrong answer counts (atomically); the `maxTries`th voids the code. With
 * `consume` a right answer uses the code up (the update is the claim: of two requests with one
 * code only one succeeds).
 */
export async function checkCode(db: Kysely<Database>, args: { phone: string; purpose: SmsPurpose; code: string; consume: boolean }): Promise<void> {
  if (!isPhone(args.phone)) throw badRequest(M.phone);
  if (!isSmsCode(args.code)) throw badRequest(M.code);
  const now = iso(Date.now());
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'tries'])
    .where('phone', '=', args.phone)
    .where('purpose', '=', args.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('code_hash', '!=', '')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || Number(row.tries) >= SMS_RULES.maxTries) throw badRequest(row ? M.voided : M.missing);
  const id = Number(row.id);
  const given = Buffer.from(hashCode(id, args.code));
  if (!(given.length === row.code_hash.length && crypto.timingSafeEqual(given, Buffer.from(row.code_hash)))) {
    const counted = await db
      .updateTable('sms_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', id)
      .where('tries', '<', SMS_RULES.maxTries)
      .returning('tries')
      .executeTakeFirst();
    const tries = counted ? Number(counted.tries) : SMS_RULES.maxTries;
    if (tries >= SMS_RULES.maxTries) {
      await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).execute();
      throw badRequest(M.voided);
    }
    throw badRequest(M.wrong(SMS_RULES.maxTries - tries));
  }
  if (args.consume) {
    const claimed = await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(M.missing);
  }
}
