/**
 * In-page instrumentation of the tree-table case (bench/table-render/tree-run.ts):
 * - mount: from just before React renders to the first painted frame showing body rows;
 * - expand all / collapse all: from the toggle to the first painted frame where the first unit
 *   work (a row two levels down) is on screen / gone again.
 */
export interface TreeBenchState {
  renderStart: number;
  mounted: number;
  total: number;
  expand(): Promise<number>;
  collapse(): Promise<number>;
}

declare global {
  interface Window {
    __treeBench?: TreeBenchState;
  }
}

function afterPaint(cb: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb();
    channel.port2.postMessage(null);
  });
}

/** Resolves with the ms from `trigger` to the painted frame where `done()` first holds. */
function timed(root: HTMLElement, trigger: () => void, done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      afterPaint(() => resolve(performance.now() - start));
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    trigger();
  });
}

/** Installs the marks and renders; `toggle(open)` opens or closes every row as the page's user would. */
export function startTreePage(root: HTMLElement, total: number, firstLeaf: string, toggle: (open: boolean) => void, render: () => void): void {
  const leafShown = () => root.querySelector(`[data-row-key="${firstLeaf}"]`) !== null;
  const state: TreeBenchState = {
    renderStart: performance.now(),
    mounted: -1,
    total,
    expand: () => timed(root, () => toggle(true), leafShown),
    collapse: () => timed(root, () => toggle(false), () => !leafShown()),
  };
  window.__treeBench = state;
  const observer = new MutationObserver(() => {
    if (root.querySelector('[data-row-key]')) {
      observer.disconnect();
      afterPaint(() => (state.mounted = performance.now()));
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  render();
}
