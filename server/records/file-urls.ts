import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { signedLinks, unsignAll } from '../files/signed-links';

/**
 * Record values as a reader gets them: every file address of a file the reader may read becomes
 * a short-lived signed link, which `<img>`, `<iframe>` and a download link open without the bearer
 * header (docs/uploads.md "Signed links"). Stored data keeps the canonical `/ks/file/download/<id>`.
 */
export function signRecordFiles<T>(db: Kysely<Database>, value: T, reader: SessionUser): Promise<T> {
  return signedLinks(db).signAll(value, { id: reader.id, role: reader.role, enterpriseId: reader.enterpriseId });
}

/** Record data as it is stored: signed links a client read and sent back become canonical again. */
export const unsignRecordFiles = (data: Record<string, unknown>): Record<string, unknown> => unsignAll(data) as Record<string, unknown>;
