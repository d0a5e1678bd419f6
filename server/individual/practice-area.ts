import type { Kysely } from 'kysely';
import type { PracticingStatus } from '../../schemas';
import { PRACTICE_STATUS_NAMES, type PracticeAreas } from '../../schemas/config-calls';
import type { Database } from '../db/types';
import { findUserById } from '../db/repos/users';
import { notFound } from '../errors';

/** The caller's practice areas as stored with the account (spec 000 §3 Practice detail), each status named. */
export async function practiceAreas(db: Kysely<Database>, userId: string): Promise<PracticeAreas> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  const stored = JSON.parse(user.practicing_status) as PracticingStatus;
  return { abnormal: stored.abnormal, areas: stored.practiceDetails.map((d) => ({ ...d, statusName: PRACTICE_STATUS_NAMES[d.status] })) };
}
