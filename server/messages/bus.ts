import { EventEmitter } from 'node:events';
import type { Role } from '../../schemas';

/**
 * Who an event concerns: every user of one of `roles`, of one of `enterpriseIds`, or one of
 * `userIds`. A stream forwards an event to its user when any of the three names them.
 */
export interface Audience {
  roles?: Role[];
  enterpriseIds?: string[];
  userIds?: string[];
}

/**
 * "The counts of these users changed" (docs/shell.md "消息中心"). It carries no counts: each
 * client asks for its own, so an event says nothing a listener of another user could read.
 * `resync` is local only: the bus may have missed events (a lost database connection) and every
 * stream should have its client read again.
 */
export interface BusEvent {
  audience: Audience;
  reason: 'todo' | 'message' | 'read' | 'resync';
}

/**
 * The one interface of the message bus. Publish AFTER the change is committed: a listener reads
 * the counts as soon as it hears the event. SQLite: one process, an EventEmitter (`localBus`);
 * PostgreSQL: LISTEN/NOTIFY across every instance on the database (`pg-bus.ts`). The app wiring
 * (server/app.ts) picks by what the database offers (`Db.peers`).
 */
export interface MessageBus {
  publish(event: BusEvent): void;
  /** Calls `listener` for every event from now on; the returned function stops it. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Resolves once events from other instances are heard (at once where there are none). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Whether `event` concerns this user. */
export function concerns(event: BusEvent, user: { id: string; role: Role; enterpriseId: string | null }): boolean {
  const a = event.audience;
  return Boolean(
    a.roles?.includes(user.role) || (user.enterpriseId !== null && a.enterpriseIds?.includes(user.enterpriseId)) || a.userIds?.includes(user.id),
  );
}

const EVENT = 'event';

/** Listeners of one process: what localBus and the PostgreSQL bus both deliver to. */
export class Listeners {
  private readonly emitter = new EventEmitter();
  constructor() {
    // one listener per open stream: there is no leak to warn about
    this.emitter.setMaxListeners(0);
  }
  emit(event: BusEvent): void {
    this.emitter.emit(EVENT, event);
  }
  add(listener: (event: BusEvent) => void): () => void {
    // a throwing listener must not stop the others nor the publisher
    const safe = (e: BusEvent) => {
      try {
        listener(e);
      } catch {
        /* the stream that failed closes itself */
      }
    };
    this.emitter.on(EVENT, safe);
    return () => this.emitter.off(EVENT, safe);
  }
}

/** The bus of one process (SQLite: a single server owns the database file). */
export function localBus(listeners = new Listeners()): MessageBus {
  return {
    publish: (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    ready: async () => undefined,
    close: async () => undefined,
  };
}
