/**
 * The designer's unsaved document kept in this browser (issue 47 acceptance 2): a reload, a closed
 * tab or an ended session loses no design work. IndexedDB database `ks-designer-drafts` (a store
 * of its own, apart from the record forms' drafts), keyed by user and node; nothing here calls the
 * server. docs/designer.md "未保存的设计". The logout imports this module: it stays free of the
 * designer's commands and views.
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import type { DesignerStore } from './store';
import type { NodeConfig } from './types';

export interface DraftPlace {
  user: string;
  nodeId: string;
}

export interface DesignDraft {
  config: NodeConfig;
  /** the server version the edits were made over (the save's optimistic lock) */
  baseVersion: number;
  /** when it was written (ms since the epoch) */
  savedAt: number;
}

/** What the server holds for the node: its version and when that was saved. */
export interface StoredStamp {
  version: number;
  updatedAt: string;
}

/** A kept document older than this is dropped instead of offered. */
export const DESIGN_DRAFT_DAYS = 14;
/** "A moment after each change": typing a name writes once, not once per key. */
export const KEEP_DELAY_MS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

// Opened on first use: a designer without a user to key drafts by never opens the database.
let idb: UseStore | null = null;
const draftStore = () => (idb ??= createStore('ks-designer-drafts', 'documents'));
const keyOf = (p: DraftPlace): [string, string] => [p.user, p.nodeId];

// IndexedDB can be missing or refused (private windows, quota): a kept draft is a convenience, so a
// failure never reaches the designer.
async function quietly<T>(run: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await run();
  } catch {
    return otherwise;
  }
}

export function writeDesignDraft(place: DraftPlace, config: NodeConfig, baseVersion: number, now = Date.now()): Promise<void> {
  const draft: DesignDraft = { config, baseVersion, savedAt: now };
  return quietly(() => set(keyOf(place), draft, draftStore()), undefined);
}

export async function readDesignDraft(place: DraftPlace, now = Date.now(), days = DESIGN_DRAFT_DAYS): Promise<DesignDraft | null> {
  const draft = await quietly(() => get<DesignDraft>(keyOf(place), draftStore()), undefined);
  if (!draft || typeof draft !== 'object' || typeof draft.savedAt !== 'number' || typeof draft.baseVersion !== 'number' || !draft.config) return null;
  if (now - draft.savedAt > days * DAY_MS) {
    await deleteDesignDraft(place);
    return null;
  }
  return draft;
}

export const deleteDesignDraft = (place: DraftPlace): Promise<void> => quietly(() => del(keyOf(place), draftStore()), undefined);

/** Logout: every kept document of the user goes. */
export async function clearDesignDrafts(user: string): Promise<void> {
  const all = await quietly(() => keys<IDBValidKey>(draftStore()), []);
  const own = all.filter((k) => Array.isArray(k) && k[0] === user);
  if (own.length) await quietly(() => delMany(own, draftStore()), undefined);
}

/**
 * Whether a kept document is newer than what the server holds: made over the version still
 * stored, or (someone saved since) written after that save. An older one is not offered.
 */
export function draftIsNewer(draft: DesignDraft, stored: StoredStamp): boolean {
  if (draft.baseVersion === stored.version) return true;
  const saved = Date.parse(stored.updatedAt);
  return Number.isFinite(saved) && draft.savedAt > saved;
}

export interface Keeper {
  /** writes (or deletes) now what a pending change would have */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the store's document a moment after each change: written while it has unsaved edits,
 * deleted once it has none (a save, an undo back to the saved one, 放弃).
 */
export function keepDesignDocument(store: DesignerStore, place: DraftPlace, delayMs = KEEP_DELAY_MS): Keeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = { config: store.getState().config, dirty: store.isDirty(), version: store.getState().version };
  const sync = () => {
    timer = null;
    const { config, version } = store.getState();
    return store.isDirty() ? writeDesignDraft(place, config, version) : deleteDesignDraft(place);
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void sync(), delayMs);
  };
  const unsubscribe = store.subscribe(() => {
    const now = { config: store.getState().config, dirty: store.isDirty(), version: store.getState().version };
    // A selection change is no change of the document.
    if (now.config === last.config && now.dirty === last.dirty && now.version === last.version) return;
    last = now;
    schedule();
  });
  // Edits made before keeping started (while the kept one was being read) are kept too.
  if (last.dirty) schedule();
  return {
    flush: () => {
      if (!timer) return Promise.resolve();
      clearTimeout(timer);
      return sync();
    },
    stop: () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
