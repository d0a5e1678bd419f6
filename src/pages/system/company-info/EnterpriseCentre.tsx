import { Alert, Button, Result, Spin, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { missingForApply } from '../../../../schemas/enterprise-info';
import { CompanyForm } from './CompanyForm';
import { PersonnelPanel } from './PersonnelPanel';
import { useCompanyDictionaries } from './dictionaries';
import { useEnterprise } from './useEnterprise';

/**
 * 企业中心 (/system/companyInfo for enterprise users): tab 1 (type=1) the company data and
 * qualifications, tab 2 the personnel. apply=true (the practice dialog's 去查看, the 418 answer)
 * lists and marks what an application still needs.
 */
export function EnterpriseCentre() {
  const [params, setParams] = useSearchParams();
  const { detail, people, loading, failed, load } = useEnterprise();
  const { types, regions } = useCompanyDictionaries();
  const tab = params.get('type') === '2' ? '2' : '1';
  const applying = params.get('apply') === 'true';

  if (!detail) {
    return (
      <div className="ks-card">
        {failed ? (
          <Result status="warning" title="企业信息加载失败" extra={<Button onClick={load}>重新加载</Button>} />
        ) : (
          <Spin spinning={loading} tip="加载中…">
            <div style={{ minHeight: 200 }} />
          </Spin>
        )}
      </div>
    );
  }
  const missing = applying ? missingForApply(detail, people.length) : [];
  return (
    <div className="ks-card" data-testid="enterprise-centre">
      <h2 style={{ marginTop: 0 }}>
        企业中心 <Tag color={detail.infoStatus === 'passed' ? 'green' : 'default'}>{detail.infoStatusText}</Tag>
      </h2>
      {applying ? (
        missing.length ? (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="执业申请需要完善以下信息" description={missing.join('、')} />
        ) : (
          <Alert type="success" showIcon style={{ marginBottom: 12 }} message="执业申请所需的企业信息已完善" />
        )
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          next.set('type', key);
          setParams(next, { replace: true });
        }}
        items={[
          { key: '1', label: '企业信息', children: <CompanyForm detail={detail} types={types} regions={regions} missing={missing} onSaved={load} /> },
          { key: '2', label: `人员信息（${people.length}）`, children: <PersonnelPanel people={people} loading={loading} editable onChanged={load} /> },
        ]}
      />
    </div>
  );
}
