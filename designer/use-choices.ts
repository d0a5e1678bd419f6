import { useCallback, useEffect, useMemo, useState } from 'react';

/** Choices a picker reads from the server: null while loading, the reason when the call failed. */
export interface RemoteChoices<T> {
  items: readonly T[] | null;
  error: string | null;
  retry: () => void;
}

/**
 * Loads a picker's choices once (again on retry). `load` must keep its identity between renders
 * (a useCallback over the api), or every render would ask again. `failure` is shown when the
 * error carries no message of its own.
 */
export function useRemoteChoices<T>(load: () => Promise<readonly T[]>, failure: string): RemoteChoices<T> {
  const [items, setItems] = useState<readonly T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setItems(null);
    setError(null);
    load().then(
      (list) => live && setItems(list),
      (e: unknown) => live && setError(e instanceof Error && e.message ? e.message : failure),
    );
    return () => {
      live = false;
    };
  }, [load, failure, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => ({ items, error, retry }), [items, error, retry]);
}
