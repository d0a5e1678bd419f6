import { useState } from 'react';
import { App, Button, Input, Modal, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { REGISTRATION_MESSAGES as M, REGISTRATION_STATUS_TEXT, type AuditRow, type RegistrationStatus } from '../../../schemas/registration';
import { registerApi } from '../../api/register';
import { localTime } from '../../../runtime/core/local-time';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';

type Filter = RegistrationStatus | 'all';
const FILTERS: ReadonlyArray<{ label: string; value: Filter }> = [
  { label: '待审核', value: 'pending' },
  { label: '审核通过（待激活）', value: 'approved' },
  { label: '已驳回', value: 'rejected' },
  { label: '已激活', value: 'activated' },
  { label: '全部', value: 'all' },
];
const COLORS: Record<string, string> = { pending: 'orange', approved: 'blue', rejected: 'red', activated: 'green' };

const fetchRows = ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: Filter }) =>
  registerApi.auditList({ curPage, pageSize, ...(filter === 'all' ? {} : { status: filter }) });

/**
 * /system/registrationAudit, 注册审核 (administrators; user menu → 注册审核): enterprise registrations,
 * pending first; 通过 asks for confirmation, 驳回 needs an audit suggestion (请填写审核建议).
 */
export default function RegistrationAuditPage() {
  // The app's modal (not the static Modal.confirm): it follows the theme and the reduced-motion
  // setting, so a 确定 pressed at once is not lost in a zoom-in.
  const { message, modal } = App.useApp();
  const rows = usePagedRows<AuditRow, Filter>(fetchRows, 'pending');
  const [rejecting, setRejecting] = useState<AuditRow | null>(null);
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (row: AuditRow, pass: boolean, text = '') => {
    setBusy(true);
    try {
      void message.success(await registerApi.decide({ id: row.id, pass, ...(text ? { suggestion: text } : {}) }));
      setRejecting(null);
      rows.load();
    } catch (e) {
      const reason = e instanceof Error && e.message ? e.message : '操作失败，请稍后重试';
      if (pass) void message.error(reason);
      else setError(reason);
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<AuditRow> = [
    { title: '企业名称', dataIndex: 'entName' },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 200 },
    { title: '联系人', dataIndex: 'contactName', width: 120 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '状态', key: 'status', width: 160, render: (_, r) => <Tag color={COLORS[r.status]}>{REGISTRATION_STATUS_TEXT[r.status as RegistrationStatus] ?? r.statusText}</Tag> },
    { title: '审核建议', dataIndex: 'suggestion', width: 180 },
    { title: '提交时间', key: 'createdAt', width: 180, render: (_, r) => localTime(r.createdAt) },
    {
      title: '操作',
      key: 'ops',
      width: 150,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => modal.confirm({ title: '提示', content: `确认通过「${r.entName}」的注册申请？`, okText: '确定', cancelText: '取消', onOk: () => decide(r, true) })}
            >
              通过
            </Button>
            <Button
              size="small"
              danger
              onClick={() => {
                setSuggestion('');
                setError(null);
                setRejecting(r);
              }}
            >
              驳回
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <div className="ks-card" data-testid="registration-audit">
      <FilteredPagedTable rows={rows} columns={columns} rowKey="id" filterLabel="状态" filterId="ks-registration-status" filterOptions={FILTERS} emptyText="暂无注册申请" />
      <Modal
        title="驳回注册申请"
        open={rejecting !== null}
        okText="驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: busy }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!suggestion.trim()) setError(M.suggestion);
          else if (rejecting) void decide(rejecting, false, suggestion.trim());
        }}
      >
        <p>{rejecting?.entName}</p>
        <label htmlFor="ks-reject-suggestion">审核建议</label>
        <Input.TextArea id="ks-reject-suggestion" rows={4} maxLength={500} value={suggestion} onChange={(e) => setSuggestion(e.target.value)} placeholder="请说明驳回原因，将以短信告知企业" />
        <div aria-live="polite" style={{ color: 'var(--ks-danger, #ff4d4f)', minHeight: 22 }}>
          {error}
        </div>
      </Modal>
    </div>
  );
}
