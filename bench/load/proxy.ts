import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer the proxy passed on: the instance (index of `ports`), when it ended, its ms, its path. */
export interface Answer {
  instance: number;
  at: number;
  ms: number;
  url: string;
}

/**
 * A small round-robin HTTP proxy in front of the app instances, as a load balancer would stand.
 * A request that could not reach an instance (connection refused: the instance is down or still
 * starting) goes to the next one, since nothing of it was sent. A request already sent when its
 * instance died answers 502 and is counted as lost in flight: a balancer cannot know whether the
 * instance acted on it, so it must not send it again.
 */
export interface Proxy {
  url: string;
  /** Requests whose instance died after they were sent (502 answered). */
  lostInFlight(): number;
  /** Requests moved to another instance because theirs refused the connection. */
  rerouted(): number;
  /** Keeps every answer from now on (the failover view), so the phases before cost nothing. */
  record(): void;
  /** The answers kept (see `record`) that ended since `from` (ms since the epoch). */
  answers(from: number): Answer[];
  /**
   * Takes an instance out of the rotation, or puts it back: a balancer that sends a restarted
   * instance nothing until it is warm (LOAD_WARM_RESTART). Plain round robin never calls it.
   */
  hold(instance: number, held: boolean): void;
  close(): Promise<void>;
}

export async function startProxy(ports: number[]): Promise<Proxy> {
  const answered: Answer[] = [];
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  let keepAnswers = false;
  const held = new Set<number>();
  let turn = 0;
  let lost = 0;
  let moved = 0;

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number) => {
    let i = turn++ % ports.length;
    if (held.has(i)) i = (i + 1) % ports.length;
    const sent = Date.now();
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[i], method: req.method, path: req.url, headers: req.headers, agent: agents[i] },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        if (keepAnswers) answer.on('end', () => answered.push({ instance: i, at: Date.now(), ms: Date.now() - sent, url: req.url ?? '' }));
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy();
      if (err.code === 'ECONNREFUSED' && tries < ports.length * 20) {
        moved++;
        // All instances refusing (both restarting) backs off a little before the next round.
        setTimeout(() => forward(req, body, res, tries + 1), tries >= ports.length ? 50 : 0);
        return;
      }
      lost++;
      res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream lost');
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lostInFlight: () => lost,
    rerouted: () => moved,
    hold: (i, on) => void (on ? held.add(i) : held.delete(i)),
    record: () => {
      keepAnswers = true;
    },
    answers: (from) => answered.filter((a) => a.at >= from),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const a of agents) a.destroy();
    },
  };
}
