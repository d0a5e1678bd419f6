import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';
import { readVariant } from './variant';

describe('decideAccess (spec 000 §2 access rules)', () => {
  it('shows the login page at / without a token (login variant)', () => {
    expect(decideAccess({ pathname: '/', hasToken: false, home: null })).toEqual({ kind: 'allow' });
  });

  it('sends / with a token to the stored home, else to /system/pageConfig', () => {
    expect(decideAccess({ pathname: '/', hasToken: true, home: '/dynamicPage/dynamicIndex?id=m1' })).toEqual({
      kind: 'redirect',
      to: '/dynamicPage/dynamicIndex?id=m1',
    });
    expect(decideAccess({ pathname: '/', hasToken: true, home: null })).toEqual({ kind: 'redirect', to: '/system/pageConfig' });
  });

  it('sends /login with a token where a login lands: the stored home, else the system chooser', () => {
    expect(decideAccess({ pathname: '/login', hasToken: true, home: '/system/pageConfig' })).toEqual({ kind: 'redirect', to: '/system/pageConfig' });
    expect(decideAccess({ pathname: '/login/', hasToken: true, home: '/dynamicPage/dynamicIndex?id=m1' })).toEqual({
      kind: 'redirect',
      to: '/dynamicPage/dynamicIndex?id=m1',
    });
    expect(decideAccess({ pathname: '/login', hasToken: true, home: null })).toEqual({ kind: 'redirect', to: '/judge' });
    // A stored home that is the login page itself would loop.
    expect(decideAccess({ pathname: '/login', hasToken: true, home: '/login' })).toEqual({ kind: 'redirect', to: '/judge' });
    expect(decideAccess({ pathname: '/login', hasToken: false, home: '/system/pageConfig' })).toEqual({ kind: 'allow' });
  });

  it('lets public paths through without a token', () => {
    for (const p of ['/login', '/realName', '/creditCode', '/auth', '/admin-business', '/caLogin', '/caLoginPage', '/caRegister', '/venue', '/market-details', '/register', '/activate', '/forgetPassword']) {
      expect(decideAccess({ pathname: p, hasToken: false, home: null })).toEqual({ kind: 'allow' });
    }
  });

  it('redirects every other path to / without a token, unknown paths included, carrying the page asked for', () => {
    expect(decideAccess({ pathname: '/judge', hasToken: false, home: null })).toEqual({ kind: 'redirect', to: '/' });
    for (const p of ['/system/pageConfig', '/no/such/page', '/loginx', '/system/registrationAudit', '/system/smsOutbox']) {
      expect(decideAccess({ pathname: p, hasToken: false, home: null })).toEqual({ kind: 'redirect', to: `/?next=${encodeURIComponent(p)}` });
    }
    expect(decideAccess({ pathname: '/dynamicPage/dynamicIndex', search: '?id=m1', hasToken: false, home: null })).toEqual({
      kind: 'redirect',
      to: '/?next=%2FdynamicPage%2FdynamicIndex%3Fid%3Dm1',
    });
  });

  it('sends / and /login with a token to the page asked for in ?next= first (issue 45 point 7)', () => {
    expect(decideAccess({ pathname: '/', search: '?next=%2FuserCenter%2FuCenter', hasToken: true, home: '/system/pageConfig' })).toEqual({ kind: 'redirect', to: '/userCenter/uCenter' });
    expect(decideAccess({ pathname: '/login', search: '?next=%2F%2Fevil.example', hasToken: true, home: null })).toEqual({ kind: 'redirect', to: '/judge' });
  });

  it('allows any path with a token (unknown ones then reach the 404 page)', () => {
    expect(decideAccess({ pathname: '/no/such/page', hasToken: true, home: null })).toEqual({ kind: 'allow' });
  });

  it('defaults the build variant to the login variant', () => {
    expect(readVariant(undefined)).toBe('ggfw');
    expect(readVariant('portal')).toBe('portal');
    expect(readVariant('x')).toBe('ggfw');
  });
});
