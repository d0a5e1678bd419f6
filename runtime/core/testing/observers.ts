/**
 * A stand-in IntersectionObserver / ResizeObserver that never reports: a form under it mounts
 * progressively as in a browser whose fields have not scrolled into view yet. Tests install it with
 * `vi.stubGlobal('IntersectionObserver', NoopObserver)` (and `vi.unstubAllGlobals()` after).
 */
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
