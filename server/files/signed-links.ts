import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { setSettingOnce } from '../db/repos/settings';
import { STORED_TYPE_PARAM } from '../../schemas/attachments';
import { mayReadFile, type FileReader } from './file-access';

/** How long a signed link works (docs/uploads.md "Signed links"). */
export const SIGNED_LINK_SECONDS = 30 * 60;
/** The path of a signed link; the canonical, stored address of a file is `/ks/file/download/<id>`. */
export const SIGNED_PATH = '/ks/file/signed/';
export const DOWNLOAD_PATH = '/ks/file/download/';

const FILE_ID = '[A-Za-z0-9_-]{1,64}';
/** A file address the server made: canonical or signed (any query after it). */
export const FILE_URL = new RegExp(`^/ks/file/(download|signed)/(${FILE_ID})(?:\\?[^#]*)?$`);

/**
 * Short-lived links an `<img>`, an `<iframe>` or a plain link can open without the bearer header:
 * `/ks/file/signed/<id>?u=<reader id>&e=<expiry, unix s>&s=<HMAC-SHA256, base64url>`. The secret
 * is kept in the database (settings `file_link_secret`), so a link made by one instance opens on
 * every other. A link is bound to the file and to the reader, and the reader's right to the file
 * is checked again when it is opened.
 */
export class SignedLinks {
  private secret: Buffer | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  private async key(): Promise<Buffer> {
    if (!this.secret) {
      const stored = await setSettingOnce(this.db, 'file_link_secret', crypto.randomBytes(32).toString('base64url'));
      this.secret = Buffer.from(stored, 'base64url');
    }
    return this.secret;
  }

  private static mac(key: Buffer, fileId: string, userId: string, expires: number): string {
    return crypto.createHmac('sha256', key).update(`${fileId}\n${userId}\n${expires}`).digest('base64url');
  }

  /**
   * The signed address of `fileId` for `userId`, valid SIGNED_LINK_SECONDS from `now`. `storedName`
   * (`<id>.<sniffed extension>`) adds the stored type as `t`: the address has no extension, and a
   * page deciding between an image preview and a frame must not guess from the file's name.
   */
  async sign(fileId: string, userId: string, now = Date.now(), storedName?: string): Promise<string> {
    const expires = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
    const sig = SignedLinks.mac(await this.key(), fileId, userId, expires);
    const type = storedTypeOf(storedName);
    return `${SIGNED_PATH}${fileId}?u=${encodeURIComponent(userId)}&e=${expires}&s=${sig}${type ? `&${STORED_TYPE_PARAM}=${type}` : ''}`;
  }

  /** Whether a link's parts are genuine and unexpired (compared in constant time). */
  async verify(fileId: string, userId: string, expires: number, sig: string, now = Date.now()): Promise<boolean> {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
    const want = Buffer.from(SignedLinks.mac(await this.key(), fileId, userId, expires));
    const got = Buffer.from(sig);
    return want.length === got.length && crypto.timingSafeEqual(want, got);
  }

  /**
   * Every server-made file address in `value` (any depth) that `reader` may read replaced by its
   * signed link; others stay as they are. One query for all the files named.
   */
  async signAll<T>(value: T, reader: FileReader): Promise<T> {
    const ids = new Set<string>();
    collect(value, ids);
    if (!ids.size) return value;
    const rows = await this.db
      .selectFrom('files')
      .select(['id', 'owner_user_id', 'enterprise_id', 'file_type', 'stored_name'])
      .where('id', 'in', [...ids])
      .execute();
    const links = new Map<string, string>();
    for (const row of rows) if (mayReadFile(reader, row)) links.set(row.id, await this.sign(row.id, reader.id, Date.now(), row.stored_name));
    return replace(value, links) as T;
  }
}

/** The stored file's extension (sniffed from its content on upload), or '' when it has none. */
function storedTypeOf(storedName: string | undefined): string {
  const m = /\.([a-z0-9]{1,8})$/.exec(storedName ?? '');
  return m ? m[1] : '';
}

/** The stored (canonical) address of a signed or canonical file address; other text unchanged. */
export function canonicalFileUrl(text: string): string {
  const m = FILE_URL.exec(text);
  return m ? `${DOWNLOAD_PATH}${m[2]}` : text;
}

/** `value` with every signed file address turned back into its canonical one (saved data never keeps an expiring link). */
export function unsignAll(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(SIGNED_PATH) ? canonicalFileUrl(value) : value;
  if (Array.isArray(value)) return value.map(unsignAll);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: unsignAll(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

const SLASH = 47;

function collect(value: unknown, ids: Set<string>): void {
  if (typeof value === 'string') {
    // A list page holds ~600 strings and rarely a file address: one character spares the regex.
    if (value.charCodeAt(0) !== SLASH) return;
    const m = FILE_URL.exec(value);
    if (m) ids.add(m[2]);
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, ids);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collect(v, ids);
  }
}

function replace(value: unknown, links: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const m = FILE_URL.exec(value);
    return m && links.has(m[2]) ? links.get(m[2]) : value;
  }
  if (Array.isArray(value)) return value.map((v) => replace(v, links));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // defineProperty: a key named __proto__ stays a key (record data keys are the client's).
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: replace(v, links), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

const perDatabase = new WeakMap<Kysely<Database>, SignedLinks>();

/** The signed-link maker of a database (one per database: it caches the secret). */
export function signedLinks(db: Kysely<Database>): SignedLinks {
  let links = perDatabase.get(db);
  if (!links) perDatabase.set(db, (links = new SignedLinks(db)));
  return links;
}
