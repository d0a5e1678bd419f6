import { describe, expect, it } from 'vitest';
import type { MenuItem, SystemSummary } from '../../schemas/system';
import { forgetReturnAddress, keepReturnAddress, keptReturnAddress, nextOf, safeNext, systemFor, withNext } from './deep-link';

const sys = (systemCoding: string): SystemSummary => ({ id: systemCoding, systemName: systemCoding, title: systemCoding, systemCoding, gnCode: systemCoding, levels: 0 });
const menu = (id: string, children: MenuItem[] = []): MenuItem => ({ id, title: id, icon: '', itShows: '是', nodeProperties: '列表', style: '', nodeSetFlag: false, disabled: false, children });

describe('deep links (issue 45 point 7)', () => {
  it('keeps this site\'s own pages and refuses other sites, the login pages and /judge', () => {
    expect(safeNext('/dynamicPage/dynamicIndex?id=credit-record-list')).toBe('/dynamicPage/dynamicIndex?id=credit-record-list');
    expect(safeNext('/userCenter/uCenter')).toBe('/userCenter/uCenter');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/', '/login', '/login?x=1', '/judge', '/judge?next=/a', '', null, undefined, '/a\nb']) {
      expect(safeNext(bad), String(bad)).toBeNull();
    }
    expect(safeNext('/loginx')).toBe('/loginx');
  });

  it('carries the page in ?next= and reads it back', () => {
    const url = withNext('/', '/dynamicPage/dynamicIndex?id=a&b=1');
    expect(url).toBe('/?next=%2FdynamicPage%2FdynamicIndex%3Fid%3Da%26b%3D1');
    expect(nextOf(url.slice(1))).toBe('/dynamicPage/dynamicIndex?id=a&b=1');
    expect(withNext('/', '/judge')).toBe('/');
    expect(nextOf('?next=//evil.example')).toBeNull();
  });

  it('opens a node in the system that holds it; without one, the only system or none', async () => {
    const trees: Record<string, MenuItem[]> = { a: [menu('a-root', [menu('a-leaf')])], b: [menu('b-root', [menu('b-leaf')])] };
    const menusOf = (c: string) => Promise.resolve(trees[c] ?? []);
    expect((await systemFor([sys('a'), sys('b')], 'b-leaf', menusOf))?.systemCoding).toBe('b');
    expect(await systemFor([sys('a'), sys('b')], 'no-such', menusOf)).toBeNull();
    expect(await systemFor([sys('a'), sys('b')], null, menusOf)).toBeNull();
    expect((await systemFor([sys('a')], null, menusOf))?.systemCoding).toBe('a');
    expect(await systemFor([sys('a'), sys('b')], 'b-leaf', () => Promise.reject(new Error('x')))).toBeNull();
  });

  it('keeps the page a session ended on for the next login, only when it is one of ours, once', () => {
    keepReturnAddress('/dynamicPage/dynamicIndex?id=credit-record-list');
    expect(keptReturnAddress()).toBe('/dynamicPage/dynamicIndex?id=credit-record-list');
    forgetReturnAddress();
    expect(keptReturnAddress()).toBeNull();
    keepReturnAddress('/userCenter/uCenter');
    keepReturnAddress('/judge');
    expect(keptReturnAddress(), 'a session that ends on /judge forgets an older page').toBeNull();
    window.sessionStorage.setItem('ks.returnTo', JSON.stringify({ version: '0.0.1', timestamp: 1, type: 'string', data: '//evil.example/x' }));
    expect(keptReturnAddress(), 'a hand-edited value is checked again').toBeNull();
  });
});
