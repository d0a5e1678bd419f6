import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SkipLink, MAIN_CONTENT_ID } from '../../layout/SkipLink';
import { PlatformFooter } from '../../shared/PlatformFooter';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../../shared/usePlatform';
import { activeItem, PORTAL_NAV, rememberActive, rememberedActive } from './nav';
import './portal.css';

/**
 * The public pages' frame (docs/portal.md): the public header — transparent over the home page's
 * banner, solid dark blue elsewhere; the active item follows the route and is remembered for the
 * session; 开标大厅 opens its configured address in a new window; 登录 and 注册 — and the footer.
 * Antd-light on purpose: no back-office layout, designer or form runtime (docs/performance/bundle.md).
 */
export function PortalShell({ children, transparent = false }: { children: ReactNode; transparent?: boolean }) {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const active = activeItem(pathname, rememberedActive());
  useEffect(() => rememberActive(active), [active]);
  const name = platform?.platformName || FALLBACK_PLATFORM_NAME;
  const hall = platform?.bidHallUrl;
  return (
    <div className={`ks-portal${transparent ? ' ks-portal-home' : ''}`}>
      <SkipLink />
      <header className={`ks-portal-header${transparent ? ' is-transparent' : ''}`} data-testid="portal-header">
        <Link to="/" className="ks-portal-brand">
          {name}
        </Link>
        <nav aria-label="门户导航" className="ks-portal-nav">
          <ul>
            {PORTAL_NAV.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={item.key === active ? 'is-active' : undefined} aria-current={item.key === active ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              {hall ? (
                <a href={hall} target="_blank" rel="noopener noreferrer" title="开标大厅（在新窗口打开）">
                  开标大厅
                </a>
              ) : (
                <span className="ks-portal-off" title="未配置开标大厅地址">
                  开标大厅（未开通）
                </span>
              )}
            </li>
          </ul>
        </nav>
        <nav aria-label="账号" className="ks-portal-account">
          <Link to="/login">登录</Link>
          <Link to="/register" className="ks-portal-register">
            注册
          </Link>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="ks-portal-main">
        {children}
      </main>
      <PlatformFooter platform={platform} />
    </div>
  );
}
