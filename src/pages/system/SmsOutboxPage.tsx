import { useCallback, useState } from 'react';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SMS_PURPOSE_NAMES, type OutboxRow } from '../../../schemas/sms';
import { registerApi } from '../../api/register';
import { localTime } from '../../../runtime/core/local-time';
import { FilteredPagedTable, usePagedRows } from '../../shared/FilteredPagedTable';

type Filter = 'all';
const purposeName = (p: string): string => (Object.hasOwn(SMS_PURPOSE_NAMES, p) ? SMS_PURPOSE_NAMES[p as keyof typeof SMS_PURPOSE_NAMES] : p);

/**
 * /system/smsOutbox, 短信发件箱 (administrators; user menu → 短信发件箱): what the development SMS
 * sender "sent". Not for production: with SMS_HTTP_URL set the server keeps no outbox and says so.
 */
export default function SmsOutboxPage() {
  const [enabled, setEnabled] = useState(true);
  const fetch = useCallback(async ({ curPage, pageSize }: { curPage: number; pageSize: number }) => {
    const page = await registerApi.outbox({ curPage, pageSize });
    setEnabled(page.enabled);
    return page;
  }, []);
  const rows = usePagedRows<OutboxRow, Filter>(fetch, 'all');
  const columns: ColumnsType<OutboxRow> = [
    { title: '手机号', dataIndex: 'phone', width: 140 },
    { title: '用途', key: 'purpose', width: 120, render: (_, r) => purposeName(r.purpose) },
    { title: '短信内容', dataIndex: 'text' },
    { title: '发送时间', key: 'createdAt', width: 180, render: (_, r) => localTime(r.createdAt) },
  ];
  return (
    <div className="ks-card" data-testid="sms-outbox">
      <Alert
        type={enabled ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        message={enabled ? '开发与测试环境的短信发件箱：短信未真正发出，内容仅在此查看。生产环境请配置短信服务（SMS_HTTP_URL）。' : '已配置短信服务，发件箱不可用'}
      />
      <FilteredPagedTable rows={rows} columns={columns} rowKey="id" filterLabel="范围" filterId="ks-outbox-scope" filterOptions={[{ label: '全部', value: 'all' }]} emptyText="暂无短信" />
    </div>
  );
}
