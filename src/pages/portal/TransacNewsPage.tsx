import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { AnnouncementList, LoadState } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';

const PAGE_SIZE = 10;

/** One announcement (`/transac-news?id=`): what the back office published, no contacts. */
function AnnouncementView({ id }: { id: string }) {
  const one = useLoad(() => portalApi.tradeInfo(id), `info|${id}`);
  const a = one.data?.data;
  return (
    <article className="ks-portal-card">
      <LoadState state={one} empty={!a}>
        <h1 className="ks-portal-title">{a?.ggbt}</h1>
        <dl className="ks-portal-facts">
          <dt>项目名称</dt>
          <dd>{a?.xmmc || '—'}</dd>
          <dt>发布日期</dt>
          <dd>{a?.fbrq || '—'}</dd>
          <dt>报名截止日期</dt>
          <dd>{a?.bmjz || '—'}</dd>
        </dl>
        <h2>资格条件</h2>
        <p className="ks-portal-text">{a?.zgtj || '—'}</p>
      </LoadState>
      <p>
        <Link to="/transac-news">返回交易公告列表</Link>
      </p>
    </article>
  );
}

/** `/transac-news` 交易公告: every published announcement, by title, ten a page; `?id=` shows one. */
export default function TransacNewsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [curPage, setCurPage] = useState(1);
  const [word, setWord] = useState('');
  const page = useLoad(() => portalApi.tradeAll({ curPage, pageSize: PAGE_SIZE, ...(word ? { ggbt: word } : {}) }), `${curPage}|${word}`);
  if (id) {
    return (
      <PortalShell>
        <AnnouncementView id={id} />
      </PortalShell>
    );
  }
  return (
    <PortalShell>
      <h1 className="ks-portal-title">交易公告</h1>
      <section className="ks-portal-card" aria-label="交易公告列表">
        <SearchBox
          label="公告标题"
          placeholder="按公告标题查询"
          onSearch={(v) => {
            setWord(v);
            setCurPage(1);
          }}
        />
        <AnnouncementList state={page} />
        <Pager current={curPage} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setCurPage} />
      </section>
    </PortalShell>
  );
}
