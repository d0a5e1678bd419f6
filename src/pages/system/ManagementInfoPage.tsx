import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input, Modal, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ManagerRow, ScopeOptions } from '../../../schemas/management';
import { managementApi } from '../../api/management';
import { useShell } from '../../layout/ShellContext';
import { PagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { PageIntro } from './PageIntro';

/**
 * /system/managementInfo, 管理员管辖范围 (administrators; user menu → 管理员管辖范围): which systems and regions
 * each administrator manages. Nothing chosen means all of that kind; their record lists, todos and
 * audits follow it (docs/administration.md "管理权限").
 */
export default function ManagementInfoPage() {
  const { message } = App.useApp();
  const { user } = useShell();
  const [keyWord, setKeyWord] = useState('');
  const [options, setOptions] = useState<ScopeOptions>({ systems: [], regions: [] });
  const [editing, setEditing] = useState<ManagerRow | null>(null);
  const [systems, setSystems] = useState<string[]>([]);
  const [regions, setRegions] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const fetchManagers = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: string }) => managementApi.managers({ keyWord: filter || undefined, curPage, pageSize }),
    [],
  );
  const rows = usePagedRows<ManagerRow, string>(fetchManagers, '');
  useEffect(() => {
    managementApi.scopeOptions().then(setOptions, () => undefined);
  }, []);

  const edit = (row: ManagerRow) => {
    setSystems(row.systems);
    setRegions(row.regions);
    setEditing(row);
  };

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      void message.success(await managementApi.saveScope({ userId: editing.id, systems, regions }));
      setEditing(null);
      rows.load();
    } catch {
      // the API client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<ManagerRow> = [
    { title: '登录名', dataIndex: 'username', width: 160 },
    { title: '姓名', dataIndex: 'userName', width: 160 },
    { title: '状态', key: 'disabled', width: 90, render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
    { title: '管理范围', dataIndex: 'summary' },
    {
      title: '操作',
      key: 'ops',
      width: 120,
      render: (_, r) =>
        r.id === user?.id ? (
          <span style={{ color: 'var(--ks-text-muted)' }}>本人</span>
        ) : (
          <Button size="small" type="link" onClick={() => edit(r)} aria-label={`设置管辖范围（${r.userName}）`}>
            设置管辖范围
          </Button>
        ),
    },
  ];

  return (
    <div className="ks-card" data-testid="management-info">
      <PageIntro title="管理员管辖范围">设置每位管理员管辖哪些系统和地区：管理员只看到、只审核其管辖范围内的记录。</PageIntro>
      <Space style={{ marginBottom: 12 }}>
        <label htmlFor="ks-manager-keyword">管理员</label>
        <Input.Search
          id="ks-manager-keyword"
          placeholder="姓名或登录名"
          allowClear
          value={keyWord}
          onChange={(e) => setKeyWord(e.target.value)}
          onSearch={(v) => rows.setFilter(v.trim())}
          style={{ width: 260 }}
          enterButton="查询"
        />
      </Space>
      <PagedTable rows={rows} columns={columns} rowKey="id" emptyText="暂无管理员" />
      <Modal
        title={`设置管辖范围：${editing?.userName ?? ''}`}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        okButtonProps={{ loading: saving }}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        destroyOnClose
      >
        <p style={{ color: 'var(--ks-text-muted)' }}>不选择表示不限：管理全部系统或全部地区。管理员只看到、只审核所管理系统和地区的记录。</p>
        <label htmlFor="ks-scope-systems">管理系统</label>
        <Select id="ks-scope-systems" mode="multiple" allowClear style={{ width: '100%', marginBottom: 16 }} placeholder="全部系统" value={systems} onChange={setSystems} options={options.systems} optionFilterProp="label" />
        <label htmlFor="ks-scope-regions">管理地区</label>
        <Select id="ks-scope-regions" mode="multiple" allowClear style={{ width: '100%' }} placeholder="全部地区" value={regions} onChange={setRegions} options={options.regions} optionFilterProp="label" />
      </Modal>
    </div>
  );
}
