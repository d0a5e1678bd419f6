import type { Role } from '../schemas';

/** The caller of a request, as its session names it (read by the access layer, used by the domain). */
export interface SessionUser {
  id: string;
  sessionId: string;
  username: string;
  userName: string;
  role: Role;
  enterpriseId: string | null;
}
