import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicGet, publicPost } from './public-client';
import { REQUEST_FAILED } from './outcome';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('public calls (the portal, without axios)', () => {
  it('resolves to the envelope data and sends no token; a POST carries its JSON body', async () => {
    const fetch = vi.fn(() => answer(200, { code: 200, message: 'ok', data: { total: 3 } }));
    vi.stubGlobal('fetch', fetch);
    await expect(publicPost('/ks/index-page/trade-info/all', { curPage: 1 })).resolves.toEqual({ total: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ks/index-page/trade-info/all');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"curPage":1}');
    expect(JSON.stringify(init.headers ?? {})).not.toMatch(/Authorization/i);
  });

  it("rejects with the server's Chinese message, the catalogue's words when there is none", async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(429, { code: 429, message: '访问过于频繁，请稍后再试', data: null })));
    await expect(publicGet('/ks/index-page/subject-info/scroll')).rejects.toThrow('访问过于频繁，请稍后再试');
    vi.stubGlobal('fetch', vi.fn(() => answer(500, 'not json')));
    await expect(publicGet('/ks/index-page/subject-info/scroll')).rejects.toThrow(REQUEST_FAILED);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(publicGet('/ks/index-page/subject-info/scroll')).rejects.toThrow(REQUEST_FAILED);
  });
});
