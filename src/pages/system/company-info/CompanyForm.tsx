import { useEffect, useState } from 'react';
import { Alert, Button, Cascader, Form, Input, Select, Space, Tag } from 'antd';
import type { FieldOption } from '../../../../schemas/form';
import { QUALIFICATION_SOURCE, enterpriseFieldsProblem, type EnterpriseDetail, type EnterpriseFields, type Qualification } from '../../../../schemas/enterprise-info';
import { toAntOptions } from '../../../../runtime/core/options';
import { localTime } from '../../../../runtime/core/local-time';
import { RuntimeServicesProvider } from '../../../../runtime/services';
import { QualificationPicker } from '../../../../runtime/blocks/qualification-picker';
import { enterpriseInfoApi } from '../../../api/enterprise-info';
import { regionPath, useCompanyServices } from './dictionaries';

interface Values {
  name: string;
  entType?: string;
  region: string[];
  legalPerson: string;
  contactPhone: string;
  address: string;
}

const toValues = (d: EnterpriseDetail): Values => ({
  name: d.name,
  entType: d.entType || undefined,
  region: [],
  legalPerson: d.legalPerson,
  contactPhone: d.contactPhone,
  address: d.address,
});

/** Field names as the form shows them, for the change notice. */
const LABELS: Record<string, string> = { name: '企业名称', entType: '企业类型', region: '注册地', legalPerson: '法定代表人', contactPhone: '联系电话', address: '详细地址', qualifications: '企业资质' };

interface Props {
  detail: EnterpriseDetail;
  types: FieldOption[];
  regions: FieldOption[];
  /** form labels of the fields an application still needs (apply=true) */
  missing: readonly string[];
  onSaved: () => void;
}

/**
 * The enterprise's company data and qualifications (企业中心 → 企业信息). Audited information is
 * not changed in place: a save becomes a change an administrator passes (the notice says so).
 */
export function CompanyForm({ detail, types, regions, missing, onSaved }: Props) {
  const services = useCompanyServices();
  const [form] = Form.useForm<Values>();
  const [qualifications, setQualifications] = useState<Qualification[]>(detail.qualifications);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    form.setFieldsValue({ ...toValues(detail), region: regionPath(regions, detail.region) });
    setQualifications(detail.qualifications);
  }, [detail, regions, form]);

  const save = async () => {
    const v = form.getFieldsValue();
    const fields: EnterpriseFields = {
      name: v.name ?? '',
      entType: v.entType ?? '',
      region: v.region?.length ? v.region[v.region.length - 1] : '',
      legalPerson: v.legalPerson ?? '',
      contactPhone: (v.contactPhone ?? '').trim(),
      address: v.address ?? '',
      qualifications: qualifications.map((q) => q.value),
    };
    const problem = enterpriseFieldsProblem(fields);
    if (problem) return setStatus({ ok: false, text: problem });
    setBusy(true);
    try {
      const answer = await enterpriseInfoApi.save(fields);
      setStatus({ ok: true, text: answer.message });
      onSaved();
    } catch (e) {
      setStatus({ ok: false, text: e instanceof Error && e.message ? e.message : '保存失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  };

  const warn = (label: string) => (missing.includes(label) ? { validateStatus: 'warning' as const, help: '执业申请需要填写此项' } : {});
  const pending = detail.pendingChange;
  const rejected = detail.lastChange?.status === 'rejected' ? detail.lastChange : null;
  const changedOf = (c: NonNullable<EnterpriseDetail['pendingChange']>) =>
    (Object.keys(LABELS) as Array<keyof typeof c.after>).filter((k) => JSON.stringify(c.before[k]) !== JSON.stringify(c.after[k])).map((k) => LABELS[k]);

  return (
    <RuntimeServicesProvider services={services}>
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {detail.infoStatus === 'passed' ? <Alert type="info" showIcon message="企业信息已审核通过，修改后将提交变更申请，管理员审核通过后生效" /> : null}
        {pending ? (
          <Alert
            type="warning"
            showIcon
            message={`有一项企业信息变更待审核（提交于 ${localTime(pending.submittedAt)}）`}
            description={`变更内容：${changedOf(pending).join('、') || '—'}。审核结果出来前不能再次修改。`}
          />
        ) : null}
        {rejected ? <Alert type="error" showIcon message="最近一次企业信息变更已被驳回" description={`审核建议：${rejected.suggestion}`} /> : null}
        <Form form={form} name="company" layout="horizontal" labelCol={{ flex: '140px' }} wrapperCol={{ flex: 1 }} style={{ maxWidth: 760 }} disabled={!!pending}>
          <Form.Item label="企业名称" name="name" required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="统一社会信用代码" htmlFor="ks-credit-code">
            <Input id="ks-credit-code" value={detail.creditCode} readOnly disabled />
          </Form.Item>
          {/* no `required` on the two pickers: antd puts aria-required on their wrapper, which axe refuses; the check names them */}
          <Form.Item label="企业类型" name="entType" {...warn('企业类型')}>
            <Select placeholder="请选择企业类型" options={toAntOptions(types)} />
          </Form.Item>
          <Form.Item label="注册地" name="region" {...warn('注册地')}>
            <Cascader placeholder="请选择注册地" options={toAntOptions(regions)} changeOnSelect />
          </Form.Item>
          <Form.Item label="法定代表人" name="legalPerson" required {...warn('法定代表人')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="联系电话" name="contactPhone" required {...warn('联系电话')}>
            <Input maxLength={32} placeholder="手机号码或固定电话" />
          </Form.Item>
          <Form.Item label="详细地址" name="address" {...warn('详细地址')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="企业资质" {...warn('企业资质')}>
            <Space wrap>
              {qualifications.length ? (
                qualifications.map((q) => (
                  <Tag key={q.value} closable={!pending} onClose={() => setQualifications((list) => list.filter((x) => x.value !== q.value))} closeIcon={<span aria-label={`移除资质 ${q.label}`}>×</span>}>
                    {q.label}
                  </Tag>
                ))
              ) : (
                <span>暂无资质</span>
              )}
              <Button onClick={() => setPicking(true)}>选择资质</Button>
            </Space>
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 0 }} style={{ paddingLeft: 140 }}>
            <Space>
              <Button type="primary" loading={busy} onClick={() => void save()}>
                保存
              </Button>
            </Space>
            <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 8, color: status?.ok ? 'var(--ks-success, #389e0d)' : 'var(--ks-danger, #cf1322)' }}>
              {status?.text}
            </div>
          </Form.Item>
        </Form>
      </Space>
      {picking ? (
        <QualificationPicker
          open
          target="qualification"
          displayCode={QUALIFICATION_SOURCE.displayCode}
          value={qualifications.map((q) => ({ value: q.value, label: q.label, fullName: q.label }))}
          onCancel={() => setPicking(false)}
          onConfirm={(chosen) => {
            setQualifications(chosen.map((o) => ({ value: String(o.value), label: o.fullName ?? o.label })));
            setPicking(false);
          }}
        />
      ) : null}
    </RuntimeServicesProvider>
  );
}

