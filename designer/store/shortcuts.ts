import { useEffect } from 'react';
import type { DesignerStore } from './store';

/** HTML input types that take no typing, so Ctrl+Z there is the designer's. */
const CLICKED_INPUTS = new Set(['checkbox', 'radio', 'button']);

/** Where the browser's (or Monaco's) own undo belongs: text being typed. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('.monaco-editor')) return true;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !CLICKED_INPUTS.has(target.type);
}

/** Which history action a key press asks for: Ctrl/Cmd+Z undo; Ctrl/Cmd+Shift+Z or Ctrl+Y redo. */
export function historyKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/**
 * Undo / redo shortcuts for the whole designer page. Inside a text input or the JSON editor the
 * keys keep their own meaning (undoing the typing itself).
 */
export function useHistoryShortcuts(store: DesignerStore, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action || ownsUndo(e.target)) return;
      e.preventDefault();
      if (action === 'undo') store.undo();
      else store.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, enabled]);
}
