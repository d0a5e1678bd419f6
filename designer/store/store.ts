import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import type { Command } from '../commands/define';
import { History } from './history';
import type { DesignerState, NodeConfig, Selection } from './types';

enablePatches();

/** Patches of the document only: selection and version are UI state, never undone. */
const onDocument = (patches: Patch[]) => patches.filter((p) => p.path[0] === 'config');

export interface DesignerStore {
  getState(): DesignerState;
  subscribe(listener: () => void): () => void;
  /** Runs a command; false when it changed nothing. */
  run<A>(command: Command<A>, args: A): boolean;
  /** Runs several commands as one undo step. */
  batch(label: string, fn: () => void): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Closes the current undo step (the next edit starts a new one). */
  mark(): void;
  /** Labels of the next undo / redo (for tooltips). */
  labels(): { undo?: string; redo?: string };
  /** Unsaved changes since the last `markSaved` / `load`. */
  isDirty(): boolean;
  /** After a save: the new server version; the current document is the saved one. */
  markSaved(version: number): void;
  /** Replaces the whole document (reload from the server, rollback): history starts afresh. */
  load(config: NodeConfig, version: number, title?: string): void;
}

/** The store of one node config being edited: immer state, command runner, patch history. */
export function createDesignerStore(initial: DesignerState): DesignerStore {
  let state = initial;
  const history = new History();
  const listeners = new Set<() => void>();
  let savedHead = 0;
  const emit = () => listeners.forEach((l) => l());

  const setSelection = (selection: Selection) => {
    if (state.selection !== selection) state = { ...state, selection };
  };

  const store: DesignerStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(command, args) {
      const before = state;
      const [next, patches, inverse] = produceWithPatches(state, (draft) => command.apply(draft, args));
      if (next === before) return false;
      state = next;
      const docPatches = onDocument(patches);
      if (command.history === 'record' && docPatches.length) {
        history.record(
          { patches: docPatches, inverse: onDocument(inverse) },
          { label: command.label, mergeKey: command.mergeKey?.(args), selectionBefore: before.selection, selectionAfter: next.selection },
        );
      } else if (command.history === 'ignore' && docPatches.length) {
        throw new Error(`command ${command.id} is not recorded but changed the document`);
      }
      emit();
      return true;
    },
    batch(label, fn) {
      history.beginBatch(label, state.selection);
      try {
        fn();
      } finally {
        history.endBatch();
      }
      emit();
    },
    undo() {
      const step = history.undo();
      if (!step) return false;
      state = applyPatches(state, step.inverse);
      setSelection(step.selectionBefore);
      emit();
      return true;
    },
    redo() {
      const step = history.redo();
      if (!step) return false;
      state = applyPatches(state, step.patches);
      setSelection(step.selectionAfter);
      emit();
      return true;
    },
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
    mark: () => history.mark(),
    labels: () => history.labels(),
    isDirty: () => history.headId() !== savedHead,
    markSaved(version) {
      history.mark();
      savedHead = history.headId();
      state = { ...state, version };
      emit();
    },
    load(config, version, title) {
      history.clear();
      savedHead = 0;
      state = { ...state, config, version, title: title ?? state.title, selection: null };
      emit();
    },
  };
  return store;
}
