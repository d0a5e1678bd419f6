import { Link } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { SubjectList } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';
import { useEnterpriseTypes } from './use-types';

/** `/market` 市场主体: the enterprise types to browse by, and the newest registered subjects. */
export default function MarketPage() {
  const { options, names } = useEnterpriseTypes();
  const newest = useLoad(() => portalApi.subjectScroll(10), 'market');
  return (
    <PortalShell>
      <h1 className="ks-portal-title">市场主体</h1>
      <section className="ks-portal-card" aria-labelledby="market-types">
        <h2 id="market-types">按企业类型浏览</h2>
        <ul className="ks-portal-chips">
          <li>
            <Link to="/market-list">全部主体</Link>
          </li>
          {options.map((o) => (
            <li key={String(o.value)}>
              <Link to={`/market-list?qylx=${encodeURIComponent(String(o.value))}`}>{String(o.label ?? o.value)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="ks-portal-card" aria-labelledby="market-newest">
        <h2 id="market-newest">
          新入库主体 <Link to="/market-list" className="ks-portal-more">主体列表</Link>
        </h2>
        <SubjectList state={newest} types={names} />
      </section>
    </PortalShell>
  );
}
