import { useEffect } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-load';

import { CHUNK_ERROR_TEXT, CHUNK_ERROR_TITLE, PAGE_ERROR_TEXT, PAGE_ERROR_TITLE } from './route-error-text';

export { CHUNK_ERROR_TEXT, CHUNK_ERROR_TITLE, PAGE_ERROR_TEXT, PAGE_ERROR_TITLE };

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
