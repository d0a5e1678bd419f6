import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../app/access';
import { PORTAL_APP_PATHS } from '../../../schemas/portal-paths';
import { opensPortalApp } from './portal-paths';
import { PORTAL_PAGES } from './portal-pages';

describe('which app the entry starts (docs/portal.md "The public entry")', () => {
  it('starts the public app on every portal page and no-token path, with or without a token, in every variant', () => {
    for (const path of ['/transac', '/transac-news', '/market', '/market-list', '/market-details', '/caLogin', '/realName']) {
      for (const variant of ['ggfw', 'portal'] as const) {
        expect(opensPortalApp(path, variant, false)).toBe(true);
        expect(opensPortalApp(path, variant, true)).toBe(true);
      }
    }
    expect(opensPortalApp('/market-list/', 'ggfw', false)).toBe(true);
  });

  it('starts the back office for `/` of the login variant, `/` with a token, the login page and every back-office page', () => {
    expect(opensPortalApp('/', 'ggfw', false)).toBe(false);
    expect(opensPortalApp('/', 'portal', true)).toBe(false);
    for (const path of ['/login', '/register', '/venue', '/system/pageConfig', '/dynamicPage/dynamicDetail', '/transacx']) {
      expect(opensPortalApp(path, 'portal', false)).toBe(false);
    }
  });

  it('starts the public app for `/` of the portal variant without a token (the portal home)', () => {
    expect(opensPortalApp('/', 'portal', false)).toBe(true);
  });

  it('routes exactly the paths it is started for, each of them opened without a token by the access gate', () => {
    expect(PORTAL_PAGES.map((p) => p.path).sort()).toEqual([...PORTAL_APP_PATHS].sort());
    for (const path of PORTAL_APP_PATHS) expect(decideAccess({ pathname: path, hasToken: false, home: null })).toEqual({ kind: 'allow' });
    // a back-office page is not: the gate sends a visitor without a token to log in
    expect(decideAccess({ pathname: '/system/pageConfig', hasToken: false, home: null }).kind).toBe('redirect');
  });
});
