import net from 'node:net';

/**
 * A minimal HTTP/1.1 keep-alive client: one request at a time per socket, responses framed by
 * Content-Length (every /ks JSON answer has one). It stands in for browsers, which run on other
 * machines: on this 2-core bench machine the client shares the CPU with the server and the
 * database, and node's `http` client spends ~0.9 ms of it per call (more than Fastify's own work),
 * so a lighter client leaves the server the share it would have in production.
 */
export class LeanHttp {
  private readonly idle: Conn[] = [];
  private open = 0;
  private readonly waiting: Array<(c: Conn) => void> = [];
  constructor(
    private readonly port: number,
    private readonly maxSockets = 16,
  ) {}

  async request(method: string, path: string, body: Buffer | undefined, headers: Record<string, string>): Promise<{ status: number; text: string }> {
    const conn = await this.take();
    let head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\nconnection: keep-alive\r\n`;
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
    if (body) head += `content-length: ${body.length}\r\n`;
    try {
      const res = await conn.send(body ? Buffer.concat([Buffer.from(`${head}\r\n`), body]) : Buffer.from(`${head}\r\n`));
      this.give(conn);
      return res;
    } catch (err) {
      this.open--;
      conn.socket.destroy();
      throw err;
    }
  }

  private take(): Promise<Conn> {
    // A connection the server closed while idle (its keep-alive timeout) is dropped, not reused.
    let c = this.idle.pop();
    while (c?.closed) {
      this.open--;
      c = this.idle.pop();
    }
    if (c) return Promise.resolve(c);
    if (this.open < this.maxSockets) {
      this.open++;
      return Promise.resolve(new Conn(net.connect(this.port, '127.0.0.1')));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(c: Conn): void {
    const next = this.waiting.shift();
    if (next) next(c);
    else this.idle.push(c);
  }

  close(): void {
    for (const c of this.idle) c.socket.destroy();
    this.idle.length = 0;
  }
}

const HEAD_END = Buffer.from('\r\n\r\n');

class Conn {
  private buf: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: { status: number; text: string }) => void; reject: (e: Error) => void } | null = null;
  closed = false;

  constructor(readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
      this.parse();
    });
    const fail = (err: Error) => {
      const p = this.pending;
      this.pending = null;
      p?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => {
      this.closed = true;
      fail(Object.assign(new Error('socket closed'), { code: 'ECONNRESET' }));
    });
  }

  send(bytes: Buffer): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  private parse(): void {
    const end = this.buf.indexOf(HEAD_END);
    if (end < 0 || !this.pending) return;
    const head = this.buf.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!m) {
      const p = this.pending;
      this.pending = null;
      p.reject(new Error(`answer without content-length (status ${status})`));
      return;
    }
    const total = end + 4 + Number(m[1]);
    if (this.buf.length < total) return;
    const text = this.buf.subarray(end + 4, total).toString('utf8');
    this.buf = this.buf.subarray(total);
    const p = this.pending;
    this.pending = null;
    p.resolve({ status, text });
  }
}
