import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { STREAM_HEARTBEAT_MS, STREAM_RETRY_MS, STREAM_TICKET_SECONDS, type MessageCounts } from '../../schemas/messages';
import { findSession, hashToken } from '../db/repos/sessions';
import { nowIso } from '../db/clock';
import { concerns, type BusEvent, type MessageBus } from './bus';

/**
 * The live stream of the bell (docs/shell.md "消息中心"): Server-Sent Events, one `counts` event
 * when it opens and again whenever the bus says the caller's counts changed, a comment line every
 * STREAM_HEARTBEAT_MS (idle proxies keep it open; the session is checked again then), and
 * `retry:` so a dropped stream comes back by itself.
 *
 * EventSource cannot send an Authorization header, and a session token in a URL would end up in
 * access logs and browser history. So the client first asks, with its bearer token, for a ticket
 * (POST …/stream-ticket): random, stored only as a hash, good for one opening within
 * STREAM_TICKET_SECONDS; the stream then runs as the session the ticket was made for, and ends
 * when that session does.
 */

/** A new ticket for the session of `tokenHash`; expired tickets are swept on the way. */
export async function issueTicket(db: Kysely<Database>, tokenHash: string): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.deleteFrom('stream_tickets').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('stream_tickets')
    .values({ ticket_hash: hashToken(ticket), token_hash: tokenHash, expires_at: new Date(now + STREAM_TICKET_SECONDS * 1000).toISOString() })
    .execute();
  return ticket;
}

/** Uses up a ticket: the session token hash it was made for, or null (unknown, used or expired). */
export async function redeemTicket(db: Kysely<Database>, ticket: string): Promise<string | null> {
  const row = await db.deleteFrom('stream_tickets').where('ticket_hash', '=', hashToken(ticket)).returning(['token_hash', 'expires_at']).executeTakeFirst();
  return row && row.expires_at > nowIso() ? row.token_hash : null;
}

export interface StreamDeps {
  db: Kysely<Database>;
  dialect: SqlDialect;
  bus: MessageBus;
  counts: (user: SessionUser) => Promise<MessageCounts>;
}

/** The open streams of one app instance: shutdown ends them so it is not held up by them. */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  get size(): number {
    return this.ends.size;
  }
  add(end: () => void): () => void {
    this.ends.add(end);
    return () => this.ends.delete(end);
  }
  /** Ends every stream (the clients reconnect, to another instance if this one is going away). */
  closeAll(): void {
    for (const end of [...this.ends]) end();
  }
}

/** Serves one stream on a hijacked reply until the client leaves, the session ends or the instance closes. */
export function serveStream(deps: StreamDeps, streams: OpenStreams, reply: FastifyReply, user: SessionUser, tokenHash: string): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // nginx and its kind would otherwise buffer the events
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  res.write(`retry: ${STREAM_RETRY_MS}\n\n`);

  let open = true;
  let sending = false;
  let again: BusEvent['reason'] | null = null;
  const write = (text: string) => {
    if (open) res.write(text);
  };
  // Events may come faster than counts are read: one read at a time, the last reason wins.
  const sendCounts = async (reason: BusEvent['reason'] | 'open') => {
    if (sending) {
      again = reason === 'open' ? 'resync' : reason;
      return;
    }
    sending = true;
    try {
      const counts = await deps.counts(user);
      write(`event: counts\ndata: ${JSON.stringify({ ...counts, reason })}\n\n`);
    } catch {
      /* the next event or heartbeat tries again */
    } finally {
      sending = false;
    }
    const next = again;
    again = null;
    if (next && open) await sendCounts(next);
  };

  const end = (why?: string) => {
    if (!open) return;
    if (why) res.write(`event: end\ndata: ${JSON.stringify({ reason: why })}\n\n`);
    open = false;
    unsubscribe();
    forget();
    clearInterval(heartbeat);
    res.end();
  };
  const unsubscribe = deps.bus.subscribe((event) => {
    if (concerns(event, user)) void sendCounts(event.reason);
  });
  const forget = streams.add(() => end('closing'));
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    findSession(deps.db, deps.dialect, tokenHash).then(
      (s) => {
        if (!s || s.revokedAt || s.expiresAt <= nowIso() || s.user.disabled) end('session');
      },
      () => undefined,
    );
  }, STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => end());
  void sendCounts('open');
}
