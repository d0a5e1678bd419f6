import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PlatformFooter } from '../../shared/PlatformFooter';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../../shared/usePlatform';
import { headerSeed } from './header-seed';
import { activeItem, rememberActive, rememberedActive } from './nav';
import { PortalFrame } from './PortalFrame';
import './portal-frame.css';
import './portal.css';

/**
 * The public pages' frame (docs/portal.md) with what it shows: the platform's name and 开标大厅's
 * address from /home/platform, the active item from the route (remembered for the session), the
 * footer; the markup is PortalFrame's, which the server also sends with index.html.
 * Antd-light on purpose: no back-office layout, designer or form runtime (docs/performance/bundle.md).
 */
export function PortalShell({ children, transparent = false }: { children: ReactNode; transparent?: boolean }) {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const active = activeItem(pathname, rememberedActive());
  useEffect(() => rememberActive(active), [active]);
  // Until /home/platform answers, what the server wrote into the header it sent (header-seed.ts).
  const seed = headerSeed();
  const name = platform?.platformName || seed?.name || FALLBACK_PLATFORM_NAME;
  const hall = platform ? platform.bidHallUrl : seed?.hall;
  return (
    <PortalFrame name={name} hall={hall} active={active} transparent={transparent} footer={<PlatformFooter platform={platform} />}>
      {children}
    </PortalFrame>
  );
}
