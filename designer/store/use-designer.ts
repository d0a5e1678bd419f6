import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DesignerStore } from './store';
import type { DesignerState } from './types';

export const DesignerStoreContext = createContext<DesignerStore | null>(null);

/** The store of the designer this component is in. */
export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerStoreContext);
  if (!store) throw new Error('DesignerStoreContext is missing above this designer component');
  return store;
}

/** A slice of the designer state; re-renders when the slice changes (by reference). */
export function useDesignerState<T>(select: (s: DesignerState) => T): T {
  const store = useDesignerStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
