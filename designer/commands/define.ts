import type { Draft } from 'immer';
import type { DesignerState } from '../store/types';

/**
 * One editing command (excalidraw's action pattern): a key, a Chinese label for the history
 * tooltips, whether it enters the undo history, and a change made on an immer draft.
 */
export interface Command<A> {
  /** the file name, e.g. 'add-field' */
  id: string;
  label: string;
  /** 'record': undoable; 'ignore': UI state only (it must not touch `config`) */
  history: 'record' | 'ignore';
  /** runs with the same key in a row are one undo step (typing into one input) */
  mergeKey?: (args: A) => string;
  apply(draft: Draft<DesignerState>, args: A): void;
}

/** Declares a command; typed helper, no registration side effects. */
export function defineCommand<A>(command: Command<A>): Command<A> {
  return command;
}
