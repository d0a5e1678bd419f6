import { ApiError } from '../errors';

/**
 * What a versioned save of a display group came to. Refusals are answers with data, not errors:
 * the route sends every config problem (400) or who saved the version now stored (409).
 */
export type SaveOutcome<T> =
  | { kind: 'saved'; answer: T }
  | { kind: 'refused'; problems: string[] }
  | { kind: 'stale' };

/** saveNodeConfig (server/db/repos/nodes.ts) refuses a save over another version than the stored one as a conflict. */
export const isStaleSave = (err: unknown): boolean => err instanceof ApiError && err.kind === 'conflict';
