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
 * A big form also gives chunks back (`sweep`, issue 18 §4): a user scrolling through 1000 fields
 * would otherwise end with every field's model and components alive (2.6× the heap of plain
 * inputs). A mounted chunk more than RECYCLE_SCREENS screens from the viewport returns to its
 * placeholder, at its measured height so nothing below it moves, and its fields' models are
 * destroyed keeping their values (`field.destroy(false)`); coming near again mounts it from the
 * schema as the first time. Only chunks whose fields' state is all derivable from form.values are
 * given back (`recyclable`, planned by DynamicForm: plain field types, no conditional rules, no
 * options loaded from the server), and never one holding the focus, a message (error or warning),
 * a running validation, or an emptied value whose initial value a new model would take back.
 *
 * Without IntersectionObserver (jsdom, old browsers) everything mounts at once.
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { isField, type Form, type GeneralField, type Field } from '@formily/core';
import { isEmptyValue } from '../../../schemas/form-rules';

const isDataField = (field: GeneralField): field is Field => isField(field);

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
/**
 * A mounted chunk this many screens above or below the viewport is given back in a big form. More
 * than the two screens at which a placeholder mounts its chunk, so a chunk at the edge does not
 * mount and unmount in turn.
 */
export const RECYCLE_SCREENS = 3;
/** How often far chunks are looked for while the page scrolls (ms). */
const SWEEP_DELAY = 200;

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
  /**
   * the addresses of its field models, when every one of them may be destroyed and made again from
   * the schema without losing anything but the model (see the file comment); absent: kept
   */
  recyclable?: readonly string[];
}

/** Whether a field model holds something a new model made from the schema would not have. */
function holdsState(form: Form, address: string): boolean {
  const field = form.fields[address];
  if (!field) return false;
  if (!isDataField(field)) return true;
  if (field.validating || field.selfErrors.length || field.selfWarnings.length) return true;
  // A new model takes the initial value back into an empty value (as linkage.ts clearField knows).
  return isEmptyValue(field.value) && !isEmptyValue(form.getInitialValuesIn(field.path));
}

export class MountScheduler {
  /** chunk ids in display order */
  private readonly order: string[] = [];
  private readonly heights = new Map<string, number>();
  private readonly materializers = new Map<string, (form: Form) => void>();
  private readonly recyclable = new Map<string, readonly string[]>();
  /** the height a chunk had when it was given back: its placeholder keeps it */
  private readonly measured = new Map<string, number>();
  /** the first-element marker of each mounted chunk that may be given back */
  private readonly markers = new Map<string, Element>();
  private form: Form | null = null;
  private sweepTimer: ReturnType<typeof setTimeout> | null = null;
  // At most one sweep per SWEEP_DELAY while scrolling, and one after the last scroll.
  private readonly onScroll = () => {
    if (this.sweepTimer !== null) return;
    this.sweepTimer = setTimeout(() => {
      this.sweepTimer = null;
      this.sweep();
    }, SWEEP_DELAY);
  };
  private scrollListening = false;
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
    for (const { id, height, materialize, fields, recyclable } of chunks) {
      this.order.push(id);
      if (recyclable) this.recyclable.set(id, recyclable);
      this.fieldCount += fields ?? 1;
      this.heights.set(id, height);
      if (materialize) this.materializers.set(id, materialize);
      if (!this.progressive || filled < screen) this.mounted.add(id);
      filled += height;
    }
  }

  isMounted = (id: string): boolean => !this.progressive || this.mounted.has(id) || !this.heights.has(id);

  estimatedHeight = (id: string): number => this.heights.get(id) ?? ROW_HEIGHT;

  /** The height chunk `id` had on screen when it was given back (undefined: never given back). */
  measuredHeight = (id: string): number | undefined => this.measured.get(id);

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
      // A chunk that may be given back needs its models made again after that; the others keep theirs.
      if (!this.recyclable.has(id)) this.materializers.delete(id);
    }
  }

  /** The form whose models recycled chunks destroy (set once the form exists). */
  attach(form: Form): void {
    this.form = form;
  }

  /** Whether this form gives far chunks back at all: a big form in a browser. */
  get recycles(): boolean {
    return this.progressive && this.fieldCount > IDLE_MOUNT_MAX_FIELDS && this.recyclable.size > 0;
  }

  /**
   * A mounted chunk that may be given back shows `marker` (an empty element rendered before its
   * fields, which are the marker's next siblings up to the next marker or placeholder).
   */
  track(id: string, marker: Element): () => void {
    if (!this.recycles || !this.recyclable.has(id)) return () => undefined;
    this.markers.set(id, marker);
    if (!this.scrollListening && typeof document !== 'undefined') {
      // capture: the scroll of any container the form sits in, not only the window's
      document.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
      this.scrollListening = true;
    }
    return () => {
      if (this.markers.get(id) === marker) this.markers.delete(id);
    };
  }

  /**
   * Gives back every mounted chunk more than RECYCLE_SCREENS screens from the viewport that holds
   * nothing a new model would lose (file comment). Runs while and after the page scrolls.
   */
  sweep(): void {
    const form = this.form;
    if (!form || !this.recycles) return;
    const screen = window.innerHeight;
    const focused = document.activeElement;
    for (const [id, marker] of [...this.markers]) {
      if (!this.mounted.has(id) || !marker.isConnected) continue;
      const box = chunkBox(marker);
      if (!box) continue;
      if (box.bottom > -RECYCLE_SCREENS * screen && box.top < (1 + RECYCLE_SCREENS) * screen) continue;
      if (box.elements.some((el) => focused && el.contains(focused))) continue;
      const addresses = this.recyclable.get(id)!;
      if (addresses.some((a) => holdsState(form, a))) continue;
      this.unmount(id, box.bottom - box.top, addresses);
    }
  }

  /** Returns chunk `id` to a placeholder of `height` px and then destroys its models, keeping values. */
  private unmount(id: string, height: number, addresses: readonly string[]): void {
    const form = this.form!;
    this.mounted.delete(id);
    this.markers.delete(id);
    this.measured.set(id, height);
    for (const listener of this.listeners.get(id) ?? []) listener();
    // After React has unmounted the fields (their <Field> marks the model unmounted); a chunk
    // mounted again meanwhile took the same models over, which stay.
    setTimeout(() => {
      if (this.mounted.has(id)) return;
      for (const address of addresses) {
        const field = form.fields[address];
        if (field && !field.mounted) field.destroy(false);
      }
    }, 0);
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
    if (this.sweepTimer !== null) clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
    if (this.scrollListening) document.removeEventListener('scroll', this.onScroll, { capture: true });
    this.scrollListening = false;
    this.markers.clear();
    this.started = false;
    this.observer?.disconnect();
    this.observer = null;
    this.elements.clear();
  }
}

/**
 * Where a mounted chunk's fields are on screen: the elements from after `marker` to the next
 * marker or placeholder (fields sit straight in the section grid, with no wrapper of their own),
 * from the top of the first to the bottom of the lowest, with its bottom margin. Null when none
 * has a box (every field hidden).
 */
function chunkBox(marker: Element): { top: number; bottom: number; elements: Element[] } | null {
  const elements: Element[] = [];
  for (let el = marker.nextElementSibling; el && !el.matches('.ks-form-chunk-start, .ks-form-placeholder'); el = el.nextElementSibling) elements.push(el);
  let top = Infinity;
  let bottom = -Infinity;
  let lowest: Element | null = null;
  for (const el of elements) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    top = Math.min(top, r.top);
    if (r.bottom > bottom) [bottom, lowest] = [r.bottom, el];
  }
  if (!lowest) return null;
  return { top, bottom: bottom + (parseFloat(getComputedStyle(lowest).marginBottom) || 0), elements };
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

/** A ref for the marker before a mounted chunk's fields, so the chunk may be given back when far. */
export function useChunkMarkerRef(id: string, active: boolean) {
  const scheduler = useContext(MountSchedulerContext);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!active || !scheduler || !ref.current) return;
    return scheduler.track(id, ref.current);
  }, [scheduler, id, active]);
  return ref;
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
