import { useEffect, useState } from 'react';

/** What a public call answered: loading, the data, or the words of a failure. */
export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

/** Loads `load` again whenever `key` changes; a late answer of an earlier key is dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, loading: true, error: null });
  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => alive && setState({ data, loading: false, error: null }),
      (e: unknown) => alive && setState({ data: null, loading: false, error: e instanceof Error && e.message ? e.message : '加载失败，请稍后重试' }),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key]);
  return state;
}
