import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { assertUploadId, UPLOAD_ID, type FileStore } from './file-store';

/**
 * Files on this machine's disk under `dir` (`<DATA_DIR>/uploads`). An upload in progress is one
 * sparse file `.chunks/<uploadId>.part`: each chunk is written at its own offset, so chunks may
 * arrive in any order and the merge is a rename, not a copy (the bench's ≥ 85 % depends on it).
 */
export class DiskFileStore implements FileStore {
  readonly chunksJoinTransaction = false;
  private readonly chunkDir: string;

  constructor(private readonly dir: string) {
    this.chunkDir = path.join(dir, '.chunks');
    fs.mkdirSync(this.chunkDir, { recursive: true });
  }

  private partOf(uploadId: string): string {
    assertUploadId(uploadId);
    return path.join(this.chunkDir, `${uploadId}.part`);
  }

  private fileOf(storedName: string): string {
    return path.join(this.dir, path.basename(storedName));
  }

  async putChunk(uploadId: string, index: number, bytes: Buffer): Promise<void> {
    const handle = await fs.promises.open(this.partOf(uploadId), fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    try {
      await handle.write(bytes, 0, bytes.length, index * CHUNK_SIZE);
    } finally {
      await handle.close();
    }
  }

  async *readUpload(uploadId: string, count: number, from = 0): AsyncIterable<Buffer> {
    const stream = fs.createReadStream(this.partOf(uploadId), { highWaterMark: 1024 * 1024, start: from * CHUNK_SIZE, end: count * CHUNK_SIZE - 1 });
    for await (const piece of stream) yield piece as Buffer;
  }

  async promoteUpload(_tx: unknown, uploadId: string, storedName: string): Promise<void> {
    await fs.promises.rename(this.partOf(uploadId), this.fileOf(storedName));
  }

  async dropUpload(uploadId: string): Promise<void> {
    await fs.promises.rm(this.partOf(uploadId), { force: true });
  }

  async heldUploads(): Promise<string[]> {
    const names = await fs.promises.readdir(this.chunkDir);
    return names.map((n) => n.replace(/\.part$/, '')).filter((id) => UPLOAD_ID.test(id));
  }

  async putFile(_tx: unknown, storedName: string, tmpPath: string): Promise<void> {
    await fs.promises.rename(tmpPath, this.fileOf(storedName));
  }

  async read(storedName: string): Promise<Readable | null> {
    const file = this.fileOf(storedName);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
      return fs.createReadStream(file);
    } catch {
      return null;
    }
  }

  async remove(storedName: string): Promise<void> {
    await fs.promises.rm(this.fileOf(storedName), { force: true });
  }
}
