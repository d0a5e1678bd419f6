import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { OutboxListBody, OutboxRow } from '../../../schemas/sms';

/**
 * POST /ks/common/sms/outbox (development only; administrators whose scope is unlimited, the route
 * being a global setting): what the outbox sender "sent", newest first. A message to a phone bound
 * to an administrator's account is never listed: whoever reads a reset or login code takes over
 * that account, and one administrator must not take over another (docs/security.md
 * "Region-limited administrators").
 */
export async function listOutbox(db: Kysely<Database>, body: OutboxListBody): Promise<{ records: OutboxRow[]; total: number }> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const administratorPhones = db.selectFrom('users').select('phone').where('login_role_type', '=', 'M').where('phone', 'is not', null);
  let q = db.selectFrom('sms_outbox').where('phone', 'not in', administratorPhones);
  if (body.phone?.trim()) q = q.where('phone', '=', body.phone.trim());
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => ({ id: r.id, phone: r.phone, purpose: r.purpose, text: r.text, createdAt: r.created_at })), total: Number(count.n) };
}
