import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { VARIANT } from '../app/variant';
import { opensPortalApp } from '../pages/portal/portal-paths';
import { hasToken } from '../session/session';

/**
 * Keeps the public app to its own addresses: a link out of it (登录, 注册, `/` of the login variant,
 * a logged-in user's 首页) loads that address afresh, so the entry starts the back office there.
 */
export function PortalGate() {
  const { pathname, search, hash } = useLocation();
  const stays = opensPortalApp(pathname, VARIANT, hasToken());
  useLayoutEffect(() => {
    if (!stays) window.location.replace(pathname + search + hash);
  }, [stays, pathname, search, hash]);
  return stays ? <Outlet /> : null;
}
