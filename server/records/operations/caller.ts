import type { SessionUser } from '../../session-user';

/** The logged-in caller an operation needs (a write: public rows only read, so this never fails there). */
export function needUser(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('a writing operation without a caller');
  return user;
}
