import { VARIANT } from './app/variant';
import { opensPortalApp } from './pages/portal/portal-paths';
import { hasToken } from './session/session';
import { showStartFailure } from './start-failure';

/**
 * The entry: a few hundred bytes that choose the app for the address (docs/portal.md "The public
 * entry"). A visitor on a public page downloads the light portal app (a few antd components and
 * the portal's calls); every other address the back office (login page, shell, form runtime). Each
 * is a chunk of its own, so neither weighs on the other.
 */
const start = opensPortalApp(window.location.pathname, VARIANT, hasToken()) ? () => import('./portal-app/start') : () => import('./back-office-app');
start().catch((error: unknown) => showStartFailure(error));
