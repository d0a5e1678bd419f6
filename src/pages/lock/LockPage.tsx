import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LOCK_MESSAGES, type LockListBody, type LockedEnterprise } from '../../../schemas/locks';
import { localTime } from '../../../runtime/core/local-time';
import { lockApi } from '../../api/locks';
import { PageIntro } from '../system/PageIntro';
import { regionLabel, useCompanyDictionaries } from '../system/company-info/dictionaries';
import { useShell } from '../../layout/ShellContext';
import { LockDialog } from './LockDialog';
import { LockHistoryDrawer } from './LockHistoryDrawer';

const PAGE_SIZE = 10;
type State = NonNullable<LockListBody['state']>;

/**
 * /lock 锁管理 (administrators; developers read; docs/locks.md): the enterprises (a region-limited administrator: of
 * its regions) with their lock, 锁定 / 解锁 with the reason, and each one's 锁定记录.
 */
export default function LockPage() {
  const { regions } = useCompanyDictionaries();
  const { message } = App.useApp();
  // developers read the locks; only administrators lock and unlock (the server's rule too)
  const canLock = useShell().role === 'M';
  const [query, setQuery] = useState<{ keyword: string; state: State; curPage: number }>({ keyword: '', state: 'all', curPage: 1 });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState<{ records: LockedEnterprise[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [acting, setActing] = useState<LockedEnterprise | null>(null);
  const [history, setHistory] = useState<LockedEnterprise | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await lockApi.list({ ...query, keyword: query.keyword || undefined, pageSize: PAGE_SIZE }));
      setError(null);
    } catch (e) {
      setPage((p) => p ?? { records: [], total: 0 });
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  const columns: ColumnsType<LockedEnterprise> = [
    { title: '企业名称', dataIndex: 'qymc', ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'tyshxydm', width: 200 },
    { title: '注册地', key: 'region', width: 200, render: (_, r) => regionLabel(regions, r.region) },
    { title: '状态', key: 'locked', width: 90, render: (_, r) => (r.locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>) },
    { title: '锁定原因', key: 'reason', ellipsis: true, render: (_, r) => r.lock?.reason ?? '—' },
    { title: '锁定时间', key: 'lockedAt', width: 150, render: (_, r) => (r.lock ? localTime(r.lock.lockedAt) : '—') },
    {
      title: '操作',
      key: 'op',
      width: 160,
      render: (_, r) => (
        <Space size={0}>
          {canLock && (
            <Button type="link" size="small" danger={!r.locked} onClick={() => setActing(r)} aria-label={`${r.locked ? '解锁' : '锁定'}：${r.qymc}`}>
              {r.locked ? '解锁' : '锁定'}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setHistory(r)} aria-label={`锁定记录：${r.qymc}`}>
            锁定记录
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="ks-card" data-testid="lock-page">
      <PageIntro title="锁管理">锁定的企业不能提交任何申报或登记（提交时显示锁定原因），已保存的草稿不受影响；每次锁定和解锁都须填写原因并记入操作日志。</PageIntro>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="企业名称或信用代码"
          placeholder="企业名称或统一社会信用代码"
          style={{ width: 280 }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), curPage: 1 }))}
          enterButton="查询"
        />
        <Select<State>
          aria-label="锁定状态"
          style={{ width: 140 }}
          value={query.state}
          onChange={(state) => setQuery((q) => ({ ...q, state, curPage: 1 }))}
          options={[
            { value: 'all', label: '全部状态' },
            { value: 'locked', label: '已锁定' },
            { value: 'unlocked', label: '正常' },
          ]}
        />
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<LockedEnterprise>
        rowKey="enterpriseId"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        locale={{ emptyText: <Empty description={query.keyword || query.state !== 'all' ? '没有符合条件的企业' : '暂无企业'} /> }}
        pagination={{ current: query.curPage, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 家企业`, onChange: (curPage) => setQuery((q) => ({ ...q, curPage })) }}
      />
      {acting && (
        <LockDialog
          enterprise={acting}
          onClose={() => setActing(null)}
          onDone={(e) => {
            setActing(null);
            void message.success(e.locked ? LOCK_MESSAGES.locked : LOCK_MESSAGES.unlocked);
            void load();
          }}
        />
      )}
      {history && <LockHistoryDrawer enterprise={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
