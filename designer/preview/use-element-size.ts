import { useEffect, useState, type RefObject } from 'react';

/** The content size of an element, followed with a ResizeObserver (jsdom: the fallback). */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback = { width: 640, height: 0 }) {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
