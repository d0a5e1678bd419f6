/**
 * Upload benchmark (issue 13, acceptance 4, server half): one 200 MB file through the chunked path
 * of the real server (server/server.ts in a child process, HTTP/1.1 on loopback: start, chunks with
 * their md5, merge) against one streaming request of the same file, in the same run.
 *
 *   node --import tsx bench/upload/run.ts                          (SQLite + disk, temporary folder)
 *   DATABASE_URL=postgres://… node --import tsx bench/upload/run.ts (content in PostgreSQL rows)
 *
 * The one-request upload route stops at 50 MB, so the reference request goes to a bare streaming
 * receiver in this process that does what that route does with the bytes (write to the same disk,
 * hash on the way): the ceiling a single request reaches. Knobs: BENCH_UPLOAD_MB (200),
 * BENCH_UPLOAD_CONCURRENCY (3 chunks in flight), BENCH_UPLOAD_ROUNDS (3). Figures only, no timed
 * assertion; target (docs/performance.md): chunked ≥ 85 % of the single request's throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { CHUNK_SIZE } from '../../schemas/attachments';
import accounts from '../../fixtures/accounts.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 3);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);

const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A PDF-headed file of `bytes` whose content differs per round (no instant upload between rounds). */
function makeFile(file: string, bytes: number, seed: number): void {
  const fd = fs.openSync(file, 'w');
  const block = crypto.randomBytes(CHUNK_SIZE);
  Buffer.from(`%PDF-1.4\n%round ${seed}\n`).copy(block);
  for (let at = 0; at < bytes; at += CHUNK_SIZE) {
    block.writeUInt32LE(seed, 64);
    block.writeUInt32LE(at / CHUNK_SIZE, 68);
    fs.writeSync(fd, block, 0, Math.min(CHUNK_SIZE, bytes - at));
  }
  fs.closeSync(fd);
}

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; base: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: path.join(dataDir, 'no-web') };
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/ks/common/login/public-key`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function login(base: string): Promise<string> {
  const user = (accounts as Array<{ username: string; password: string }>).find((a) => a.username === 'enterprise')!;
  const { publicKey } = ((await (await fetch(`${base}/ks/common/login/public-key`)).json()) as { data: { publicKey: string } }).data;
  const enc = (t: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
  const res = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ logValue: enc(user.username), passWord: enc(user.password), loginRoleType: '' }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The whole file's md5, streamed (what the browser's worker does before the start call). */
async function fileMd5(file: string): Promise<string> {
  const h = crypto.createHash('md5');
  for await (const piece of fs.createReadStream(file, { highWaterMark: CHUNK_SIZE })) h.update(piece as Buffer);
  return h.digest('hex');
}

/** start → chunks (CONCURRENCY in flight, each with its md5) → merge; returns seconds. */
async function chunked(base: string, token: string, file: string, size: number, wholeMd5: string): Promise<number> {
  const t0 = performance.now();
  const json = async (url: string, body: object) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const out = (await res.json()) as { code: number; message: string; data: { uploadId: string; md5?: string } };
    if (out.code !== 200) throw new Error(`${url}: ${out.message}`);
    return out.data;
  };
  const count = Math.ceil(size / CHUNK_SIZE);
  const { uploadId } = await json('/ks/upload/v1/upload-task', { md5: wholeMd5, fileName: 'bench.pdf', fileSize: size, chunk: count, gnCoding: 'credit-apply' });
  const fd = await fs.promises.open(file, 'r');
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const bytes = Buffer.alloc(Math.min(CHUNK_SIZE, size - i * CHUNK_SIZE));
      await fd.read(bytes, 0, bytes.length, i * CHUNK_SIZE);
      const form = new FormData();
      form.set('chunk', String(i));
      form.set('uploadId', uploadId);
      form.set('md5', md5(bytes));
      form.set('file', new Blob([bytes]), 'blob');
      const res = await fetch(`${base}/ks/upload/v1/chunk-upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      if (res.status !== 200) throw new Error(`chunk ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await fd.close();
  const merged = await json('/ks/upload/v1/file-merge', { uploadId, fileName: 'bench.pdf', md5: wholeMd5 });
  if (merged.md5 !== wholeMd5) throw new Error('merged md5 differs');
  return (performance.now() - t0) / 1000;
}

/** The reference: one request streaming the file to a receiver that writes it to disk and hashes it. */
async function single(url: string, file: string): Promise<number> {
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': fs.statSync(file).size } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`single: ${res.statusCode}`))));
    });
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
  return (performance.now() - t0) / 1000;
}

function receiver(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const hash = crypto.createHash('sha256');
    const target = path.join(dir, `${crypto.randomUUID()}.part`);
    pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const piece of source) {
          hash.update(piece);
          yield piece;
        }
      },
      fs.createWriteStream(target, { mode: 0o600 }),
    ).then(
      () => {
        hash.digest('hex');
        res.end('ok');
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`, close: () => server.close() })));
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-bench-upload-'));
  const size = MB * 1024 * 1024;
  const { child, base } = await startServer(dataDir, await freePort());
  const ref = await receiver(fs.mkdtempSync(path.join(dataDir, 'ref-')));
  try {
    const token = await login(base);
    const file = path.join(dataDir, 'bench.bin');
    const rows: Array<{ single: number; chunked: number; md5: number }> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      makeFile(file, size, round);
      const t0 = performance.now();
      const whole = await fileMd5(file);
      const md5Seconds = (performance.now() - t0) / 1000;
      // Alternate the order so neither path always meets a warm page cache first.
      const s1 = round % 2 ? await single(ref.url, file) : 0;
      const c = await chunked(base, token, file, size, whole);
      const s = s1 || (await single(ref.url, file));
      rows.push({ single: s, chunked: c, md5: md5Seconds });
      console.log(`round ${round}: single ${(MB / s).toFixed(1)} MB/s, chunked ${(MB / c).toFixed(1)} MB/s (${((s / c) * 100).toFixed(1)} %), client whole-file md5 ${(MB / md5Seconds).toFixed(0)} MB/s`);
    }
    const sum = (k: 'single' | 'chunked' | 'md5') => rows.reduce((a, r) => a + r[k], 0);
    const singleRate = (MB * rows.length) / sum('single');
    const chunkedRate = (MB * rows.length) / sum('chunked');
    const withMd5 = (MB * rows.length) / (sum('chunked') + sum('md5'));
    console.log(`\nupload[${process.env.DATABASE_URL ? 'postgres' : 'sqlite+disk'}] ${MB} MB × ${rows.length}, ${CONCURRENCY} chunks in flight, chunk ${CHUNK_SIZE} B`);
    console.log(`  one streaming request   ${singleRate.toFixed(1)} MB/s`);
    console.log(`  chunked (start/chunks/merge, md5 per chunk)  ${chunkedRate.toFixed(1)} MB/s = ${((chunkedRate / singleRate) * 100).toFixed(1)} % of one request (target ≥ 85 %)`);
    console.log(`  chunked incl. the client's whole-file md5 pass  ${withMd5.toFixed(1)} MB/s = ${((withMd5 / singleRate) * 100).toFixed(1)} %`);
  } finally {
    ref.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
