import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ROLE_LABELS, type Role } from '../../../schemas/roles';
import type { AccountRow, TemporarySecret } from '../../../schemas/management';
import type { EnterpriseOption } from '../../../schemas/enterprises';
import { managementApi } from '../../api/management';
import { useShell } from '../../layout/ShellContext';
import { localTime } from '../../../runtime/core/local-time';
import { NewAccountDialog } from './NewAccountDialog';
import { PagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { PageIntro } from './PageIntro';

type RoleFilter = Role | 'all';
interface AccountFilter {
  keyWord: string;
  role: RoleFilter;
  enterpriseId: string;
}
const ROLE_FILTERS: ReadonlyArray<{ label: string; value: RoleFilter }> = [
  { label: '全部角色', value: 'all' },
  { label: ROLE_LABELS.M, value: 'M' },
  { label: ROLE_LABELS.D, value: 'D' },
  { label: ROLE_LABELS.U, value: 'U' },
];

/**
 * /system/personnelInfo, 账号管理 (administrators; user menu → 账号管理): every account. 新建账号,
 * 停用/启用 (ends every session of the account), 重置密码 (a temporary password shown once; the user
 * must change it), 改为管理员/开发者. Not one's own account (docs/administration.md "人员信息").
 */
export default function PersonnelInfoPage() {
  const { message, modal } = App.useApp();
  const { user } = useShell();
  const [keyWord, setKeyWord] = useState('');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<TemporarySecret | null>(null);
  const [enterprises, setEnterprises] = useState<EnterpriseOption[]>([]);

  const fetchAccounts = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: AccountFilter }) =>
      managementApi.accounts({ keyWord: filter.keyWord || undefined, role: filter.role === 'all' ? undefined : filter.role, enterpriseId: filter.enterpriseId || undefined, curPage, pageSize }),
    [],
  );
  const rows = usePagedRows<AccountRow, AccountFilter>(fetchAccounts, { keyWord: '', role: 'all', enterpriseId: '' });
  const { filter, setFilter, load } = rows;
  useEffect(() => {
    managementApi.enterprises('').then(setEnterprises, () => undefined);
  }, []);

  const act = async (work: () => Promise<string>) => {
    try {
      void message.success(await work());
      load();
    } catch {
      // the API client has shown the reason
    }
  };

  const confirm = (content: string, work: () => Promise<string>) => modal.confirm({ title: '提示', content, okText: '确定', cancelText: '取消', onOk: () => act(work) });

  const reset = (r: AccountRow) =>
    modal.confirm({
      title: '提示',
      content: `确认重置「${r.userName}」的密码？其所有登录将退出。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          setSecret(await managementApi.resetSecret(r.id));
          load();
        } catch {
          // the API client has shown the reason
        }
      },
    });

  const columns: ColumnsType<AccountRow> = [
    { title: '登录名', dataIndex: 'username', width: 180 },
    { title: '姓名', dataIndex: 'userName', width: 160 },
    { title: '角色', key: 'role', width: 100, render: (_, r) => ROLE_LABELS[r.role] },
    { title: '所属企业', dataIndex: 'enterpriseName' },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, r) => (
        <Space size={4}>
          {r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
          {r.mustChangeSecret && <Tag color="orange">待修改密码</Tag>}
        </Space>
      ),
    },
    { title: '创建时间', key: 'createdAt', width: 170, render: (_, r) => localTime(r.createdAt) },
    {
      title: '操作',
      key: 'ops',
      width: 260,
      render: (_, r) => {
        const self = r.id === user?.id;
        const other: Role | null = r.role === 'M' ? 'D' : r.role === 'D' ? 'M' : null;
        return (
          <Space size={0} wrap>
            <Button
              size="small"
              type="link"
              danger={!r.disabled}
              disabled={self}
              aria-label={`${r.disabled ? '启用' : '停用'}（${r.username}）`}
              onClick={() => confirm(r.disabled ? `确认启用「${r.userName}」？` : `确认停用「${r.userName}」？其所有登录将立即退出。`, () => managementApi.setDisabled(r.id, !r.disabled))}
            >
              {r.disabled ? '启用' : '停用'}
            </Button>
            <Button size="small" type="link" aria-label={`重置密码（${r.username}）`} onClick={() => reset(r)}>
              重置密码
            </Button>
            {other && (
              <Button
                size="small"
                type="link"
                disabled={self}
                aria-label={`改为${ROLE_LABELS[other]}（${r.username}）`}
                onClick={() => confirm(`确认将「${r.userName}」改为${ROLE_LABELS[other]}？其所有登录将退出。`, () => managementApi.changeRole(r.id, other))}
              >
                改为{ROLE_LABELS[other]}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ks-card" data-testid="personnel-info">
      <PageIntro title="账号管理">平台的全部登录账号：新建管理员或开发者账号，停用或启用账号，重置密码，调整角色。</PageIntro>
      <Space style={{ marginBottom: 12 }} wrap>
        <label htmlFor="ks-account-keyword">账号</label>
        <Input.Search
          id="ks-account-keyword"
          placeholder="姓名、登录名或企业名称"
          allowClear
          value={keyWord}
          onChange={(e) => setKeyWord(e.target.value)}
          onSearch={(v) => setFilter({ ...filter, keyWord: v.trim() })}
          style={{ width: 280 }}
          enterButton="查询"
        />
        <label htmlFor="ks-account-role">角色</label>
        <Select id="ks-account-role" style={{ width: 140 }} value={filter.role} options={ROLE_FILTERS.map((o) => ({ ...o }))} onChange={(role) => setFilter({ ...filter, role })} />
        <label htmlFor="ks-account-enterprise">企业</label>
        <Select
          id="ks-account-enterprise"
          style={{ width: 220 }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部企业"
          value={filter.enterpriseId || undefined}
          options={enterprises.map((e) => ({ label: e.label, value: e.value }))}
          onChange={(v?: string) => setFilter({ ...filter, enterpriseId: v ?? '' })}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          新建账号
        </Button>
      </Space>
      <PagedTable rows={rows} columns={columns} rowKey="id" emptyText="暂无账号" />
      <NewAccountDialog
        open={creating}
        enterprises={enterprises}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
          load();
        }}
      />
      <Modal title="临时密码" open={secret !== null} onCancel={() => setSecret(null)} onOk={() => setSecret(null)} okText="我已记下" cancelButtonProps={{ style: { display: 'none' } }}>
        <p>
          账号 <strong>{secret?.username}</strong> 的临时密码（仅显示这一次，请告知本人；登录后须修改密码）：
        </p>
        <Typography.Paragraph copyable={{ text: secret?.temporarySecret ?? '' }} data-testid="temporary-secret" style={{ fontSize: 18, fontFamily: 'monospace' }}>
          {secret?.temporarySecret}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
