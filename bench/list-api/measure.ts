import crypto from 'node:crypto';
import http from 'node:http';
import { LeanHttp } from './lean-http';

/** Latency percentiles (ms) and throughput of one measured path. */
export interface Figures {
  p50: number;
  p95: number;
  perSecond: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface MeasureOptions {
  warmup: number;
  latencyRuns: number;
  throughputRuns: number;
  concurrency: number;
  /** Batches the runs are split into; the two paths alternate batch by batch. */
  rounds: number;
}

/** The knobs every list bench reads: BENCH_WARMUP, BENCH_LATENCY_RUNS, BENCH_THROUGHPUT_RUNS, BENCH_CONCURRENCY, BENCH_ROUNDS. */
export function optionsFromEnv(): MeasureOptions {
  return {
    warmup: Number(process.env.BENCH_WARMUP ?? 30),
    latencyRuns: Number(process.env.BENCH_LATENCY_RUNS ?? 300),
    throughputRuns: Number(process.env.BENCH_THROUGHPUT_RUNS ?? 2000),
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 4),
    rounds: Number(process.env.BENCH_ROUNDS ?? 40),
  };
}

/**
 * Measures paths of the same work (the server, the raw driver) in alternating batches, so a
 * machine whose load changes during the run (CI, neighbours) slows all alike and the ratios hold.
 * Latency: calls one after the other (nothing queues). Throughput: `concurrency` calls in flight.
 * The paths take turns going first, round by round, so that none always follows the same one.
 */
export async function measureAll(ops: Array<() => Promise<unknown>>, o: MeasureOptions): Promise<Figures[]> {
  for (const op of ops) for (let i = 0; i < o.warmup; i++) await op();
  const times: number[][] = ops.map(() => []);
  const busy = ops.map(() => 0);
  const perRound = (n: number) => Math.max(1, Math.round(n / o.rounds));
  for (let r = 0; r < o.rounds; r++) {
    for (let j = 0; j < ops.length; j++) {
      const k = (j + r) % ops.length;
      for (let i = 0; i < perRound(o.latencyRuns); i++) {
        const t = performance.now();
        await ops[k]();
        times[k].push(performance.now() - t);
      }
      let next = 0;
      const n = perRound(o.throughputRuns);
      const started = performance.now();
      const worker = async () => {
        while (next++ < n) await ops[k]();
      };
      await Promise.all(Array.from({ length: o.concurrency }, worker));
      busy[k] += performance.now() - started;
    }
  }
  return ops.map((_, k) => {
    const sorted = times[k].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), perSecond: (perRound(o.throughputRuns) * o.rounds) / (busy[k] / 1000) };
  });
}

/**
 * A JSON client over keep-alive connections, as a browser would reuse its connections: the lean
 * client (`lean-http.ts`) unless `BENCH_CLIENT=node` asks for node's `http` module.
 */
export class Client {
  // Idle sockets are closed by the client well before the server's keep-alive timeout (72 s), so
  // a call never lands on a socket the server is closing.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 20_000 });
  private readonly lean: LeanHttp | undefined;
  constructor(private readonly port: number) {
    this.lean = process.env.BENCH_CLIENT === 'node' ? undefined : new LeanHttp(port);
  }

  /** Which HTTP client the calls go through, for the printed method line. */
  get kind(): string {
    return this.lean ? 'lean keep-alive client' : "node's http client";
  }

  /** One call, its answer parsed; retried once if a reused connection was reset under it. */
  async request(method: string, urlPath: string, body?: unknown, token?: string): Promise<{ status: number; json: unknown }> {
    const res = await this.requestText(method, urlPath, body, token);
    return { status: res.status, json: JSON.parse(res.text) };
  }

  /**
   * One call, its answer as text: a load generator (like autocannon or wrk) does not parse what it
   * receives; the browsers it stands for do that on their own machines.
   */
  async requestText(method: string, urlPath: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
    try {
      return await this.once(method, urlPath, body, token);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ECONNRESET') throw err;
      return this.once(method, urlPath, body, token);
    }
  }

  private async once(method: string, urlPath: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    if (this.lean) {
      const headers: Record<string, string> = payload ? { 'content-type': 'application/json' } : {};
      if (token) headers.authorization = `Bearer ${token}`;
      return this.lean.request(method, urlPath, payload, headers);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: urlPath,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** Logs in the way the browser does (RSA-OAEP of both values with the server's public key). */
  async login(username: string, password: string): Promise<string> {
    const key = (await this.request('GET', '/ks/common/login/public-key')).json as { data: { publicKey: string } };
    const enc = (text: string) =>
      crypto.publicEncrypt({ key: key.data.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
    const res = (await this.request('POST', '/ks/common/login', { logValue: enc(username), passWord: enc(password), loginRoleType: '' })).json as {
      code: number;
      message: string;
      data: { token: string };
    };
    if (res.code !== 200) throw new Error(`login ${username}: ${res.message}`);
    return res.data.token;
  }

  close(): void {
    this.lean?.close();
    this.agent.destroy();
  }
}
