/**
 * Page chunks that fail to arrive. After a redeploy the hashed file names of the old build are
 * gone, so an open tab's next lazy route answers 404; a broken network does the same. The route
 * error element (src/app/RouteError.tsx) tells these apart from bugs with `isChunkLoadError`.
 */

/** Spec 000: a page chunk gets 120000 ms; a dynamic import has no timeout of its own. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not load (the name webpack gives the same failure, so every check agrees). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * What browsers and Vite say when a dynamic import fails: Chromium, Firefox, Safari, Vite's CSS
 * preload helper, and webpack-style chunk messages.
 */
const CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

// Errors Vite announced through `vite:preloadError`: recognised by identity, whatever their text.
const preloadErrors = new WeakSet<object>();

/** True when `error` means a piece of the app's code or CSS could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || preloadErrors.has(error)) return true;
  return CHUNK_MESSAGES.some((re) => re.test(error.message));
}

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite dispatches `vite:preloadError` (with the error as `payload`) when a chunk's CSS or a
 * preloaded dependency fails, then rethrows it from the dynamic import unless the event is
 * cancelled. We do not cancel it: the rethrown error reaches the route's error element, which
 * shows the reload message; remembering it here lets that element recognise it by identity.
 */
export function watchPreloadErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    if (payload instanceof Error) preloadErrors.add(payload);
  });
}

/**
 * `load` with a deadline: a chunk that has not arrived after `ms` rejects with a ChunkLoadError,
 * so a stalled request ends in the reload message instead of an endless spinner.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`页面资源在 ${ms / 1000} 秒内未能加载完成`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
