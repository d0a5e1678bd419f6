import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SkipLink, MAIN_CONTENT_ID } from '../../layout/SkipLink';
import { PORTAL_NAV } from './nav';

/**
 * The public header and the frame round a public page's content (docs/portal.md "First paint"),
 * pure: what it shows comes in by props, so the same component draws the page, the public app's
 * loading state, and the markup the server sends inside index.html before any script has run
 * (scripts/build-portal-shell.tsx). No CSS import here for that reason: portal-frame.css is
 * imported by the public app's start and by PortalShell.
 */
export interface PortalHeaderProps {
  /** The platform's name. */
  name: string;
  /** 开标大厅's configured address; none when it is not configured. */
  hall?: string;
  /** PORTAL_NAV's key of the active item. */
  active?: string;
  /** Over the home page's banner. */
  transparent?: boolean;
}

export function PortalHeader({ name, hall, active, transparent = false }: PortalHeaderProps) {
  return (
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
  );
}

/** The skip link, the header and the page's <main>; the footer below when there is one. */
export function PortalFrame({ children, footer, ...header }: PortalHeaderProps & { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={`ks-portal${header.transparent ? ' ks-portal-home' : ''}`}>
      <SkipLink />
      <PortalHeader {...header} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="ks-portal-main">
        {children}
      </main>
      {footer}
    </div>
  );
}

/** The home page's banner under the transparent header: drawn while the home page loads too, or the white header would stand on a pale page. */
export function HomeBanner({ name }: { name: string }) {
  return (
    <section className="ks-portal-banner">
      <h1>{name}</h1>
      <p>公开 · 公平 · 公正 · 诚信</p>
      <div className="ks-portal-banner-links">
        <Link to="/transac-news">交易公告</Link>
        <Link to="/market-list">市场主体</Link>
      </div>
    </section>
  );
}

/**
 * A public page while its chunk loads: the frame it will be drawn in and 加载中…, so the header the
 * server sent, this and the page show the same header in the same place.
 */
export function PortalLoading({ home, ...header }: Omit<PortalHeaderProps, 'transparent'> & { home: boolean }) {
  return (
    <PortalFrame {...header} transparent={home}>
      {home ? <HomeBanner name={header.name} /> : null}
      <p className="ks-portal-muted" role="status">
        加载中…
      </p>
    </PortalFrame>
  );
}
