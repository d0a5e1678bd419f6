import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, watchPreloadErrors, withChunkTimeout } from './chunk-load';

describe('chunk-load errors', () => {
  afterEach(() => vi.useRealTimers());

  it('recognises what browsers and Vite say when a chunk fails, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/UserCenterPage-abc.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/DynamicListPage-abc.css',
      'Loading chunk 42 failed.',
    ]) {
      expect(isChunkLoadError(new Error(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('recognises an error Vite announced with vite:preloadError, whatever its text', () => {
    const target = new EventTarget();
    watchPreloadErrors(target as unknown as Window);
    const error = new Error('some other wording');
    expect(isChunkLoadError(error)).toBe(false);
    target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('a chunk that has not arrived after 120000 ms fails as a chunk error', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load().then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time, and its failure, through unchanged', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))()).resolves.toEqual({ default: 1 });
    const failure = new Error('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
