import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Auditor } from '../../../../schemas/audit-levels';
import { BUILDERS, RoleGate } from '../../../designer-routes/RoleGate';
import { auditsAt } from './audit-text';
import { useAuditors } from './use-auditors';
import { useOverview } from './use-overview';
import { systemName, useSystems } from './use-systems';

/**
 * /system/adminInfo, 管理员审核 (menu 审核设置 → 管理员审核; docs/administration.md "审核级别与审核方式"):
 * every administrator and the node levels they audit (a level of 任一管理员 counts for everyone).
 * Read-only; the levels are edited on /system/auditLevel.
 */
function AdminAudits() {
  const systems = useSystems();
  const auditors = useAuditors();
  const { plans, error } = useOverview();

  const duties = (a: Auditor) =>
    (plans ?? []).flatMap((p) =>
      p.levels.flatMap((l, i) => (auditsAt(l, a.id) ? [{ key: `${p.nodeId}-${i}`, text: `${systemName(systems, p.systemCoding)} › ${p.nodeTitle} · ${l.name}`, named: l.kind === 'user' }] : [])),
    );

  const columns: ColumnsType<Auditor> = [
    { title: '管理员', dataIndex: 'userName', width: 160 },
    { title: '账号', dataIndex: 'username', width: 140 },
    { title: '状态', key: 'disabled', width: 90, render: (_, a) => (a.disabled ? <Tag>已停用</Tag> : <Tag color="green">启用</Tag>) },
    {
      title: '审核的节点与级别',
      key: 'duties',
      render: (_, a) => {
        const list = duties(a);
        if (list.length === 0) return <Typography.Text type="secondary">未设置审核级别的节点均可审核</Typography.Text>;
        return (
          <Space wrap size={4}>
            {list.map((d) => (
              <Tag key={d.key} color={d.named ? 'blue' : 'default'}>
                {d.text}
                {d.named ? '（指定）' : '（任一管理员）'}
              </Tag>
            ))}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ks-card" data-testid="admin-info-page">
      <Typography.Title level={4}>管理员审核</Typography.Title>
      <Typography.Paragraph type="secondary">每位管理员承担审核的节点与级别；未设置审核级别的节点，其记录由任一管理员审核。「管辖地区管理员」级别由管理权限覆盖记录所属系统与地区的管理员审核，见管理权限。</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Table rowKey="id" loading={plans === null} dataSource={auditors} columns={columns} pagination={false} locale={{ emptyText: '暂无管理员' }} />
    </div>
  );
}

export default function AdminInfoPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <AdminAudits />
    </RoleGate>
  );
}
