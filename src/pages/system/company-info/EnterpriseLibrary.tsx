import { useCallback, useState } from 'react';
import { Button, Cascader, Checkbox, Drawer, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { EnterpriseListRow } from '../../../../schemas/enterprise-info';
import { toAntOptions } from '../../../../runtime/core/options';
import { enterpriseInfoApi } from '../../../api/enterprise-info';
import { PagedTable, usePagedRows } from '../../../shared/FilteredPagedTable';
import { EnterpriseView } from './EnterpriseView';
import { regionLabel, typeLabel, useCompanyDictionaries } from './dictionaries';

interface Filter {
  keyWord: string;
  region: string;
  entType: string;
  pending: boolean;
}
const NO_FILTER: Filter = { keyWord: '', region: '', entType: '', pending: false };

/**
 * 企业信息库 (/system/companyInfo for administrators and developers): every enterprise, searched by
 * name or credit code, region and type; 查看 opens one read-only with its qualifications and
 * personnel. Administrators audit the information and decide changes there.
 */
export function EnterpriseLibrary({ mayAudit }: { mayAudit: boolean }) {
  const { types, regions } = useCompanyDictionaries();
  const [draft, setDraft] = useState<Filter & { regionPath: string[] }>({ ...NO_FILTER, regionPath: [] });
  const [viewing, setViewing] = useState<EnterpriseListRow | null>(null);
  const fetchRows = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: Filter }) =>
      enterpriseInfoApi.library({
        curPage,
        pageSize,
        ...(filter.keyWord ? { keyWord: filter.keyWord } : {}),
        ...(filter.region ? { region: filter.region } : {}),
        ...(filter.entType ? { entType: filter.entType } : {}),
        ...(filter.pending ? { pending: true } : {}),
      }),
    [],
  );
  const rows = usePagedRows<EnterpriseListRow, Filter>(fetchRows, NO_FILTER);
  const search = () => rows.setFilter({ keyWord: draft.keyWord.trim(), region: draft.regionPath.at(-1) ?? '', entType: draft.entType, pending: draft.pending });
  const reset = () => {
    setDraft({ ...NO_FILTER, regionPath: [] });
    rows.setFilter(NO_FILTER);
  };

  const columns: ColumnsType<EnterpriseListRow> = [
    { title: '企业名称', dataIndex: 'name' },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '企业类型', key: 'entType', width: 120, render: (_, r) => typeLabel(types, r.entType) },
    { title: '注册地', key: 'region', render: (_, r) => regionLabel(regions, r.region) },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 100 },
    { title: '人员', dataIndex: 'personnelCount', width: 70 },
    {
      title: '状态',
      key: 'status',
      width: 160,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={r.infoStatus === 'passed' ? 'green' : 'default'}>{r.infoStatusText}</Tag>
          {r.pendingChange ? <Tag color="orange">变更待审核</Tag> : null}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'ops',
      width: 80,
      render: (_, r) => (
        <Button size="small" type="link" onClick={() => setViewing(r)} aria-label={`查看 ${r.name}`}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <div className="ks-card" data-testid="enterprise-library">
      <h2 style={{ marginTop: 0 }}>企业信息库</h2>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="ks-ent-keyword">关键字</label>
        <Input id="ks-ent-keyword" style={{ width: 240 }} placeholder="企业名称或统一社会信用代码" value={draft.keyWord} onChange={(e) => setDraft({ ...draft, keyWord: e.target.value })} onPressEnter={search} allowClear />
        <label htmlFor="ks-ent-region">注册地</label>
        <Cascader id="ks-ent-region" style={{ width: 220 }} options={toAntOptions(regions)} changeOnSelect value={draft.regionPath} onChange={(v) => setDraft({ ...draft, regionPath: (v ?? []).map(String) })} placeholder="全部" />
        <label htmlFor="ks-ent-type">企业类型</label>
        <Select id="ks-ent-type" style={{ width: 160 }} allowClear placeholder="全部" options={toAntOptions(types)} value={draft.entType || undefined} onChange={(v?: string | number) => setDraft({ ...draft, entType: v === undefined ? '' : String(v) })} />
        <Checkbox checked={draft.pending} onChange={(e) => setDraft({ ...draft, pending: e.target.checked })}>
          仅看变更待审核
        </Checkbox>
        <Button type="primary" onClick={search}>
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
      </Space>
      <PagedTable rows={rows} columns={columns} rowKey="id" emptyText="暂无企业" />
      <Drawer title={viewing?.name} width={860} open={viewing !== null} onClose={() => setViewing(null)} destroyOnHidden>
        {viewing ? <EnterpriseView enterpriseId={viewing.id} types={types} regions={regions} mayAudit={mayAudit} onDecided={rows.load} /> : null}
      </Drawer>
    </div>
  );
}
