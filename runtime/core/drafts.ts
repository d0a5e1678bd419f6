/**
 * Drafts: what a user typed into a form and has not saved, kept in this browser's IndexedDB
 * (database `ks-drafts`, store `drafts`) so a reload, a closed tab or an ended session loses
 * nothing (issue 47, docs/forms.md "草稿（未保存的内容）"). Nothing here calls the server.
 *
 * A draft is keyed by user, node and record (`new` for a record not saved yet) and remembers the
 * record's version it was typed over, so a draft older than what the server holds is not offered.
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { DRAFT_DAYS } from './constants';

export interface DraftKey {
  user: string;
  node: string;
  /** the record's id; null for a record not saved yet */
  record: string | null;
}

export interface Draft {
  values: Record<string, unknown>;
  /** when it was written (ms since the epoch) */
  savedAt: number;
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

const DAY_MS = 24 * 60 * 60 * 1000;
export const NEW_RECORD = 'new';

// Opened on first use: a page that never writes a draft never opens the database.
let store: UseStore | null = null;
const draftStore = () => (store ??= createStore('ks-drafts', 'drafts'));

type StoredKey = [string, string, string];
const keyOf = (k: DraftKey): StoredKey => [k.user, k.node, k.record ?? NEW_RECORD];

// IndexedDB can be missing or refused (private windows, quota): a draft is a convenience, so a
// failure never reaches the form.
async function quietly<T>(run: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await run();
  } catch {
    return otherwise;
  }
}

export function writeDraft(key: DraftKey, values: Record<string, unknown>, baseVersion: number | null, now = Date.now(), extras: DraftExtras = {}): Promise<void> {
  const draft: Draft = { values, savedAt: now, baseVersion, ...extras };
  return quietly(() => set(keyOf(key), draft, draftStore()), undefined);
}

/** The draft, or null; one older than `days` is deleted instead of returned. */
export async function readDraft(key: DraftKey, now = Date.now(), days = DRAFT_DAYS): Promise<Draft | null> {
  const draft = await quietly(() => get<Draft>(keyOf(key), draftStore()), undefined);
  if (!draft || typeof draft !== 'object' || typeof draft.savedAt !== 'number') return null;
  if (now - draft.savedAt > days * DAY_MS) {
    await deleteDraft(key);
    return null;
  }
  return draft;
}

export const deleteDraft = (key: DraftKey): Promise<void> => quietly(() => del(keyOf(key), draftStore()), undefined);

/** Logout: every draft of the user goes (another user of the browser never sees them). */
export async function clearUserDrafts(user: string): Promise<void> {
  const all = await quietly(() => keys<IDBValidKey>(draftStore()), []);
  const own = all.filter((k) => Array.isArray(k) && k[0] === user);
  if (own.length) await quietly(() => delMany(own, draftStore()), undefined);
}

/**
 * Whether a draft is worth offering over the stored record: always for a new record; for a stored
 * one when it was typed over the version still stored, or (the record saved since, e.g. from
 * another tab) only when it was written after that save.
 */
export function draftIsNewer(draft: Draft, record: StoredRecordStamp | null): boolean {
  if (!record) return true;
  if (draft.baseVersion === record.version) return true;
  const saved = Date.parse(record.updatedAt);
  return Number.isFinite(saved) && draft.savedAt > saved;
}
