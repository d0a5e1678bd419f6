import { describe, expect, it } from 'vitest';
import urls from '../fixtures/security/urls.json';
import { isAllowedUrl, looksLikeUrl, refusedUrlPath } from './url-policy';

// Addresses a stored record could hold to run script or leave the platform's files, and good ones.
const { hostile: HOSTILE_URLS, allowed: ALLOWED_URLS } = urls;

describe('the URL policy', () => {
  it.each(HOSTILE_URLS)('refuses %j for src and href', (url) => {
    expect(isAllowedUrl(url, 'resource')).toBe(false);
    expect(isAllowedUrl(url, 'link')).toBe(false);
  });

  it('refuses the empty string (no address is no link)', () => expect(isAllowedUrl('')).toBe(false));

  it.each(ALLOWED_URLS)('allows %j', (url) => {
    expect(isAllowedUrl(url, 'resource')).toBe(true);
    expect(isAllowedUrl(url, 'link')).toBe(true);
  });

  it('allows mailto: and tel: only where a link opens them', () => {
    expect(isAllowedUrl('mailto:a@b.cn', 'link')).toBe(true);
    expect(isAllowedUrl('tel:12345', 'link')).toBe(true);
    expect(isAllowedUrl('tel:12345', 'resource')).toBe(false);
    expect(isAllowedUrl('mailto:a@b.cn', 'resource')).toBe(false);
  });

  it('tells an address from text the way a browser would read it', () => {
    for (const text of ['javascript:x', '\tjava\nscript:x', 'java\r\tscript:x', ' \u0001JAVASCRIPT:x', '/x', '\\x', 'https://a.cn']) expect(looksLikeUrl(text)).toBe(true);
    for (const text of ['查看详情', '&#106;avascript:x', 'a b', '2026-01-01']) expect(looksLikeUrl(text)).toBe(false);
  });
});

describe('URLs in record data', () => {
  const keys = new Map([
    ['fj', 'resource' as const],
    ['wz', 'link' as const],
  ]);

  it('finds a refused url in a file object at any depth and names its path', () => {
    expect(refusedUrlPath({ fileList: [{ url: '/files/a.pdf' }, { url: 'javascript:alert(1)', fileName: 'x.pdf' }] }, keys)).toBe('fileList[1].url');
    expect(refusedUrlPath({ a: { b: [{ c: { url: 'data:text/html,x' } }] } }, keys)).toBe('a.b[0].c.url');
    expect(refusedUrlPath({ url: ' javascript:x' }, keys)).toBe('url');
  });

  it('holds preview/download keys to the policy whatever they look like, link keys only when they are addresses', () => {
    expect(refusedUrlPath({ fj: 'sgtz.pdf' }, keys)).toBe('fj');
    expect(refusedUrlPath({ fj: ['/files/a.pdf', 'vbscript:x'] }, keys)).toBe('fj[1]');
    expect(refusedUrlPath({ wz: '查看详情' }, keys)).toBeNull();
    expect(refusedUrlPath({ wz: 'JavaScript:alert(1)' }, keys)).toBe('wz');
    expect(refusedUrlPath({ wz: 'https://example.cn' }, keys)).toBeNull();
  });

  it('lets plain text, empty urls and allowed addresses through', () => {
    expect(refusedUrlPath({ bz: 'javascript:alert(1) is text here', fileList: [{ url: '' }], fj: '', other: { href: 'x' } }, keys)).toBeNull();
  });
});
