import { useEffect, useState } from 'react';

/** Loads what `load` answers for the current filters; null while loading or after a failure (the API client has shown it). */
export function useStats<F, T>(filters: F, load: (f: F) => Promise<T>): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    load(filters).then(
      (d) => live && setData(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [filters, load]);
  return data;
}
