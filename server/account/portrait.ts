import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { PORTRAIT_MAX_BYTES, PORTRAIT_TYPES, REGISTRATION_MESSAGES as M } from '../../schemas/registration';
import { ApiError, badRequest } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';

/** Where the header reads a portrait from; `v` changes with every new photo, so no cache shows the old one. */
export const PORTRAIT_PATH = '/ks/individual/info/portrait';

/** The one file of a multipart body (any field name), at most PORTRAIT_MAX_BYTES; other parts are drained. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(M.portraitMissing);
  let buf: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PORTRAIT_MAX_BYTES, files: 1, fields: 8 } })) {
      if (part.type === 'file' && !buf) buf = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('too-large', M.portraitSize);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw badRequest(M.portraitMissing);
    throw err;
  }
  if (!buf || buf.length === 0) throw badRequest(M.portraitMissing);
  return buf;
}

/** The type of an image from its bytes (file-type), or null unless JPEG, PNG or WebP. The client's name and type are never read. */
export async function portraitType(bytes: Buffer): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  return found && (PORTRAIT_TYPES as readonly string[]).includes(found.mime) ? found.mime : null;
}

/** POST /individual/info/portrait: stores the sniffed photo; users.photo becomes its (authenticated) address. */
export async function savePortrait(db: Kysely<Database>, user: SessionUser, request: FastifyRequest): Promise<string> {
  const bytes = await readPhoto(request);
  const mime = await portraitType(bytes);
  if (!mime) throw badRequest(M.portraitType);
  const at = nowIso();
  const photo = `${PORTRAIT_PATH}?v=${Date.parse(at).toString(36)}`;
  await db.transaction().execute(async (tx) => {
    // An upsert: two uploads at once (a double click, two tabs) would both find no row and both insert.
    await tx
      .insertInto('user_portraits')
      .values({ user_id: user.id, mime, data: bytes, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ mime, data: bytes, updated_at: at }))
      .execute();
    await tx.updateTable('users').set({ photo }).where('id', '=', user.id).execute();
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'portrait.update', targetType: 'user', targetId: user.id, detail: { mime, size: bytes.length } });
  });
  return photo;
}

/** The caller's own portrait, or null when they have none. */
export async function readPortrait(db: Kysely<Database>, user: SessionUser): Promise<{ mime: string; data: Buffer } | null> {
  const row = await db.selectFrom('user_portraits').select(['mime', 'data']).where('user_id', '=', user.id).executeTakeFirst();
  return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
}
