import { lazy, Suspense, type ComponentType } from 'react';
import { withChunkTimeout } from '../app/chunk-load';
import { headerSeed } from '../pages/portal/header-seed';
import { activeItem, rememberedActive } from '../pages/portal/nav';
import { PortalLoading } from '../pages/portal/PortalFrame';
import { FALLBACK_PLATFORM_NAME } from '../shared/usePlatform';
import '../pages/portal/portal-frame.css';

/**
 * A portal page's chunk behind the chunk deadline (a failure reaches the route's error element).
 * While it loads, the page's frame and 加载中…: the header the server sent with index.html, this and
 * the page draw the same header in the same place, so nothing blinks (docs/portal.md "First paint").
 */
export function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(withChunkTimeout(load));
  return (
    <Suspense fallback={<Loading path={path} />}>
      <Page />
    </Suspense>
  );
}

function Loading({ path }: { path: string }) {
  const seed = headerSeed();
  return <PortalLoading name={seed?.name ?? FALLBACK_PLATFORM_NAME} hall={seed?.hall} active={activeItem(path, rememberedActive())} home={path === '/'} />;
}
