import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { FEEDBACK_SCORE_LABELS, feedbackProblem, type FeedbackItem, type FeedbackListBody, type FeedbackRow } from '../../schemas/feedback';
import { badRequest } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';

/** POST /ks/feedback/add: one row from the drawer's list (docs/shell.md "意见反馈"); the op log names it. */
export async function addFeedback(db: Kysely<Database>, user: SessionUser, items: FeedbackItem[], systemCoding: string): Promise<void> {
  const problem = feedbackProblem(items);
  if (problem) throw badRequest(problem);
  const of = (type: FeedbackItem['evaluateType']) => items.filter((i) => i.evaluateType === type);
  const score = of('score')[0]?.score ?? null;
  const row = {
    id: crypto.randomUUID(),
    user_id: user.id,
    user_name: user.userName,
    enterprise_id: user.enterpriseId,
    system_coding: systemCoding,
    score,
    product: JSON.stringify([...new Set(of('product').map((i) => i.question))]),
    service: JSON.stringify([...new Set(of('service').map((i) => i.question))]),
    opinion: of('opinion')
      .map((i) => i.question.trim())
      .filter(Boolean)
      .join('\n'),
    created_at: nowIso(),
  };
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('feedback').values(row).execute();
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'feedback.add', targetType: 'feedback', targetId: row.id, detail: { systemCoding, score } });
  });
}

/** POST /ks/feedback/list (administrators and developers): newest first, optionally of one system. */
export async function listFeedback(db: Kysely<Database>, body: FeedbackListBody): Promise<{ records: FeedbackRow[]; total: number; curPage: number; pageSize: number }> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('feedback');
  if (body.systemCoding) q = q.where('system_coding', '=', body.systemCoding);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      systemCoding: r.system_coding,
      score: r.score === null ? null : Number(r.score),
      scoreText: r.score === null ? '' : (FEEDBACK_SCORE_LABELS[Number(r.score) - 1] ?? ''),
      product: JSON.parse(r.product) as string[],
      service: JSON.parse(r.service) as string[],
      opinion: r.opinion,
      createdAt: r.created_at,
    })),
    total: Number(count?.total ?? 0),
    curPage,
    pageSize,
  };
}
