import { useEffect } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-load';

/** Title and advice when a page's code or CSS could not be loaded (e.g. after a redeploy). */
export const CHUNK_ERROR_TITLE = '页面资源加载失败';
export const CHUNK_ERROR_TEXT = '系统可能刚刚更新，或网络连接已中断。请重新加载页面。';
/** Title and advice for any other error a page throws while rendering. */
export const PAGE_ERROR_TITLE = '页面出现错误';
export const PAGE_ERROR_TEXT = '页面运行时发生意外错误。请重新加载页面；如果问题仍然存在，请联系管理员。';

/**
 * The routes' error element: replaces React Router's English developer page ("Unexpected
 * Application Error!") with a Chinese message and a reload button. It lives in the entry chunk
 * (no antd Result, whose pictures would weigh on the login page): when chunks fail, this one
 * must already be here. `fullscreen` for routes outside the back-office layout; inside it the
 * header and menu stay usable.
 */
export function RouteError({ fullscreen = false }: { fullscreen?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    // The page shows no technical detail; developers find it in the console.
    console.error(error);
  }, [error]);
  return (
    <div className={fullscreen ? 'ks-fullscreen-center' : 'ks-card'}>
      <div className="ks-route-error" role="alert">
        <ExclamationCircleFilled className="ks-route-error-icon" aria-hidden />
        <h2>{chunk ? CHUNK_ERROR_TITLE : PAGE_ERROR_TITLE}</h2>
        <p>{chunk ? CHUNK_ERROR_TEXT : PAGE_ERROR_TEXT}</p>
        {/* A full reload fetches the new build's index.html and chunk names. */}
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      </div>
    </div>
  );
}
