import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getHome, hasToken } from '../session/session';
import { decideAccess } from './access';

/** Applies the access rules of spec 000 §2 to every route below it. */
export function AccessGate() {
  const { pathname, search } = useLocation();
  const decision = decideAccess({ pathname, search, hasToken: hasToken(), home: getHome() });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
