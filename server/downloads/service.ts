import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { getSetting, setSetting } from '../db/repos/settings';
import { badRequest, notFound } from '../errors';
import { sanitizeRichText } from '../records/sanitize';
import { isAllowedUrl } from '../../schemas/url-policy';
import {
  DOWNLOAD_MESSAGES as D,
  type DescribeBody,
  type DownloadDeleteBody,
  type DownloadItem,
  type DownloadKind,
  type DownloadListBody,
  type DownloadPage,
  type DownloadSaveBody,
} from '../../schemas/downloads';

type Db = Kysely<Database>;

const TARGET = 'download-item';
/** Where the platform description lives: the `describe` of the platform setting, which the footer (home/platform) and GET /ks/portal/v1/home/describe answer. */
export const PLATFORM_SETTING = 'platform';

const actorOf = (user: Pick<SessionUser, 'id' | 'userName' | 'role'>) => ({ id: user.id, userName: user.userName, role: user.role });

/** 文件类型 from the sniffed type (the client's name and type are never asked). */
const TYPE_OF_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/bmp': 'BMP',
  'video/mp4': 'MP4',
  'video/webm': 'WEBM',
};
export const fileTypeOf = (mime: string): string => TYPE_OF_MIME[mime.split(';')[0].trim()] ?? '文件';
const isVideo = (mime: string) => mime.startsWith('video/');
const newKey = () => crypto.randomBytes(24).toString('base64url');
const publicLink = (fileId: string, key: string) => `/ks/file/public/${encodeURIComponent(fileId)}?key=${encodeURIComponent(key)}`;

/** A stored file the centre may publish: one an administrator, a developer or the demo data stored (never an enterprise's own upload). */
async function publishableFile(db: Db, fileId: string) {
  const row = await db.selectFrom('files').select(['id', 'display_name', 'mime', 'enterprise_id', 'access_key']).where('id', '=', fileId).executeTakeFirst();
  return row && row.enterprise_id === null ? row : undefined;
}

/** POST /ks/downloadSettings/external-list (no login): one kind's items, sorted, paged; every `url` opens without a token. */
export async function listDownloads(db: Db, body: DownloadListBody): Promise<DownloadPage> {
  const kind: DownloadKind = body.type ?? 'file';
  const pageSize = body.pageSize ?? 10;
  const curPage = body.curPage ?? 1;
  const base = db.selectFrom('download_items as d').leftJoin('files as f', 'f.id', 'd.file_id').where('d.kind', '=', kind);
  // an item whose file is gone (or has lost its key) is not offered
  const listed = kind === 'platform' ? base : base.where('f.access_key', 'is not', null);
  const [count, rows] = await Promise.all([
    listed.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    listed
      .select(['d.id', 'd.kind', 'd.name', 'd.file_id', 'd.url', 'd.description', 'd.sort', 'd.updated_at', 'f.mime', 'f.size', 'f.access_key'])
      .orderBy('d.sort')
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  const records = rows.map((r): DownloadItem => {
    const mime = r.mime ?? '';
    const file = r.file_id !== null && r.access_key;
    return {
      id: r.id,
      type: r.kind as DownloadKind,
      fileId: r.file_id,
      fileName: r.name,
      fileType: file ? fileTypeOf(mime) : '链接',
      fileSize: file ? Number(r.size ?? 0) : 0,
      updateTime: r.updated_at,
      url: file ? publicLink(r.file_id!, r.access_key!) : r.url,
      preview: file ? mime === 'application/pdf' : false,
      description: r.description,
      sort: Number(r.sort),
    };
  });
  return { records, total: Number(count.n) };
}

/** Takes the centre's key away from a file no item lists any more (a key the centre did not issue stays). */
async function releaseKey(tx: Db, fileId: string | null, issued: number): Promise<void> {
  if (!fileId || !issued) return;
  const still = await tx.selectFrom('download_items').select('id').where('file_id', '=', fileId).executeTakeFirst();
  if (!still) await tx.updateTable('files').set({ access_key: null }).where('id', '=', fileId).execute();
}

/**
 * POST /ks/downloadSettings/save (administrators, developers): adds or changes an item, in the
 * operation log. A file or video gets its name from the stored file unless one is given, and a
 * public access key (a random 192-bit key, /ks/file/public) if it had none.
 */
export async function saveDownload(db: Db, user: SessionUser, body: DownloadSaveBody): Promise<DownloadItem['id']> {
  const at = nowIso();
  const name = (body.name ?? '').trim();
  const description = (body.description ?? '').trim();
  return db.transaction().execute(async (tx) => {
    const before = body.id ? await tx.selectFrom('download_items').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound(D.notFound);
    let fields: { kind: DownloadKind; name: string; file_id: string | null; url: string; issued_key: number };
    if (body.type === 'platform') {
      const url = (body.url ?? '').trim();
      if (!url) throw badRequest(D.noUrl);
      if (!/^https?:\/\//i.test(url) || !isAllowedUrl(url, 'link')) throw badRequest(D.badUrl);
      if (!name) throw badRequest(D.noName);
      fields = { kind: 'platform', name, file_id: null, url, issued_key: 0 };
    } else {
      if (!body.fileId) throw badRequest(D.noFile);
      const file = await publishableFile(tx, body.fileId);
      if (!file) throw badRequest(D.fileMissing);
      if (body.type === 'video' && !isVideo(file.mime)) throw badRequest(D.notVideo);
      if (body.type === 'file' && isVideo(file.mime)) throw badRequest(D.isVideo);
      const sameFile = before?.file_id === file.id;
      // the key is the centre's if any item of this file was given it by the centre
      const sibling = await tx.selectFrom('download_items').select('issued_key').where('file_id', '=', file.id).where('issued_key', '=', 1).executeTakeFirst();
      let issued = sameFile ? before.issued_key : sibling ? 1 : 0;
      if (!file.access_key) {
        await tx.updateTable('files').set({ access_key: newKey() }).where('id', '=', file.id).execute();
        issued = 1;
      }
      fields = { kind: body.type, name: name || file.display_name, file_id: file.id, url: '', issued_key: issued };
    }
    const row = { ...fields, description, sort: body.sort ?? before?.sort ?? 0, updated_by: user.userName, updated_at: at };
    const id = before?.id ?? `dl-${crypto.randomUUID()}`;
    if (before) {
      await tx.updateTable('download_items').set(row).where('id', '=', id).execute();
      if (before.file_id !== row.file_id) await releaseKey(tx, before.file_id, before.issued_key);
    } else {
      await tx.insertInto('download_items').values({ id, ...row }).execute();
    }
    await writeOpLog(tx, actorOf(user), {
      action: before ? 'download.update' : 'download.create',
      targetType: TARGET,
      targetId: id,
      detail: { kind: row.kind, name: row.name, fileId: row.file_id, url: row.url },
    });
    return id;
  });
}

/** POST /ks/downloadSettings/delete (administrators, developers): the item goes; a key the centre issued goes with the last item of its file. */
export async function deleteDownload(db: Db, user: SessionUser, body: DownloadDeleteBody): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('download_items').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!before) throw notFound(D.notFound);
    await tx.deleteFrom('download_items').where('id', '=', body.id).execute();
    await releaseKey(tx, before.file_id, before.issued_key);
    await writeOpLog(tx, actorOf(user), { action: 'download.delete', targetType: TARGET, targetId: before.id, detail: { kind: before.kind, name: before.name, fileId: before.file_id } });
  });
}

/** The platform description as stored (the demo data's until an administrator saves one). */
export async function readDescribe(db: Db): Promise<string> {
  const platform = await getSetting<{ describe?: unknown }>(db, PLATFORM_SETTING);
  return typeof platform?.describe === 'string' ? platform.describe : '';
}

/** POST /ks/downloadSettings/describe (administrators, developers): sanitised, stored in the platform setting, in the operation log. */
export async function saveDescribe(db: Db, user: SessionUser, body: DescribeBody): Promise<string> {
  const describe = sanitizeRichText(body.describe);
  await db.transaction().execute(async (tx) => {
    const platform = (await getSetting<Record<string, unknown>>(tx, PLATFORM_SETTING)) ?? {};
    await setSetting(tx, PLATFORM_SETTING, { ...platform, describe });
    await writeOpLog(tx, actorOf(user), { action: 'platform.describe', targetType: 'platform', targetId: PLATFORM_SETTING, detail: { length: describe.length } });
  });
  return describe;
}
