import type { Patch } from 'immer';
import type { Selection } from './types';

/** One recorded change: immer patches and their inverse. */
export interface Diff {
  patches: Patch[];
  inverse: Patch[];
}

/**
 * The changes between two marks: what one undo takes back. Consecutive edits of the same input
 * (same `mergeKey`) join the open step, so typing a name is one undo, not one per keystroke.
 */
export interface Step extends Diff {
  id: number;
  label: string;
  mergeKey?: string;
  /** selection to restore with undo / redo, so the user sees what changed */
  selectionBefore: Selection;
  selectionAfter: Selection;
}

export interface RecordMeta {
  label: string;
  mergeKey?: string;
  selectionBefore: Selection;
  selectionAfter: Selection;
}

/** Upper bound of remembered steps; the oldest are dropped first. */
export const HISTORY_LIMIT = 200;

/**
 * Undo/redo stacks of patch steps, after tldraw's HistoryManager: changes are recorded between
 * marks, undo replays the inverse patches of everything since the last mark. A new change after
 * an undo drops the redo stack (the branch is gone, as in every editor people know).
 */
export class History {
  private undos: Step[] = [];
  private redos: Step[] = [];
  /** the top step may still absorb changes (same mergeKey, or an open batch) */
  private open = false;
  private batch: Step | null = null;
  private nextId = 1;

  /** Adds a change: to the open batch, to the top step when it merges, else as a new step. */
  record(diff: Diff, meta: RecordMeta): void {
    this.redos = [];
    if (this.batch) {
      this.append(this.batch, diff, meta.selectionAfter);
      return;
    }
    const top = this.undos.at(-1);
    if (this.open && top && meta.mergeKey !== undefined && top.mergeKey === meta.mergeKey) {
      this.append(top, diff, meta.selectionAfter);
      return;
    }
    this.undos.push({ id: this.nextId++, ...meta, patches: [...diff.patches], inverse: [...diff.inverse] });
    if (this.undos.length > HISTORY_LIMIT) this.undos.shift();
    this.open = meta.mergeKey !== undefined;
  }

  private append(step: Step, diff: Diff, selectionAfter: Selection): void {
    step.patches = [...step.patches, ...diff.patches];
    step.inverse = [...diff.inverse, ...step.inverse];
    step.selectionAfter = selectionAfter;
  }

  /** Closes the top step: the next change starts a new one (on blur, after a save, …). */
  mark(): void {
    this.open = false;
  }

  /** Starts a step that takes every change until `endBatch` (one drag = one undo). */
  beginBatch(label: string, selection: Selection): void {
    if (this.batch) return;
    this.batch = { id: this.nextId++, label, patches: [], inverse: [], selectionBefore: selection, selectionAfter: selection };
  }

  endBatch(): void {
    const step = this.batch;
    this.batch = null;
    if (!step || !step.patches.length) return;
    this.undos.push(step);
    if (this.undos.length > HISTORY_LIMIT) this.undos.shift();
    this.open = false;
  }

  /** Takes the top step off the undo stack (the caller applies `inverse`). */
  undo(): Step | undefined {
    this.open = false;
    const step = this.undos.pop();
    if (step) this.redos.push(step);
    return step;
  }

  /** Takes the top step off the redo stack (the caller applies `patches`). */
  redo(): Step | undefined {
    this.open = false;
    const step = this.redos.pop();
    if (step) this.undos.push(step);
    return step;
  }

  canUndo(): boolean {
    return this.undos.length > 0;
  }
  canRedo(): boolean {
    return this.redos.length > 0;
  }
  /** Id of the newest applied step (0: none); compared with the saved one to know "unsaved". */
  headId(): number {
    return this.undos.at(-1)?.id ?? 0;
  }
  /** Labels of the undo stack, newest last (the UI's tooltips). */
  labels(): { undo?: string; redo?: string } {
    return { undo: this.undos.at(-1)?.label, redo: this.redos.at(-1)?.label };
  }

  clear(): void {
    this.undos = [];
    this.redos = [];
    this.open = false;
    this.batch = null;
  }
}
