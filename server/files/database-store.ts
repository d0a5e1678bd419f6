import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CHUNK_SIZE } from '../../schemas/attachments';
import type { Database } from '../db/types';
import { assertUploadId, type FileStore } from './file-store';

const uploadKey = (uploadId: string) => {
  assertUploadId(uploadId);
  return `upload:${uploadId}`;
};
const fileKey = (storedName: string) => `file:${storedName}`;

/**
 * File content as rows of `file_blobs` (one row per chunk of at most CHUNK_SIZE bytes), used on
 * PostgreSQL: any instance may receive any chunk of an upload and serve any file, and a database
 * backup holds the files. A merge relabels the upload's rows as the file's; nothing is copied.
 * Reads fetch one row at a time, so a 1 GB file never sits in memory.
 */
export class DatabaseFileStore implements FileStore {
  readonly chunksJoinTransaction = true;

  constructor(private readonly db: Kysely<Database>) {}

  async putChunk(uploadId: string, index: number, bytes: Buffer, tx?: Kysely<Database>): Promise<void> {
    await (tx ?? this.db)
      .insertInto('file_blobs')
      .values({ blob_key: uploadKey(uploadId), seq: index, data: bytes })
      .onConflict((oc) => oc.columns(['blob_key', 'seq']).doUpdateSet({ data: bytes }))
      .execute();
  }

  readUpload(uploadId: string, count: number, from = 0): AsyncIterable<Buffer> {
    return this.rows(uploadKey(uploadId), count, from);
  }

  private async *rows(key: string, count: number, from = 0): AsyncIterable<Buffer> {
    for (let seq = from; seq < count; seq++) {
      const row = await this.db.selectFrom('file_blobs').select('data').where('blob_key', '=', key).where('seq', '=', seq).executeTakeFirst();
      if (!row) throw new Error(`file content missing: ${key} part ${seq}`);
      yield row.data;
    }
  }

  async promoteUpload(tx: Kysely<Database>, uploadId: string, storedName: string): Promise<void> {
    await tx.updateTable('file_blobs').set({ blob_key: fileKey(storedName) }).where('blob_key', '=', uploadKey(uploadId)).execute();
  }

  async dropUpload(uploadId: string, tx?: Kysely<Database>): Promise<void> {
    await (tx ?? this.db).deleteFrom('file_blobs').where('blob_key', '=', uploadKey(uploadId)).execute();
  }

  async heldUploads(): Promise<string[]> {
    const rows = await this.db.selectFrom('file_blobs').select('blob_key').distinct().where('blob_key', 'like', 'upload:%').execute();
    return rows.map((r) => r.blob_key.slice('upload:'.length));
  }

  async putFile(tx: Kysely<Database>, storedName: string, tmpPath: string): Promise<void> {
    let seq = 0;
    try {
      // Fixed-size parts, read one at a time: rows of a bounded size, memory of one part.
      for await (const part of fs.createReadStream(tmpPath, { highWaterMark: CHUNK_SIZE })) {
        await tx.insertInto('file_blobs').values({ blob_key: fileKey(storedName), seq: seq++, data: part as Buffer }).execute();
      }
    } finally {
      await fs.promises.rm(tmpPath, { force: true });
    }
  }

  async read(storedName: string): Promise<Readable | null> {
    const parts = await this.db.selectFrom('file_blobs').select((e) => e.fn.countAll().as('n')).where('blob_key', '=', fileKey(storedName)).executeTakeFirst();
    const count = Number(parts?.n ?? 0);
    if (!count) return null;
    return Readable.from(this.rows(fileKey(storedName), count));
  }

  async remove(storedName: string): Promise<void> {
    await this.db.deleteFrom('file_blobs').where('blob_key', '=', fileKey(storedName)).execute();
  }
}
