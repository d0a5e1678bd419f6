import { useState } from 'react';
import { Alert, App, Button, Descriptions, Empty, Input, Space, Spin, Tag } from 'antd';
import type { FieldOption } from '../../../../schemas/form';
import { ENTERPRISE_INFO_MESSAGES as M, type EnterpriseChange, type EnterpriseData } from '../../../../schemas/enterprise-info';
import { localTime } from '../../../../runtime/core/local-time';
import { enterpriseInfoApi } from '../../../api/enterprise-info';
import { PersonnelPanel } from './PersonnelPanel';
import { regionLabel, typeLabel } from './dictionaries';
import { useEnterprise } from './useEnterprise';

interface Props {
  enterpriseId: string;
  types: FieldOption[];
  regions: FieldOption[];
  /** administrators audit the information and decide changes; developers only read */
  mayAudit: boolean;
  onDecided: () => void;
}

const ROWS: Array<[keyof EnterpriseData, string]> = [
  ['name', '企业名称'],
  ['entType', '企业类型'],
  ['region', '注册地'],
  ['legalPerson', '法定代表人'],
  ['contactPhone', '联系电话'],
  ['address', '详细地址'],
  ['qualifications', '企业资质'],
];

/** One enterprise of 企业信息库, read-only: company data, qualifications, personnel; the audit buttons for administrators. */
export function EnterpriseView({ enterpriseId, types, regions, mayAudit, onDecided }: Props) {
  const { message } = App.useApp();
  const { detail, people, loading, load } = useEnterprise(enterpriseId);
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | null>(null);

  const show = (d: EnterpriseData, k: keyof EnterpriseData): string => {
    if (k === 'entType') return typeLabel(types, d.entType);
    if (k === 'region') return regionLabel(regions, d.region);
    if (k === 'qualifications') return d.qualifications.map((q) => q.label).join('、') || '—';
    return d[k] || '—';
  };

  const act = async (run: () => Promise<string>) => {
    setError(null);
    try {
      void message.success(await run());
      setSuggestion('');
      load();
      onDecided();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');
    }
  };

  if (!detail) return <Spin spinning={loading} tip="加载中…"><div style={{ minHeight: 160 }} /></Spin>;
  const change: EnterpriseChange | null = detail.pendingChange;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="enterprise-view">
      <Descriptions bordered size="small" column={1} title={<span>企业信息 <Tag color={detail.infoStatus === 'passed' ? 'green' : 'default'}>{detail.infoStatusText}</Tag></span>}>
        <Descriptions.Item label="统一社会信用代码">{detail.creditCode}</Descriptions.Item>
        {ROWS.map(([k, label]) => (
          <Descriptions.Item key={k} label={label}>
            {show(detail, k)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {mayAudit && detail.infoStatus !== 'passed' ? (
        <Button type="primary" onClick={() => void act(() => enterpriseInfoApi.audit(detail.id))}>
          企业信息审核通过
        </Button>
      ) : null}
      {change ? (
        <Alert
          type="warning"
          message={`企业信息变更待审核（${change.submittedBy}，${localTime(change.submittedAt)}）`}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Descriptions size="small" column={1} bordered>
                {ROWS.filter(([k]) => JSON.stringify(change.before[k]) !== JSON.stringify(change.after[k])).map(([k, label]) => (
                  <Descriptions.Item key={k} label={label}>
                    {show(change.before, k)} → {show(change.after, k)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              {mayAudit ? (
                <>
                  <label htmlFor="ks-change-suggestion">审核建议</label>
                  <Input.TextArea id="ks-change-suggestion" rows={2} maxLength={500} value={suggestion} onChange={(e) => setSuggestion(e.target.value)} placeholder="驳回时必填" />
                  <Space>
                    <Button type="primary" onClick={() => void act(() => enterpriseInfoApi.decide({ id: change.id, pass: true, ...(suggestion.trim() ? { suggestion: suggestion.trim() } : {}) }))}>
                      通过变更
                    </Button>
                    <Button
                      danger
                      onClick={() => (suggestion.trim() ? void act(() => enterpriseInfoApi.decide({ id: change.id, pass: false, suggestion: suggestion.trim() })) : setError(M.suggestion))}
                    >
                      驳回变更
                    </Button>
                  </Space>
                </>
              ) : null}
            </Space>
          }
        />
      ) : null}
      <div role="alert" style={{ color: 'var(--ks-danger, #cf1322)', minHeight: error ? 22 : 0 }}>
        {error}
      </div>
      <div>
        <h3>人员信息</h3>
        {people.length || loading ? <PersonnelPanel people={people} loading={loading} editable={false} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无人员" />}
      </div>
    </Space>
  );
}
