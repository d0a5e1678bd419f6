import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';
import { drawCaptcha } from './captcha-draw';

/**
 * Login captchas: 4 characters, valid 5 minutes, single use, compared without regard to case. At
 * most `perAddress` unexpired captchas per client address, so anonymous callers cannot fill the
 * table (the count is read before the insert: a parallel burst may pass it by a few rows).
 */
export const CAPTCHA = { length: 4, ttlMinutes: 5, perAddress: 30 };

/**
 * Upper case and digits only (the answer is compared case-insensitively), without the characters
 * that look alike: 0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, and those the distorted drawing (captcha-draw.ts)
 * makes look alike in its font: 4/A, 6/G, 7/T, 9/P, J/U, N/W.
 */
export const CAPTCHA_ALPHABET = 'ACEFGHKMPRTUVXY3';

/** A fresh answer from the alphabet above. */
export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA.length; i++) text += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

// The id salts the hash, so equal answers of two captchas differ in the table.
const hashAnswer = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

const addressOf = (address: string) => address.slice(0, 64);

/**
 * Stores a new captcha and draws it; null when the address already holds `perAddress` unexpired
 * ones. Expired rows of every address are removed on the way. `text` is for tests only.
 */
export async function issueCaptcha(
  db: Kysely<Database>,
  address: string,
  text: string = randomCaptchaText(),
): Promise<{ captchaId: string; svg: string } | null> {
  const at = Date.now();
  const now = new Date(at).toISOString();
  await db.deleteFrom('login_captchas').where('expires_at', '<=', now).execute();
  const live = await db
    .selectFrom('login_captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', addressOf(address))
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= CAPTCHA.perAddress) return null;
  const captchaId = crypto.randomBytes(18).toString('base64url');
  await db
    .insertInto('login_captchas')
    .values({
      id: captchaId,
      answer_hash: hashAnswer(captchaId, text),
      address: addressOf(address),
      created_at: now,
      expires_at: new Date(at + CAPTCHA.ttlMinutes * 60_000).toISOString(),
    })
    .execute();
  return { captchaId, svg: drawCaptcha(text) };
}

/**
 * Uses up a captcha and says whether `answer` was its text. The row is deleted whether the answer is
 * right or wrong (one guess per image); an expired or unknown id is simply false. The delete is the
 * claim: of two requests using one captcha at once, only one gets its row back.
 */
export async function useCaptcha(db: Kysely<Database>, captchaId: string, answer: string): Promise<boolean> {
  const row = await db.deleteFrom('login_captchas').where('id', '=', captchaId).returning(['answer_hash', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return false;
  const given = Buffer.from(hashAnswer(captchaId, answer));
  const stored = Buffer.from(row.answer_hash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
