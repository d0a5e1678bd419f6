import { lazy, Suspense, type ComponentType } from 'react';
import { withChunkTimeout } from '../app/chunk-load';

/**
 * A portal page's chunk behind the chunk deadline (a failure reaches the route's error element), with
 * the portal's own loading words instead of antd's Spin.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(withChunkTimeout(load));
  return (
    <Suspense
      fallback={
        <p className="ks-portal-muted" role="status">
          加载中…
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}
