import { Link } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { AnnouncementList } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';

/** `/transac` 交易信息: the newest published announcements, and the way to all of them. */
export default function TransacPage() {
  const trades = useLoad(() => portalApi.tradeScroll(10), 'transac');
  return (
    <PortalShell>
      <h1 className="ks-portal-title">交易信息</h1>
      <section className="ks-portal-card" aria-labelledby="transac-news">
        <h2 id="transac-news">
          交易公告 <Link to="/transac-news" className="ks-portal-more">全部交易公告</Link>
        </h2>
        <AnnouncementList state={trades} />
      </section>
    </PortalShell>
  );
}
