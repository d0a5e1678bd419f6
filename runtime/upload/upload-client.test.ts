import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, INITIAL_PROGRESS } from '../../schemas/attachments';
import { cancelUpload, CHUNKS_IN_FLIGHT, startUpload } from './upload-client';
import { UPLOAD_PATHS, UploadCallError, UploadStopped, type UploadTransport } from './transport';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** A fake server: start answers `held`, every chunk answers `result`, merge answers a file. */
function fakeTransport(init: { held?: number[]; results?: number[]; finished?: boolean; gate?: Promise<void> } = {}) {
  const calls: Call[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let chunkNo = 0;
  const transport: UploadTransport = {
    async postForm<T>(path: string, form: FormData) {
      const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as Blob).size]));
      calls.push({ path, body });
      if (path === UPLOAD_PATHS.single) return { fileId: 'f1', fileName: 'a.pdf', url: '/s/f1' } as T;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await (init.gate ?? Promise.resolve());
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return { result: init.results?.[chunkNo++] ?? 50 } as T;
    },
    async postJson<T>(path: string, body: Record<string, unknown>) {
      calls.push({ path, body });
      if (path === UPLOAD_PATHS.start) {
        return (init.finished
          ? { uploadId: '', uploadedChunks: [], finished: true, file: { fileId: 'same', url: '/s/same' } }
          : { uploadId: 'u1', uploadedChunks: init.held ?? [], finished: false, result: 5, file: null }) as T;
      }
      if (path === UPLOAD_PATHS.merge) return { fileId: 'f2', fileName: 'big.pdf', url: '/s/f2' } as T;
      return null;
    },
  };
  return { transport, calls, maxInFlight: () => maxInFlight };
}

const hash = async (file: Blob, { chunkSize }: { chunkSize: number }) => ({
  md5: 'm'.repeat(32),
  chunks: Array.from({ length: Math.ceil(file.size / chunkSize) }, (_, i) => `c${i}`),
});

/** A sparse file of `size` bytes (jsdom's Blob keeps the bytes, so zeros are cheap enough). */
const fileOf = (size: number, name = 'big.pdf') => new File([new Uint8Array(size)], name);

describe('upload client', () => {
  it('sends a file below CHUNK_SIZE in one request with its fields', async () => {
    const fake = fakeTransport();
    const job = startUpload(fileOf(10), { gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileType: 'yyzz', fileNo: 'fileList' }, { transport: fake.transport, hash });
    await expect(job.done).resolves.toMatchObject({ fileId: 'f1' });
    expect(fake.calls).toEqual([{ path: UPLOAD_PATHS.single, body: { gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileType: 'yyzz', fileNo: 'fileList', file: 10 } }]);
  });

  it('sends only the chunks the server does not hold, at most 3 at a time, then merges', async () => {
    const fake = fakeTransport({ held: [0, 2] });
    const sent: number[] = [];
    const size = 5 * CHUNK_SIZE + 100; // 6 chunks
    const job = startUpload(fileOf(size), { gnCoding: 'g', systemCoding: 's' }, { transport: fake.transport, hash, onChunkSent: (i) => sent.push(i) });
    await expect(job.done).resolves.toMatchObject({ fileId: 'f2' });
    expect(sent.sort()).toEqual([1, 3, 4, 5]);
    expect(fake.maxInFlight()).toBeLessThanOrEqual(CHUNKS_IN_FLIGHT);
    expect(fake.maxInFlight()).toBeGreaterThan(1);
    const start = fake.calls.find((c) => c.path === UPLOAD_PATHS.start)!;
    expect(start.body).toEqual({ md5: 'm'.repeat(32), fileName: 'big.pdf', chunk: 6, fileSize: size, gnCoding: 'g', systemCoding: 's' });
    const chunk5 = fake.calls.find((c) => c.path === UPLOAD_PATHS.chunk && c.body.chunk === '5')!;
    expect(chunk5.body).toEqual({ chunk: '5', uploadId: 'u1', md5: 'c5', file: 100 });
    expect(fake.calls.at(-1)).toEqual({ path: UPLOAD_PATHS.merge, body: { uploadId: 'u1', fileName: 'big.pdf', md5: 'm'.repeat(32), gnCoding: 'g', systemCoding: 's' } });
  });

  it('starts the progress at 2 and clamps the server values (100 → 99.9, below 5 → 5)', async () => {
    const fake = fakeTransport({ results: [3, 100] });
    const progress: number[] = [];
    const job = startUpload(fileOf(CHUNK_SIZE + 1), { gnCoding: 'g', systemCoding: 's' }, { transport: fake.transport, hash, onProgress: (p) => progress.push(p) });
    await job.done;
    expect(progress[0]).toBe(INITIAL_PROGRESS);
    expect(progress.slice(1).sort((a, b) => a - b)).toEqual([5, 5, 99.9]);
  });

  it('finishes at start when the server already has the file (instant upload): no chunk, no merge', async () => {
    const fake = fakeTransport({ finished: true });
    await expect(startUpload(fileOf(CHUNK_SIZE), { gnCoding: 'g', systemCoding: 's' }, { transport: fake.transport, hash }).done).resolves.toMatchObject({ fileId: 'same' });
    expect(fake.calls.map((c) => c.path)).toEqual([UPLOAD_PATHS.start]);
  });

  it('skips the merge when the stop flag is set', async () => {
    let open!: () => void;
    const fake = fakeTransport({ gate: new Promise<void>((r) => (open = r)) });
    const job = startUpload(fileOf(4 * CHUNK_SIZE), { gnCoding: 'g', systemCoding: 's' }, { transport: fake.transport, hash });
    await new Promise((r) => setTimeout(r, 20));
    expect(job.uploadId()).toBe('u1');
    job.stop();
    open();
    await expect(job.done).rejects.toBeInstanceOf(UploadStopped);
    expect(fake.calls.some((c) => c.path === UPLOAD_PATHS.merge)).toBe(false);
    expect(fake.calls.filter((c) => c.path === UPLOAD_PATHS.chunk)).toHaveLength(CHUNKS_IN_FLIGHT);
  });

  it('cancel asks the server to drop the upload', async () => {
    const fake = fakeTransport();
    await cancelUpload(fake.transport, 'u1');
    expect(fake.calls).toEqual([{ path: UPLOAD_PATHS.cancel, body: { uploadId: 'u1' } }]);
  });

  it('an answer without data fails with 上传失败！', async () => {
    const transport: UploadTransport = { postForm: async () => null, postJson: async () => null };
    const err = await startUpload(fileOf(1), { gnCoding: 'g', systemCoding: 's' }, { transport, hash }).done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadCallError);
    expect((err as Error).message).toBe('上传失败！');
  });
});
