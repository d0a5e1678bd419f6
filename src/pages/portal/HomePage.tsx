import { Link } from 'react-router-dom';
import { SafeHtml } from '../../shared/safe-html';
import { FALLBACK_PLATFORM_NAME } from '../../shared/usePlatform';
import { headerSeed } from './header-seed';
import { HomeBanner } from './PortalFrame';
import { PortalShell } from './PortalShell';
import { AnnouncementList, SubjectList } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';

/** `/` in the portal variant (docs/portal.md): the banner, the platform description, the newest announcements and subjects. */
export default function HomePage() {
  const describe = useLoad(portalApi.describe, 'describe');
  const trades = useLoad(() => portalApi.tradeScroll(6), 'trades');
  const subjects = useLoad(() => portalApi.subjectScroll(6), 'subjects');
  return (
    <PortalShell transparent>
      <HomeBanner name={describe.data?.platformName || headerSeed()?.name || FALLBACK_PLATFORM_NAME} />
      <div className="ks-portal-columns">
        <section className="ks-portal-card" aria-labelledby="home-trades">
          <h2 id="home-trades">
            交易公告 <Link to="/transac-news" className="ks-portal-more">更多</Link>
          </h2>
          <AnnouncementList state={trades} />
        </section>
        <section className="ks-portal-card" aria-labelledby="home-subjects">
          <h2 id="home-subjects">
            新入库市场主体 <Link to="/market-list" className="ks-portal-more">更多</Link>
          </h2>
          <SubjectList state={subjects} />
        </section>
      </div>
      {describe.data?.describe ? (
        <section className="ks-portal-card" aria-labelledby="home-about">
          <h2 id="home-about">平台介绍</h2>
          <SafeHtml html={describe.data.describe} />
        </section>
      ) : null}
    </PortalShell>
  );
}
