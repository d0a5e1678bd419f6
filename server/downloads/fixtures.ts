import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import { check } from '../../schemas';
import { DOWNLOAD_KINDS } from '../../schemas/downloads';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/downloads.json');

const DownloadFixture = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1, maxLength: 64 }),
      type: Type.Union(DOWNLOAD_KINDS.map((k) => Type.Literal(k))),
      fileId: Type.Optional(Type.String()),
      name: Type.String({ minLength: 1, maxLength: 64 }),
      url: Type.Optional(Type.String()),
      description: Type.String({ maxLength: 500 }),
      sort: Type.Integer(),
    }),
  ),
});
type DownloadFixture = Static<typeof DownloadFixture>;

/**
 * The demo centre (fixtures/downloads.json): a few of the demo files (fixtures/files) and a platform
 * link. Run after the demo files' rows exist; each listed file gets its public key here, as an
 * administrator's save would give it.
 */
export async function loadDownloadFixtures(tx: Kysely<Database>): Promise<void> {
  if (!fs.existsSync(FILE)) return;
  const result = check(DownloadFixture, JSON.parse(fs.readFileSync(FILE, 'utf8')));
  if (!result.ok) throw new Error(`fixture downloads.json 不符合定义: ${result.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  const fixture = result.value as DownloadFixture;
  const at = nowIso();
  for (const item of fixture.items) {
    let issued = 0;
    if (item.fileId) {
      const file = await tx.selectFrom('files').select(['id', 'access_key']).where('id', '=', item.fileId).executeTakeFirst();
      if (!file) throw new Error(`fixture downloads.json: 文件 ${item.fileId} 不存在`);
      if (!file.access_key) {
        await tx.updateTable('files').set({ access_key: crypto.randomBytes(24).toString('base64url') }).where('id', '=', file.id).execute();
        issued = 1;
      }
    }
    await tx
      .insertInto('download_items')
      .values({ id: item.id, kind: item.type, name: item.name, file_id: item.fileId ?? null, url: item.url ?? '', description: item.description, sort: item.sort, issued_key: issued, updated_by: 'system', updated_at: at })
      .execute();
  }
}
