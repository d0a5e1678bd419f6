import { useEffect, useRef } from 'react';

/**
 * Calls `onReached` when the returned element (a sentinel under the last card) comes into view,
 * while `enabled`. The observer is renewed when `renewKey` changes (a page arrived), because a
 * sentinel still in view after a short page would otherwise never report again.
 */
export function useBottomReached<T extends Element>(onReached: () => void, enabled: boolean, renewKey: unknown) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  }, [onReached]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, renewKey]);
  return ref;
}
