import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Input, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { PRICE_MESSAGES, PRICE_STATES, periodTitle, type PricePeriod } from '../../../schemas/prices';
import { localTime } from '../../../runtime/core/local-time';
import { priceApi } from '../../api/prices';
import { PageIntro } from '../system/PageIntro';
import { useShell } from '../../layout/ShellContext';
import { PriceImportDialog } from './PriceImportDialog';

type Row = Pick<PricePeriod, 'period' | 'title' | 'rowCount' | 'publishedAt'> & Partial<PricePeriod>;

/**
 * /priceRelease/index 价格发布 (docs/prices-and-tasks.md): the periods. Everybody sees the published
 * ones and opens their prices; administrators and developers see the drafts too, administrators
 * import (with a preview), publish, withdraw with a reason and delete a draft.
 */
export default function PriceReleasePage() {
  const role = useShell().role;
  const canRelease = role === 'M';
  const readsDrafts = role === 'M' || role === 'D';
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(readsDrafts ? await priceApi.release.list() : await priceApi.periods());
      setError(null);
    } catch (e) {
      setRows((r) => r ?? []);
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    }
  }, [readsDrafts]);
  useEffect(() => void load(), [load]);

  const publish = (period: string) =>
    modal.confirm({
      title: `发布 ${periodTitle(period)} 的价格？`,
      content: '发布后所有人（含未登录的公众）都能查询这一期的价格。',
      okText: '发布',
      cancelText: '取消',
      onOk: async () => {
        await priceApi.release.publish(period);
        void message.success('发布成功');
        void load();
      },
    });
  const remove = (period: string) =>
    modal.confirm({
      title: `删除 ${periodTitle(period)} 的待发布价格？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await priceApi.release.remove(period);
        void message.success('删除成功');
        void load();
      },
    });
  const withdraw = async () => {
    if (!withdrawing) return;
    if (!reason.trim()) return setWithdrawError(PRICE_MESSAGES.withdrawReason);
    try {
      await priceApi.release.withdraw(withdrawing, reason.trim());
      setWithdrawing(null);
      void message.success('撤回成功');
      void load();
    } catch (e) {
      setWithdrawError(e instanceof Error && e.message ? e.message : '撤回失败，请稍后重试');
    }
  };

  const columns: ColumnsType<Row> = [
    { title: '期次', dataIndex: 'title', width: 140 },
    { title: '价格条数', dataIndex: 'rowCount', width: 110 },
    ...(readsDrafts
      ? ([
          { title: '状态', key: 'status', width: 100, render: (_, r) => (r.status === 'published' ? <Tag color="green">{PRICE_STATES.published}</Tag> : <Tag color="orange">{PRICE_STATES.draft}</Tag>) },
          { title: '导入', key: 'imported', render: (_, r) => (r.importedAt ? `${r.importedBy ?? ''} ${localTime(r.importedAt)}` : '—') },
        ] as ColumnsType<Row>)
      : []),
    { title: '发布时间', key: 'publishedAt', width: 170, render: (_, r) => (r.publishedAt ? localTime(r.publishedAt) : '—') },
    {
      title: '操作',
      key: 'op',
      width: 220,
      render: (_, r) => {
        const published = r.status === undefined || r.status === 'published';
        return (
          <Space size={0}>
            {published && (
              <Button type="link" size="small" onClick={() => navigate(`/custom/materialPrices?period=${r.period}`)} aria-label={`查看价格：${r.title}`}>
                查看价格
              </Button>
            )}
            {canRelease && !published && (
              <Button type="link" size="small" onClick={() => publish(r.period)} aria-label={`发布：${r.title}`}>
                发布
              </Button>
            )}
            {canRelease && !published && (
              <Button type="link" size="small" danger onClick={() => remove(r.period)} aria-label={`删除：${r.title}`}>
                删除
              </Button>
            )}
            {canRelease && published && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => {
                  setReason('');
                  setWithdrawError(null);
                  setWithdrawing(r.period);
                }}
                aria-label={`撤回：${r.title}`}
              >
                撤回
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ks-card" data-testid="price-release-page">
      <PageIntro title="价格发布">每月一期的材料价格。管理员导入 Excel（先预览不合格的行和与上期的变化，确认后保存为待发布），发布后所有人都能查询；撤回须填写原因，每次操作记入操作日志。</PageIntro>
      {canRelease && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setImporting(true)}>
            导入价格
          </Button>
        </Space>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<Row>
        rowKey="period"
        columns={columns}
        dataSource={rows ?? []}
        loading={rows === null}
        pagination={false}
        locale={{ emptyText: <Empty description={PRICE_MESSAGES.noPublished} /> }}
      />
      {importing && (
        <PriceImportDialog
          onClose={() => setImporting(false)}
          onDone={(text) => {
            setImporting(false);
            void message.success(text);
            void load();
          }}
        />
      )}
      {withdrawing && (
        <Modal open title={`撤回 ${periodTitle(withdrawing)} 的价格`} okText="撤回" okButtonProps={{ danger: true }} cancelText="取消" onOk={withdraw} onCancel={() => setWithdrawing(null)}>
          <label htmlFor="price-withdraw-reason">撤回原因</label>
          <Input.TextArea id="price-withdraw-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          {withdrawError && <Alert type="error" showIcon message={withdrawError} style={{ marginTop: 8 }} />}
        </Modal>
      )}
    </div>
  );
}
