import { useCallback, useRef } from 'react';

/**
 * Leading-edge throttle: the first call runs, calls within `ms` after it are dropped
 * (the picker's search/reset buttons, spec 002 §9: once per 1000 ms).
 */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      latest.current(...args);
    },
    [ms],
  );
}
