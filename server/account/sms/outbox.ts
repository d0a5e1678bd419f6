import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { OutboxListBody, OutboxRow } from '../../../schemas/sms';

/** POST /ks/common/sms/outbox (M, development only): what the outbox sender "sent", newest first. */
export async function listOutbox(db: Kysely<Database>, body: OutboxListBody): Promise<{ records: OutboxRow[]; total: number }> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('sms_outbox');
  if (body.phone?.trim()) q = q.where('phone', '=', body.phone.trim());
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => ({ id: r.id, phone: r.phone, purpose: r.purpose, text: r.text, createdAt: r.created_at })), total: Number(count.n) };
}
