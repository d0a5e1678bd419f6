import crypto from 'node:crypto';
import type pg from 'pg';
import { Listeners, type BusEvent, type MessageBus } from './bus';

export interface PgBusOptions {
  /** A new client of the database, not yet connected: the bus's own LISTEN connection. */
  newClient: () => pg.Client;
  /** Sends one NOTIFY (through the pool: a publish never waits for the listening connection). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  channel: string;
  /** First wait before connecting again after the LISTEN connection failed; doubles up to 10 s. */
  retryMs?: number;
  onError?: (err: unknown) => void;
}

const MAX_RETRY_MS = 10_000;
const EVERYONE: BusEvent = { audience: { roles: ['M', 'D', 'U'] }, reason: 'resync' };

/**
 * The message bus over PostgreSQL LISTEN/NOTIFY (docs/shell.md "消息中心"): an event reaches this
 * instance's streams at once and every other instance's through NOTIFY; an instance ignores its
 * own notifications (each bus has an origin id). The LISTEN connection is opened by the first
 * subscriber and opened again after an error, waiting longer each time; after a reconnect every
 * stream is told to read its counts again, as events may have been missed meanwhile.
 */
export function pgBus(options: PgBusOptions): MessageBus {
  const origin = crypto.randomUUID();
  const listeners = new Listeners();
  const base = options.retryMs ?? 500;
  let client: pg.Client | null = null;
  let started: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let wait = base;
  let connectedOnce = false;
  const report = (err: unknown) => options.onError?.(err);

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== options.channel || !msg.payload) return;
    try {
      const { o, e } = JSON.parse(msg.payload) as { o: string; e: BusEvent };
      if (o !== origin) listeners.emit(e);
    } catch (err) {
      report(err);
    }
  };

  const connectOnce = async (): Promise<void> => {
    const c = options.newClient();
    const lost = (err?: unknown) => {
      if (err) report(err);
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', onNotification);
    await c.connect();
    await c.query(`LISTEN "${options.channel}"`);
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    wait = base;
    if (connectedOnce) listeners.emit(EVERYONE);
    connectedOnce = true;
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connectOnce().catch((err: unknown) => {
        report(err);
        scheduleReconnect();
      });
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  };

  const start = (): Promise<void> => {
    started ??= connectOnce().catch((err: unknown) => {
      report(err);
      scheduleReconnect();
    });
    return started;
  };

  return {
    publish(event) {
      listeners.emit(event);
      if (closed) return;
      options.notify(options.channel, JSON.stringify({ o: origin, e: event })).catch(report);
    },
    subscribe(listener) {
      void start();
      return listeners.add(listener);
    },
    ready: start,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
