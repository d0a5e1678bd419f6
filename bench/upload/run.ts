/**
 * Upload benchmark (issue 13, acceptance 4, server half): one 200 MB file through the chunked path
 * of the real server (server/server.ts in a child process, HTTP/1.1 on loopback: start, chunks with
 * their md5, merge) against one streaming request of the same file to the same server's
 * one-request upload route (`POST /ks/file/upload`), in the same run.
 *
 *   node --import tsx bench/upload/run.ts                          (SQLite + disk, temporary folder)
 *   DATABASE_URL=postgres://… node --import tsx bench/upload/run.ts (content in PostgreSQL rows)
 *
 * The one-request route stops at 50 MB; the bench starts the server with BENCH_SINGLE_UPLOAD_MB
 * (docs/uploads.md "Benchmark") so the reference request is the real route: multipart parsing,
 * md5 and sha256 on the way, the temporary file, the row and the store. The reference is sent by
 * another enterprise's user, so the chunked start cannot finish at once by the same md5.
 * Both clients are node:http with the multipart body framed by hand (a browser's FormData costs
 * its page nothing; undici's FormData would cost this process more than the server's work).
 * Knobs: BENCH_UPLOAD_MB (200), BENCH_UPLOAD_CONCURRENCY (3 chunks in flight, as the browser
 * client), BENCH_UPLOAD_ROUNDS (3), BENCH_UPLOAD_WARMUP (1 round of both, not counted), BENCH_UPLOAD_SPANS=1 (time of the merge, CPU seconds of both
 * processes), BENCH_UPLOAD_NODE_ARGS (extra node flags for the server, e.g. --cpu-prof).
 * Figures only, no timed assertion; target (docs/performance.md): chunked ≥ 85 % of the single
 * request's throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_SIZE } from '../../schemas/attachments';
import accounts from '../../fixtures/accounts.json' with { type: 'json' };
import { freePort } from '../shared/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 3);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
// One round of both paths first, not counted (as the house anchors do, ../shared/PERFORMANCE.md
// "1 warm-up"): a long-running server has its request paths compiled by the JIT and its statements
// prepared; the first chunked upload after a start measured 0.4 s slower than the next ones.
const WARMUP = Number(process.env.BENCH_UPLOAD_WARMUP ?? 1);

const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');

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
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: path.join(dataDir, 'no-web'), BENCH_SINGLE_UPLOAD_MB: String(MB + 1) };
  const child = spawn(process.execPath, [...(process.env.BENCH_UPLOAD_NODE_ARGS ?? '').split(' ').filter(Boolean), '--max-semi-space-size=32', '--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function login(base: string, username: string): Promise<string> {
  const user = (accounts as Array<{ username: string; password: string }>).find((a) => a.username === username)!;
  const { publicKey } = ((await (await fetch(`${base}/ks/common/login/public-key`)).json()) as { data: { publicKey: string } }).data;
  const enc = (t: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
  const res = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ logValue: enc(user.username), passWord: enc(user.password), loginRoleType: '' }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * What the browser's md5 worker computes before the start call (runtime/upload/md5.worker.ts): in
 * one streamed pass, the whole file's md5 and each chunk's, which the chunk requests then carry.
 */
async function fileMd5(file: string): Promise<{ whole: string; chunks: string[] }> {
  const whole = crypto.createHash('md5');
  const chunks: string[] = [];
  for await (const piece of fs.createReadStream(file, { highWaterMark: CHUNK_SIZE })) {
    whole.update(piece as Buffer);
    chunks.push(md5(piece as Buffer));
  }
  return { whole: whole.digest('hex'), chunks };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** A multipart body's framing around one file part: text fields first, then the file. */
function multipart(fields: Record<string, string>, fileName: string, type: string): { head: Buffer; tail: Buffer; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body whose file part is `body` (bytes or a stream of `size` bytes); resolves with the answer's JSON. */
function postFile(url: string, token: string, fields: Record<string, string>, body: Buffer | fs.ReadStream, size: number): Promise<{ code: number; message: string; data: { md5?: string } }> {
  const m = multipart(fields, 'bench.pdf', 'application/pdf');
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-type': m.contentType, 'content-length': m.head.length + size + m.tail.length } }, (res) => {
      const got: Buffer[] = [];
      res.on('data', (b: Buffer) => got.push(b));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(got).toString('utf8')));
        } catch (err) {
          reject(new Error(`${url}: ${res.statusCode} ${String(err)}`));
        }
      });
    });
    req.on('error', reject);
    req.write(m.head);
    if (Buffer.isBuffer(body)) {
      req.write(body);
      req.end(m.tail);
    } else {
      body.on('error', reject);
      body.on('end', () => req.end(m.tail));
      body.pipe(req, { end: false });
    }
  });
}

/** start → chunks (CONCURRENCY in flight, each with its md5 from the md5 pass) → merge; returns seconds. */
async function chunked(base: string, token: string, file: string, size: number, digest: { whole: string; chunks: string[] }): Promise<number> {
  const wholeMd5 = digest.whole;
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
      const out = await postFile(`${base}/ks/upload/v1/chunk-upload`, token, { chunk: String(i), uploadId, md5: digest.chunks[i] }, bytes, bytes.length);
      if (out.code !== 200) throw new Error(`chunk ${i}: ${out.code} ${out.message}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await fd.close();
  const t1 = performance.now();
  const merged = await json('/ks/upload/v1/file-merge', { uploadId, fileName: 'bench.pdf', md5: wholeMd5 });
  if (merged.md5 !== wholeMd5) throw new Error('merged md5 differs');
  const t2 = performance.now();
  if (process.env.BENCH_UPLOAD_SPANS) console.log(`  spans: start+chunks ${((t1 - t0) / 1000).toFixed(2)} s, merge ${((t2 - t1) / 1000).toFixed(2)} s`);
  return (t2 - t0) / 1000;
}

/** The reference: the same file streamed in one request to the server's one-request upload route. */
async function single(base: string, token: string, file: string, size: number, wholeMd5: string): Promise<number> {
  const t0 = performance.now();
  const out = await postFile(`${base}/ks/file/upload`, token, {}, fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), size);
  if (out.code !== 200) throw new Error(`single: ${out.code} ${out.message}`);
  if (out.data.md5 !== wholeMd5) throw new Error('single: md5 differs');
  return (performance.now() - t0) / 1000;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-bench-upload-'));
  const size = MB * 1024 * 1024;
  const { child, base } = await startServer(dataDir, await freePort());
  try {
    const token = await login(base, 'enterprise');
    const otherToken = await login(base, 'enterprise2');
    const file = path.join(dataDir, 'bench.bin');
    const rows: Array<{ single: number; chunked: number; md5: number }> = [];
    for (let round = 1 - WARMUP; round <= ROUNDS; round++) {
      makeFile(file, size, round + WARMUP);
      const t0 = performance.now();
      const whole = await fileMd5(file);
      const md5Seconds = (performance.now() - t0) / 1000;
      // Alternate the order so neither path always meets a warm page cache first.
      const s1 = (round + WARMUP) % 2 ? await single(base, otherToken, file, size, whole.whole) : 0;
      const cpu0 = [process.cpuUsage(), cpuOf(child.pid)] as const;
      const c = await chunked(base, token, file, size, whole);
      if (process.env.BENCH_UPLOAD_SPANS) console.log(`  cpu during chunked: client ${((process.cpuUsage(cpu0[0]).user + process.cpuUsage(cpu0[0]).system) / 1e6).toFixed(2)} s, server ${(cpuOf(child.pid) - cpu0[1]).toFixed(2)} s`);
      const cpu1 = [process.cpuUsage(), cpuOf(child.pid)] as const;
      const s = s1 || (await single(base, otherToken, file, size, whole.whole));
      if (process.env.BENCH_UPLOAD_SPANS && !s1) console.log(`  cpu during single: client ${((process.cpuUsage(cpu1[0]).user + process.cpuUsage(cpu1[0]).system) / 1e6).toFixed(2)} s, server ${(cpuOf(child.pid) - cpu1[1]).toFixed(2)} s`);
      if (round > 0) rows.push({ single: s, chunked: c, md5: md5Seconds });
      console.log(`${round > 0 ? `round ${round}` : 'warm-up, not counted'} (load ${os.loadavg()[0].toFixed(1)}): single ${(MB / s).toFixed(1)} MB/s, chunked ${(MB / c).toFixed(1)} MB/s (${((s / c) * 100).toFixed(1)} %), client md5 pass (whole + chunks) ${(MB / md5Seconds).toFixed(0)} MB/s`);
    }
    const sum = (k: 'single' | 'chunked' | 'md5') => rows.reduce((a, r) => a + r[k], 0);
    const singleRate = (MB * rows.length) / sum('single');
    const chunkedRate = (MB * rows.length) / sum('chunked');
    const withMd5 = (MB * rows.length) / (sum('chunked') + sum('md5'));
    console.log(`\nupload[${process.env.DATABASE_URL ? 'postgres' : 'sqlite+disk'}] ${MB} MB × ${rows.length}, ${CONCURRENCY} chunks in flight, chunk ${CHUNK_SIZE} B`);
    console.log(`  one streaming request (POST /ks/file/upload)   ${singleRate.toFixed(1)} MB/s`);
    console.log(`  chunked (start/chunks/merge, md5 per chunk checked)  ${chunkedRate.toFixed(1)} MB/s = ${((chunkedRate / singleRate) * 100).toFixed(1)} % of one request (target ≥ 85 %)`);
    const ratios = rows.map((r) => r.single / r.chunked).sort((a, b) => a - b);
    console.log(`  median of the rounds' ratios ${(ratios[Math.floor(ratios.length / 2)] * 100).toFixed(1)} %; load average (1 min) at the end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    console.log(`  chunked incl. the client's md5 pass  ${withMd5.toFixed(1)} MB/s = ${((withMd5 / singleRate) * 100).toFixed(1)} %`);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
