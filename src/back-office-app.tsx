/**
 * The back office's app (the login page, the shell, every page behind a token), started by the
 * entry (src/main.tsx) for every address the public app does not draw.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from 'antd';
// The ES build: the CommonJS entry (antd/locale/zh_CN) came through the bundler as { default }, and
// antd fell back to English ("10 / page", "Go to").
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { buildRoutes } from './routes';
import { registerNavigate } from './app/feedback';
import { watchPreloadErrors } from './app/chunk-load';
import { FeedbackBridge } from './app/FeedbackBridge';
import { paintCachedTheme } from './app/theme';
import { ThemedRoot } from './app/ThemedRoot';
import './styles/global.css';
import './styles/focus.css';

dayjs.locale('zh-cn');
// Before the router loads any lazy route: a failed CSS/dependency preload is then recognised.
watchPreloadErrors();

const router = createBrowserRouter(buildRoutes());
registerNavigate((to) => void router.navigate(to));
paintCachedTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemedRoot locale={zhCN}>
      <App>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </App>
    </ThemedRoot>
  </StrictMode>,
);
