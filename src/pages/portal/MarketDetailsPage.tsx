import { Link, useSearchParams } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { LoadState } from './parts';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';
import { useEnterpriseTypes } from './use-types';

/** `/market-details?id=` 主体详情: one enterprise's public data (no contacts, no personnel). */
export default function MarketDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { names } = useEnterpriseTypes();
  const one = useLoad(() => (id ? portalApi.subjectInfo(id) : Promise.reject(new Error('请从主体列表选择一家企业'))), id);
  const s = one.data;
  return (
    <PortalShell>
      <article className="ks-portal-card">
        <LoadState state={one} empty={!s}>
          <h1 className="ks-portal-title">{s?.qymc}</h1>
          <dl className="ks-portal-facts">
            <dt>统一社会信用代码</dt>
            <dd>{s?.tyshxydm}</dd>
            <dt>企业类型</dt>
            <dd>{s ? (names.get(s.qylx) ?? s.qylx) : ''}</dd>
            <dt>注册地址</dt>
            <dd>{s?.address || '—'}</dd>
            <dt>入库日期</dt>
            <dd>{s?.registeredAt}</dd>
            <dt>资质</dt>
            <dd>{s?.qualifications.length ? s.qualifications.join('；') : '—'}</dd>
          </dl>
        </LoadState>
        <p>
          <Link to="/market-list">返回主体列表</Link>
        </p>
      </article>
    </PortalShell>
  );
}
