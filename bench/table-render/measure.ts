/**
 * In-page instrumentation of the table benchmark (method in docs/performance.md "## Table render"):
 * - mount: from just before React renders to the first painted frame showing body rows;
 * - scroll: the virtual body is moved `step` px further at every animation frame (antd's
 *   `scrollTo({ top })`, the same call for both pages) until its last row is on screen; every
 *   frame's duration is the gap between consecutive animation frames.
 */
export interface ScrollFigures {
  frames: number[];
  reachedEnd: boolean;
  durationMs: number;
}

export interface TableBenchState {
  renderStart: number;
  mounted: number;
  /** Set by the page: moves the virtual body to `top` px. */
  scrollTo: (top: number) => void;
  scroll(step: number, lastRowKey: string, maxFrames: number): Promise<ScrollFigures>;
}

declare global {
  interface Window {
    __tableBench?: TableBenchState;
    __tableBenchGo?: () => void;
  }
}

/** Runs `cb` once the frame that follows now has been painted (rAF, then a MessageChannel task). */
function afterPaint(cb: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb();
    channel.port2.postMessage(null);
  });
}

function scroll(step: number, lastRowKey: string, maxFrames: number): Promise<ScrollFigures> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    let top = 0;
    const started = performance.now();
    let last = -1;
    const tick = (t: number) => {
      if (last >= 0) frames.push(t - last);
      last = t;
      const end = document.querySelector(`[data-row-key="${lastRowKey}"]`) !== null;
      if (end || frames.length >= maxFrames) {
        resolve({ frames, reachedEnd: end, durationMs: performance.now() - started });
        return;
      }
      top += step;
      window.__tableBench!.scrollTo(top);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Renders the page with the marks installed. With `?hold` in the address the page waits until
 * `window.__tableBenchGo()` is called, so a profiler started after the load sees the mount alone
 * (profile.ts --mount).
 */
export function startPage(root: HTMLElement, scrollTo: (top: number) => void, render: () => void): void {
  const go = () => {
    instrument(root, scrollTo);
    render();
  };
  if (new URLSearchParams(location.search).has('hold')) window.__tableBenchGo = go;
  else go();
}

/** Installs the marks; call right before rendering into `root`. */
function instrument(root: HTMLElement, scrollTo: (top: number) => void): void {
  const state: TableBenchState = { renderStart: performance.now(), mounted: -1, scrollTo, scroll };
  window.__tableBench = state;
  const observer = new MutationObserver(() => {
    if (root.querySelector('[data-row-key]')) {
      observer.disconnect();
      afterPaint(() => (state.mounted = performance.now()));
    }
  });
  observer.observe(root, { childList: true, subtree: true });
}
