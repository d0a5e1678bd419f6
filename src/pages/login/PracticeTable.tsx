import { Table, Tag, Tooltip } from 'antd';
import type { PracticingStatus } from '../../../schemas/auth';
import { PRACTICE_STATUS_TEXT, truncateReason } from './practice';

const STATUS_COLOR: Record<string, string> = { '0': 'default', '1': 'red', '2': 'green' };

/** The practice-status rows of PracticeDialog, in a file of their own so the dialog loads it lazily. */
export default function PracticeTable({ details }: { details: PracticingStatus['practiceDetails'] }) {
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.region}-${r.status}-${r.reason}`}
      pagination={false}
      dataSource={details}
      locale={{ emptyText: '暂无数据' }}
      columns={[
        { title: '地区', dataIndex: 'region' },
        { title: '状态', dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLOR[s]}>{PRACTICE_STATUS_TEXT[s] ?? s}</Tag> },
        { title: '原因', dataIndex: 'reason', render: (r: string) => (r ? <Tooltip title={r}>{truncateReason(r)}</Tooltip> : '—') },
      ]}
    />
  );
}
