import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { LoadState } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';
import { useEnterpriseTypes } from './use-types';

const PAGE_SIZE = 10;

/** `/market-list` 主体列表: registered enterprises' public data, by name or credit code and by type. */
export default function MarketListPage() {
  const [params, setParams] = useSearchParams();
  const qylx = params.get('qylx') ?? '';
  const [curPage, setCurPage] = useState(1);
  const [word, setWord] = useState('');
  const { options, names } = useEnterpriseTypes();
  const page = useLoad(() => portalApi.subjectAll({ curPage, pageSize: PAGE_SIZE, ...(word ? { qymc: word } : {}), ...(qylx ? { qylx } : {}) }), `${curPage}|${word}|${qylx}`);
  const rows = page.data?.records ?? [];
  return (
    <PortalShell>
      <h1 className="ks-portal-title">主体列表</h1>
      <section className="ks-portal-card" aria-label="市场主体列表">
        <div className="ks-portal-filters">
          {/* A native select: antd's brings rc-select, rc-virtual-list and rc-field-form (≈ 55 KB gzip) for a
              list of a few enterprise types (docs/portal.md "The public entry"). */}
          <select
            aria-label="企业类型"
            className="ks-portal-type"
            value={qylx}
            onChange={(e) => {
              setCurPage(1);
              setParams(e.target.value ? { qylx: e.target.value } : {});
            }}
          >
            <option value="">全部类型</option>
            {options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {String(o.label ?? o.value)}
              </option>
            ))}
          </select>
          <SearchBox
            label="企业名称或统一社会信用代码"
            placeholder="企业名称或统一社会信用代码"
            onSearch={(v) => {
              setWord(v);
              setCurPage(1);
            }}
          />
        </div>
        <LoadState state={page} empty={rows.length === 0}>
          <table className="ks-portal-table">
            <thead>
              <tr>
                <th scope="col">企业名称</th>
                <th scope="col">统一社会信用代码</th>
                <th scope="col">企业类型</th>
                <th scope="col">入库日期</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={`/market-details?id=${encodeURIComponent(s.id)}`}>{s.qymc}</Link>
                  </td>
                  <td>{s.tyshxydm}</td>
                  <td>{names.get(s.qylx) ?? s.qylx}</td>
                  <td>{s.registeredAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </LoadState>
        <Pager current={curPage} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setCurPage} />
      </section>
    </PortalShell>
  );
}
