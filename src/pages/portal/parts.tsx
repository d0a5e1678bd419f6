import { Link } from 'react-router-dom';
import type { PublicSubject } from '../../../schemas/portal';
import type { Announcement } from './portal-api';
import type { Loaded } from './use-load';

/** Loading, failure and empty words shared by the portal's lists. */
export function LoadState<T>({ state, empty, children }: { state: Loaded<T>; empty: boolean; children: React.ReactNode }) {
  if (state.loading && state.data === null) return <p className="ks-portal-muted">加载中…</p>;
  if (state.error) return <p role="alert" className="ks-portal-error">{state.error}</p>;
  if (empty) return <p className="ks-portal-muted">暂无数据</p>;
  return <>{children}</>;
}

/** Announcements as links to their detail (`/transac-news?id=`). */
export function AnnouncementList({ state }: { state: Loaded<{ records: Announcement[] }> }) {
  const rows = state.data?.records ?? [];
  return (
    <LoadState state={state} empty={rows.length === 0}>
      <ul className="ks-portal-list">
        {rows.map((a) => (
          <li key={a.id}>
            <Link to={`/transac-news?id=${encodeURIComponent(a.id)}`}>{a.ggbt || a.xmmc || '（无标题）'}</Link>
            <span className="ks-portal-date">{a.fbrq ?? ''}</span>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}

/** Market subjects as links to their public detail (`/market-details?id=`). */
export function SubjectList({ state, types }: { state: Loaded<PublicSubject[]>; types?: ReadonlyMap<string, string> }) {
  const rows = state.data ?? [];
  return (
    <LoadState state={state} empty={rows.length === 0}>
      <ul className="ks-portal-list">
        {rows.map((s) => (
          <li key={s.id}>
            <Link to={`/market-details?id=${encodeURIComponent(s.id)}`}>{s.qymc}</Link>
            <span className="ks-portal-date">{types?.get(s.qylx) ?? s.registeredAt}</span>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
