import type { Kysely, Selectable } from 'kysely';
import type { Database, FilesTable } from '../db/types';
import { nowIso } from '../db/clock';

/** The reads of stored files, attachment types and upload tasks the file calls share. */

export type FileRow = Selectable<FilesTable>;

export const findFile = (db: Kysely<Database>, id: string): Promise<FileRow | undefined> =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

export const filesByIds = (db: Kysely<Database>, ids: readonly string[]): Promise<FileRow[]> =>
  ids.length ? db.selectFrom('files').selectAll().where('id', 'in', [...ids]).execute() : Promise.resolve([]);

/** The last 100 files `userId` uploaded on these nodes, newest first. */
export const ownFilesOn = (db: Kysely<Database>, nodeIds: readonly string[], userId: string): Promise<FileRow[]> =>
  db.selectFrom('files').selectAll().where('gn_coding', 'in', [...nodeIds]).where('owner_user_id', '=', userId).orderBy('created_at', 'desc').limit(100).execute();

/** Who a signed link names, as the download checks them again. */
export const findReader = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('users').select(['id', 'login_role_type', 'enterprise_id', 'disabled']).where('id', '=', userId).executeTakeFirst();

/** The attachment types stored under these nodes, in their order. */
export const attachmentTypesOn = (db: Kysely<Database>, nodeIds: readonly string[]) =>
  db.selectFrom('attachment_types').selectAll().where('gn_coding', 'in', [...nodeIds]).orderBy('sort').orderBy('annex_no').execute();

/** The first file with this content stored by the enterprise (or, without one, by the user). */
export const sameContentFile = (db: Kysely<Database>, owner: { userId: string; enterpriseId: string | null }, md5: string, size: number) =>
  db
    .selectFrom('files')
    .selectAll()
    .where('md5', '=', md5)
    .where('size', '=', size)
    .where((e) => (owner.enterpriseId ? e('enterprise_id', '=', owner.enterpriseId) : e.and([e('enterprise_id', 'is', null), e('owner_user_id', '=', owner.userId)])))
    .orderBy('created_at')
    .executeTakeFirst();

/** The user's latest unfinished, unexpired task for this content. */
export const openTaskFor = (db: Kysely<Database>, userId: string, md5: string, size: number) =>
  db
    .selectFrom('upload_tasks')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .where('md5', '=', md5)
    .where('file_size', '=', size)
    .where('file_id', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
