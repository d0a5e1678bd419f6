/**
 * The public app (docs/portal.md "The public entry"): the portal's pages for a visitor, with what
 * they render and nothing of the back office — no shell, no form runtime, no Formily, no axios.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import zhCN from 'antd/es/locale/zh_CN';
import { watchPreloadErrors } from '../app/chunk-load';
import { RouteError } from '../app/RouteError';
import { paintCachedTheme } from '../app/theme';
import { ThemedRoot } from '../app/ThemedRoot';
import { lazyPage } from './lazy-page';
import { PortalGate } from './PortalGate';
import { keepHeaderSeed } from '../pages/portal/header-seed';
import { PORTAL_HOME, PORTAL_PAGES } from '../pages/portal/portal-pages';
import '../styles/global.css';
import '../styles/focus.css';

watchPreloadErrors();
paintCachedTheme();
// Before the routes are made: their loading state draws the header the server sent (docs/portal.md "First paint").
const root = document.getElementById('root')!;
keepHeaderSeed(root);

const router = createBrowserRouter([
  {
    element: <PortalGate />,
    errorElement: <RouteError fullscreen />,
    children: [PORTAL_HOME, ...PORTAL_PAGES].map((p) => ({ path: p.path, handle: { title: p.title }, element: lazyPage(p.path, p.load) })),
  },
]);

createRoot(root).render(
  <StrictMode>
    <ThemedRoot locale={zhCN}>
      <RouterProvider router={router} />
    </ThemedRoot>
  </StrictMode>,
);
