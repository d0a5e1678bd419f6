/**
 * Progressive mounting of a big form (docs/performance.md "## Forms"): a form's fields are cut
 * into chunks (a section's fields, at most CHUNK_FIELDS per chunk). The chunks that fill the first
 * screen mount with the form; a chunk nearing the viewport (IntersectionObserver, two screens of
 * margin) mounts then. In a form of at most IDLE_MOUNT_MAX_FIELDS fields the others mount in idle
 * time, one chunk per idle callback, so every field is soon mounted without one long block; a
 * bigger form mounts only what nears the viewport (or the keyboard focus, `focusMoved`): each
 * mounted field costs a Formily model of ~45 KB, and mounting hundreds nobody looks at tripled the
 * page's heap against plain inputs (docs/performance.md "## Forms"). Formily creates a field's model only when its chunk
 * mounts: an unmounted field is a value in form.values and nothing else (linkage sets values
 * directly, linkage.ts clearField). A form-wide validation first creates the models of unmounted
 * fields from their schema (`materializeUnmounted`, the same props the chunk would mount them
 * with), so every rule runs on every field; a failed one then mounts everything, so each message
 * is on screen.
 *
 * Without IntersectionObserver (jsdom, old browsers) everything mounts at once.
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Form } from '@formily/core';

/** Fields per chunk: about one screen of two-column rows, so an idle callback stays short. */
export const CHUNK_FIELDS = 16;
/**
 * Forms with more fields than this do not mount the rest in idle time (only near the viewport or
 * the focus): below it, everything mounted soon costs little and keeps the browser's find-in-page
 * and the like seeing every field.
 */
export const IDLE_MOUNT_MAX_FIELDS = 100;
/** Estimated height of one row of fields (label, input, feedback line) in px. */
export const ROW_HEIGHT = 82;
/** Estimated height of a section card's title and padding in px. */
export const SECTION_CHROME = 60;

type Listener = () => void;

interface IdleApi {
  request: (cb: () => void) => number;
  cancel: (id: number) => void;
}

/** requestIdleCallback with a deadline (so a busy page still progresses), else a short timeout. */
function idleApi(): IdleApi {
  // The functions are taken now: a page (or test) replacing the globals later leaves this form alone.
  if (typeof requestIdleCallback === 'function') {
    const [request, cancel] = [requestIdleCallback, cancelIdleCallback];
    return { request: (cb) => request(cb, { timeout: 300 }), cancel: (id) => cancel?.(id) };
  }
  const [request, cancel] = [setTimeout, clearTimeout];
  return { request: (cb) => request(cb, 16) as unknown as number, cancel: (id) => cancel(id) };
}

/** A chunk as planned: its id, estimated height and how to create its fields' models unmounted. */
export interface PlannedChunk {
  id: string;
  height: number;
  /** how many fields it holds (counted against IDLE_MOUNT_MAX_FIELDS; 1 when absent) */
  fields?: number;
  materialize?: (form: Form) => void;
}

export class MountScheduler {
  /** chunk ids in display order */
  private readonly order: string[] = [];
  private readonly heights = new Map<string, number>();
  private readonly materializers = new Map<string, (form: Form) => void>();
  private readonly mounted = new Set<string>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly elements = new Map<Element, string>();
  private observer: IntersectionObserver | null = null;
  private idle: IdleApi | null = null;
  private idleHandle: number | null = null;
  private started = false;
  private fieldCount = 0;
  /** false when the browser cannot tell what is near the viewport: everything mounts at once */
  readonly progressive: boolean;

  constructor(progressive = typeof IntersectionObserver === 'function') {
    this.progressive = progressive;
  }

  /**
   * Declares the chunks in display order with their estimated heights (before the first render).
   * Chunks mount eagerly until their estimated heights fill `screen` px.
   */
  plan(chunks: readonly PlannedChunk[], screen: number): void {
    let filled = 0;
    for (const { id, height, materialize, fields } of chunks) {
      this.order.push(id);
      this.fieldCount += fields ?? 1;
      this.heights.set(id, height);
      if (materialize) this.materializers.set(id, materialize);
      if (!this.progressive || filled < screen) this.mounted.add(id);
      filled += height;
    }
  }

  isMounted = (id: string): boolean => !this.progressive || this.mounted.has(id) || !this.heights.has(id);

  estimatedHeight = (id: string): number => this.heights.get(id) ?? ROW_HEIGHT;

  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  get done(): boolean {
    return this.order.every((id) => this.mounted.has(id));
  }

  mount(id: string): void {
    if (this.mounted.has(id)) return;
    this.mounted.add(id);
    for (const listener of this.listeners.get(id) ?? []) listener();
  }

  /**
   * Creates the Formily models of every field not mounted yet, so the form-wide validation that
   * follows (called from onFormValidateStart) sees them. Synchronous and without React: a model
   * made here is the one the chunk's <Field> takes over when it mounts (form.createField returns
   * an existing field).
   */
  materializeUnmounted(form: Form): void {
    for (const id of this.order) {
      if (this.isMounted(id)) continue;
      this.materializers.get(id)?.(form);
      this.materializers.delete(id);
    }
  }

  /** Mounts every chunk (e.g. after a failed validation, so every message shows). */
  mountAll(): void {
    this.stopIdle();
    for (const id of this.order) this.mount(id);
  }

  /** Watches a placeholder: its chunk mounts when it comes within two screens of the viewport. */
  watch(el: Element, id: string): () => void {
    if (!this.progressive) return () => undefined;
    this.observer ??= new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const chunk = this.elements.get(e.target);
          if (e.isIntersecting && chunk) this.mount(chunk);
        }
      },
      { rootMargin: '200% 0px 200% 0px' },
    );
    this.elements.set(el, id);
    this.observer.observe(el);
    return () => {
      this.elements.delete(el);
      this.observer?.unobserve(el);
    };
  }

  /**
   * Focus moved to `target` (a field, by keyboard or pointer): the nearest unmounted chunk after it
   * and the nearest before it mount now, so Tab / Shift+Tab from the last mounted field reaches
   * the next field instead of jumping over the placeholder, without waiting for the
   * IntersectionObserver.
   */
  focusMoved(target: Element): void {
    let after: { el: Element; index: number } | null = null;
    let before: { el: Element; index: number } | null = null;
    for (const [el, id] of this.elements) {
      if (this.mounted.has(id)) continue;
      const index = this.order.indexOf(id);
      const position = target.compareDocumentPosition(el);
      if (position & Node.DOCUMENT_POSITION_FOLLOWING) {
        if (!after || index < after.index) after = { el, index };
      } else if (position & Node.DOCUMENT_POSITION_PRECEDING) {
        if (!before || index > before.index) before = { el, index };
      }
    }
    if (after) this.mount(this.order[after.index]);
    if (before) this.mount(this.order[before.index]);
  }

  /**
   * Starts mounting the remaining chunks in idle time, first to last — only in a form of at most
   * IDLE_MOUNT_MAX_FIELDS fields (see the file comment).
   */
  start(): void {
    if (!this.progressive || this.started || this.fieldCount > IDLE_MOUNT_MAX_FIELDS) return;
    this.started = true;
    this.idle = idleApi();
    this.next();
  }

  private next(): void {
    const id = this.order.find((c) => !this.mounted.has(c));
    if (!id || !this.idle) return void (this.idleHandle = null);
    this.idleHandle = this.idle.request(() => {
      this.idleHandle = null;
      this.mount(id);
      this.next();
    });
  }

  private stopIdle(): void {
    if (this.idleHandle !== null) this.idle?.cancel(this.idleHandle);
    this.idleHandle = null;
  }

  dispose(): void {
    this.stopIdle();
    this.started = false;
    this.observer?.disconnect();
    this.observer = null;
    this.elements.clear();
  }
}

/** The scheduler of the enclosing DynamicForm; null (a host rendering sections alone): mount all. */
export const MountSchedulerContext = createContext<MountScheduler | null>(null);

/** Whether chunk `id` is mounted, re-rendering its owner when that changes. */
export function useChunkMounted(id: string): boolean {
  const scheduler = useContext(MountSchedulerContext);
  return useSyncExternalStore(
    (cb) => scheduler?.subscribe(id, cb) ?? (() => undefined),
    () => scheduler?.isMounted(id) ?? true,
    () => true,
  );
}

/** Whether every chunk of `ids` is mounted (a section whose card may skip rendering off screen). */
export function useChunksMounted(ids: readonly string[]): boolean {
  const scheduler = useContext(MountSchedulerContext);
  return useSyncExternalStore(
    (cb) => {
      const offs = ids.map((id) => scheduler?.subscribe(id, cb) ?? (() => undefined));
      return () => offs.forEach((off) => off());
    },
    () => !scheduler || ids.every((id) => scheduler.isMounted(id)),
    () => true,
  );
}

/** A ref for a placeholder element that mounts chunk `id` as it nears the viewport. */
export function usePlaceholderRef(id: string, active: boolean) {
  const scheduler = useContext(MountSchedulerContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active || !scheduler || !ref.current) return;
    return scheduler.watch(ref.current, id);
  }, [scheduler, id, active]);
  return ref;
}
