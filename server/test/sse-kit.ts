import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { call } from './harness';
import { withDeadline } from './deadline';

// A test's EventSource: opens /ks/message/v1/stream with a fresh ticket on a listening app and
// collects its events, so a test can wait for the one it expects.

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface SseClient {
  events: SseEvent[];
  /** The headers the stream answered with. */
  headers: http.IncomingHttpHeaders;
  /** Resolves with the first event (from `from` on) that `match` accepts, or rejects after `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of `app`, listening on a free port of 127.0.0.1 (once). */
export async function addressOf(app: FastifyInstance): Promise<string> {
  const current = app.server.address();
  if (current && typeof current === 'object') return `http://127.0.0.1:${current.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  if (!a || typeof a !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const res = await call<{ ticket: string }>(app, { method: 'POST', url: '/ks/message/v1/stream-ticket', token, payload: {} });
  if (res.status !== 200) throw new Error(`ticket refused: ${res.text}`);
  return res.body.data.ticket;
}

export async function openStream(app: FastifyInstance, token: string): Promise<SseClient> {
  const base = await addressOf(app);
  const ticket = await ticketFor(app, token);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let headers: http.IncomingHttpHeaders = {};
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((r) => (endedResolve = r));
  const req = http.get(`${base}/ks/message/v1/stream?ticket=${encodeURIComponent(ticket)}`);
  // deadline: withDeadline below bounds the wait for the stream's answer.
  const answered = new Promise<void>((resolve, reject) => {
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      headers = res.headers;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
          if (/^retry: /m.test(block)) events.push({ event: 'retry', data: { ms: Number(/^retry: (\d+)/m.exec(block)![1]) } });
          for (const w of waiters) w();
        }
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve();
    });
    req.on('error', reject);
  });
  await withDeadline(answered, 10_000, 'SSE 流应答');
  const next = (match: (e: SseEvent) => boolean, ms = 2000, from = 0) =>
    new Promise<SseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { events, headers, next, ended, close: () => req.destroy() };
}
