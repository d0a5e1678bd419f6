/**
 * The designer's unsaved document kept in this browser (issue 47 acceptance 2): a reload, a closed
 * tab or an ended session loses no design work. Kept on the designer's shelf of the one drafts
 * module (runtime/core/drafts.ts: IndexedDB `ks-designer-drafts`, store `documents`), keyed by user
 * and node, expired after the deployment's DRAFT_DAYS like the forms' drafts, cleared by the logout
 * with them; nothing here calls the server. docs/designer.md "未保存的设计".
 */
import { draftShelf, keptIsNewer } from '../../runtime/core/drafts';
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

/** "A moment after each change": typing a name writes once, not once per key. */
export const KEEP_DELAY_MS = 400;

const documents = draftShelf<DesignDraft>('designer', (d): d is DesignDraft => typeof (d as DesignDraft).baseVersion === 'number' && !!(d as DesignDraft).config);
const keyOf = (p: DraftPlace): [string, string] => [p.user, p.nodeId];

export function writeDesignDraft(place: DraftPlace, config: NodeConfig, baseVersion: number, now = Date.now()): Promise<void> {
  return documents.write(keyOf(place), { config, baseVersion, savedAt: now });
}

/** The kept document, or null; one older than `days` (the deployment's DRAFT_DAYS) is dropped instead. */
export const readDesignDraft = (place: DraftPlace, now = Date.now(), days?: number): Promise<DesignDraft | null> => documents.read(keyOf(place), now, days);

export const deleteDesignDraft = (place: DraftPlace): Promise<void> => documents.remove(keyOf(place));

/** Every kept document of the user (the logout clears every kind of draft: clearAllDrafts). */
export const clearDesignDrafts = (user: string): Promise<void> => documents.clearUser(user);

/**
 * Whether a kept document is newer than what the server holds: made over the version still
 * stored, or (someone saved since) written after that save. An older one is not offered.
 */
export const draftIsNewer = (draft: DesignDraft, stored: StoredStamp): boolean => keptIsNewer(draft, stored);

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
