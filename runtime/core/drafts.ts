/**
 * Drafts: what a user typed and has not saved, kept in this browser's IndexedDB so a reload, a
 * closed tab or an ended session loses nothing (issue 47, docs/forms.md "草稿（未保存的内容）").
 * The one home of every kind of draft: the record forms' (database `ks-drafts`, store `drafts`)
 * and the designer's unsaved documents (`ks-designer-drafts`, `documents`, designer/store/drafts.ts
 * builds on the shelf below). Nothing here calls the server.
 *
 * A record form's draft is keyed by user, node and record (`new` for a record not saved yet) and
 * remembers the record's version it was typed over, so a draft older than what the server holds
 * is not offered.
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { DRAFT_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
export const NEW_RECORD = 'new';

// The deployment's DRAFT_DAYS once the platform info has told it (src/api/portal.ts); the default until then.
let keptDays = DRAFT_DAYS;

let told: () => void = () => undefined;
const daysTold = new Promise<void>((resolve) => (told = resolve));

/** How many days a draft is kept: the deployment's setting (a whole number from 1; anything else keeps the default). */
export function setDraftDays(days: number | undefined): void {
  keptDays = days !== undefined && Number.isSafeInteger(days) && days >= 1 ? days : DRAFT_DAYS;
  told();
}

/**
 * Resolves once the deployment's DRAFT_DAYS is known (the shell loads the platform info as it
 * starts), or after `ms` with the default: a form reads its draft after this, so a draft the
 * deployment keeps longer than the default is not dropped by a read that came first.
 */
export const draftDaysKnown = (ms = 2000): Promise<void> => Promise.race([daysTold, new Promise<void>((r) => setTimeout(r, ms))]);

export const draftDays = (): number => keptDays;

// IndexedDB can be missing or refused (private windows, quota): a draft is a convenience, so a
// failure never reaches the form.
async function quietly<T>(run: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await run();
  } catch {
    return otherwise;
  }
}

/** Every draft kept: a key whose first part is the user's id, and when it was written. */
export interface Kept {
  /** when it was written (ms since the epoch) */
  savedAt: number;
}

export type ShelfKey = [user: string, ...rest: string[]];

/** One IndexedDB store of drafts of one kind, keyed by user first. */
export interface Shelf<D extends Kept> {
  write(key: ShelfKey, draft: D): Promise<void>;
  /** The draft, or null; one older than `days` (the deployment's DRAFT_DAYS) is deleted instead of returned. */
  read(key: ShelfKey, now?: number, days?: number): Promise<D | null>;
  remove(key: ShelfKey): Promise<void>;
  /** every draft of the user */
  clearUser(user: string): Promise<void>;
}

// Every shelf there is, by database and store: the logout clears them all without knowing their kinds.
const SHELVES = { forms: ['ks-drafts', 'drafts'], designer: ['ks-designer-drafts', 'documents'] } as const;
const stores = new Map<string, UseStore>();
// Opened on first use: a page that never keeps a draft never opens the database.
const storeOf = (kind: keyof typeof SHELVES): UseStore => {
  let s = stores.get(kind);
  if (!s) stores.set(kind, (s = createStore(SHELVES[kind][0], SHELVES[kind][1])));
  return s;
};

/** The shelf of one kind of draft; `valid` rejects what is not one (an older shape, a hand edit). */
export function draftShelf<D extends Kept>(kind: keyof typeof SHELVES, valid: (d: unknown) => d is D): Shelf<D> {
  const shelf: Shelf<D> = {
    write: (key, draft) => quietly(() => set(key, draft, storeOf(kind)), undefined),
    read: async (key, now = Date.now(), days = keptDays) => {
      const draft = await quietly(() => get<unknown>(key, storeOf(kind)), undefined);
      if (!draft || typeof draft !== 'object' || typeof (draft as Kept).savedAt !== 'number' || !valid(draft)) return null;
      if (now - draft.savedAt > days * DAY_MS) {
        await shelf.remove(key);
        return null;
      }
      return draft;
    },
    remove: (key) => quietly(() => del(key, storeOf(kind)), undefined),
    clearUser: async (user) => {
      const all = await quietly(() => keys<IDBValidKey>(storeOf(kind)), []);
      const own = all.filter((k) => Array.isArray(k) && k[0] === user);
      if (own.length) await quietly(() => delMany(own, storeOf(kind)), undefined);
    },
  };
  return shelf;
}

/** Logout: every draft of the user, of every kind, goes (another user of the browser never sees them). */
export async function clearAllDrafts(user: string): Promise<void> {
  await Promise.all((Object.keys(SHELVES) as Array<keyof typeof SHELVES>).map((kind) => draftShelf(kind, (_d): _d is Kept => true).clearUser(user)));
}

/**
 * Whether a draft is worth offering over what the server holds: typed over the version still
 * stored, or (saved since, e.g. from another tab) only when it was written after that save.
 */
export function keptIsNewer(draft: { savedAt: number; baseVersion: number | null }, stored: { version: number; updatedAt: string }): boolean {
  if (draft.baseVersion === stored.version) return true;
  const saved = Date.parse(stored.updatedAt);
  return Number.isFinite(saved) && draft.savedAt > saved;
}

// ---- the record forms' drafts ----

export interface DraftKey {
  user: string;
  node: string;
  /** the record's id; null for a record not saved yet */
  record: string | null;
}

export interface Draft extends Kept {
  values: Record<string, unknown>;
  /** the stored record's version it was typed over; null for a new record */
  baseVersion: number | null;
  /** a new record's idempotency key, sent with each create of this draft (issue 47 point 4) */
  saveKey?: string;
  /** a save the user asked for that the session's end refused: offered again after the login (point 2) */
  pending?: 'save' | 'submit';
}

/** What a draft may carry beside its values. */
export type DraftExtras = Pick<Draft, 'saveKey' | 'pending'>;

/** What the stored record says about itself: its version and when it was last saved. */
export interface StoredRecordStamp {
  version: number;
  updatedAt: string;
}

const forms = draftShelf<Draft>('forms', (d): d is Draft => typeof (d as Draft).values === 'object' && (d as Draft).values !== null);
const keyOf = (k: DraftKey): ShelfKey => [k.user, k.node, k.record ?? NEW_RECORD];

export function writeDraft(key: DraftKey, values: Record<string, unknown>, baseVersion: number | null, now = Date.now(), extras: DraftExtras = {}): Promise<void> {
  return forms.write(keyOf(key), { values, savedAt: now, baseVersion, ...extras });
}

/** The draft, or null; one older than `days` is deleted instead of returned. */
export const readDraft = (key: DraftKey, now = Date.now(), days = keptDays): Promise<Draft | null> => forms.read(keyOf(key), now, days);

export const deleteDraft = (key: DraftKey): Promise<void> => forms.remove(keyOf(key));

/** Every record-form draft of the user (the logout clears every kind: clearAllDrafts). */
export const clearUserDrafts = (user: string): Promise<void> => forms.clearUser(user);

/** Whether a draft is worth offering over the stored record: always for a new record (see keptIsNewer). */
export function draftIsNewer(draft: Draft, record: StoredRecordStamp | null): boolean {
  return !record || keptIsNewer(draft, record);
}
