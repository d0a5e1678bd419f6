import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { STREAM_HEARTBEAT_MS, STREAM_RETRY_MS, STREAM_TICKET_SECONDS, type MessageCounts } from '../../schemas/messages';
import { hashToken } from '../db/repos/sessions';
import { nowIso } from '../db/clock';
import { concerns, type BusEvent, type MessageBus } from './bus';

/**
 * The live stream of the bell (docs/shell.md "消息中心"): Server-Sent Events, one `counts` event
 * when it opens and again whenever the bus says the caller's counts changed, a comment line every
 * STREAM_HEARTBEAT_MS (idle proxies keep it open), and `retry:` so a dropped stream comes back by
 * itself.
 *
 * EventSource cannot send an Authorization header, and a session token in a URL would end up in
 * access logs and browser history. So the client first asks, with its bearer token, for a ticket
 * (POST …/stream-ticket): random, stored only as a hash, good for one opening within
 * STREAM_TICKET_SECONDS; the stream then runs as the session the ticket was made for, and ends
 * within STREAM_SESSION_CHECK_MS of that session ending (docs/security.md "Streams end with the
 * session").
 */

/**
 * How often an instance checks the sessions of its open streams: a logout, a password change, a
 * revocation by an administrator or a disabled account ends the stream within this, on whichever
 * instance serves it (sessions live in the database). One statement per instance each time, however
 * many streams are open.
 */
export const STREAM_SESSION_CHECK_MS = 2000;
/** Token hashes one check statement asks about (a bound parameter each). */
const CHECK_CHUNK = 500;

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
  bus: MessageBus;
  counts: (user: SessionUser) => Promise<MessageCounts>;
}

/** What the session check needs of one open stream. */
interface OpenStream {
  tokenHash: string;
  /** Who the stream counts for: it ends when the account's role or enterprise is no longer that. */
  user: Pick<SessionUser, 'role' | 'enterpriseId'>;
  end: (why: string) => void;
}

/**
 * The open streams of one app instance: their sessions are checked every STREAM_SESSION_CHECK_MS
 * (while any is open), and shutdown ends them so it is not held up by them.
 */
export class OpenStreams {
  private readonly open = new Set<OpenStream>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private checking = false;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly everyMs = STREAM_SESSION_CHECK_MS,
  ) {}
  get size(): number {
    return this.open.size;
  }
  add(stream: OpenStream): () => void {
    this.open.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.everyMs);
      this.timer.unref();
    }
    return () => {
      this.open.delete(stream);
      if (this.open.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }
  /** Ends every stream (the clients reconnect, to another instance if this one is going away). */
  closeAll(): void {
    for (const s of [...this.open]) s.end('closing');
  }
  /** Ends the streams whose session is gone, revoked, expired, of a disabled account or of a changed role or enterprise. */
  async check(): Promise<void> {
    // A slow database must not pile the checks up: the next tick checks again.
    if (this.checking || this.open.size === 0) return;
    this.checking = true;
    try {
      const streams = [...this.open];
      const live = await liveSessions(this.db, [...new Set(streams.map((s) => s.tokenHash))]);
      for (const s of streams) {
        const now = live.get(s.tokenHash);
        if (!now || now.role !== s.user.role || now.enterpriseId !== s.user.enterpriseId) s.end('session');
      }
    } catch {
      /* the database is away: the next check tries again, the streams stay as they are */
    } finally {
      this.checking = false;
    }
  }
}

/** The live sessions among `tokenHashes`, each with its account's role and enterprise now. */
async function liveSessions(db: Kysely<Database>, tokenHashes: string[]): Promise<Map<string, Pick<SessionUser, 'role' | 'enterpriseId'>>> {
  const live = new Map<string, Pick<SessionUser, 'role' | 'enterpriseId'>>();
  const now = nowIso();
  for (let i = 0; i < tokenHashes.length; i += CHECK_CHUNK) {
    const rows = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.token_hash', 'u.login_role_type', 'u.enterprise_id'])
      .where('s.token_hash', 'in', tokenHashes.slice(i, i + CHECK_CHUNK))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.disabled', '=', 0)
      .execute();
    // the role as the access check reads it (server/http/access.ts)
    for (const r of rows) live.set(r.token_hash, { role: r.login_role_type === 'M' || r.login_role_type === 'D' ? r.login_role_type : 'U', enterpriseId: r.enterprise_id });
  }
  return live;
}

/** Serves one stream on a hijacked reply until the client leaves, the session ends or the instance closes. */
export function serveStream(deps: StreamDeps, streams: OpenStreams, reply: FastifyReply, user: SessionUser, tokenHash: string): void {
  // The security headers every answer carries (server/http/security-headers.ts) were set on the
  // reply by its onRequest hook; a hijacked reply writes the raw response and would drop them.
  const headers = reply.getHeaders();
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // nginx and its kind would otherwise buffer the events
    'X-Accel-Buffering': 'no',
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
      /* the next event tries again */
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
  const forget = streams.add({ tokenHash, user, end });
  const heartbeat = setInterval(() => write(': ping\n\n'), STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => end());
  void sendCounts('open');
}
