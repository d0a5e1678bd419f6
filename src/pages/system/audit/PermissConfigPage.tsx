import { useState } from 'react';
import { Alert, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_SIGN_TEXT, AUDIT_WAY_TEXT, type AuditPlan } from '../../../../schemas/audit-levels';
import { BUILDERS, RoleGate } from '../../../designer-routes/RoleGate';
import { auditorsText } from './audit-text';
import { useOverview } from './use-overview';
import { systemName, useSystems } from './use-systems';
import { localTime } from '../../../../runtime/core/local-time';

const ALL = '';

/**
 * /system/permissConfig, 审核权限 (menu 审核设置 → 审核权限; docs/administration.md "审核级别与审核方式"): a
 * read-only overview — per node with audit levels, who audits at each level and how. Nodes not
 * listed are audited once by any administrator.
 */
function AuditPermissions() {
  const systems = useSystems();
  const { plans, error } = useOverview();
  const [system, setSystem] = useState(ALL);
  const shown = (plans ?? []).filter((p) => system === ALL || p.systemCoding === system);

  const columns: ColumnsType<AuditPlan> = [
    { title: '系统', key: 'system', width: 180, render: (_, p) => systemName(systems, p.systemCoding) },
    { title: '功能节点', dataIndex: 'nodeTitle', width: 160 },
    { title: '审核方式', key: 'sign', width: 260, render: (_, p) => `${AUDIT_WAY_TEXT}，${AUDIT_SIGN_TEXT[p.sign]}` },
    {
      title: '各级审核人',
      key: 'levels',
      render: (_, p) => (
        <Space direction="vertical" size={2}>
          {p.levels.map((l, i) => (
            <span key={l.name}>
              <Tag color="blue">第 {i + 1} 级 {l.name}</Tag>
              {auditorsText(l)}
            </span>
          ))}
        </Space>
      ),
    },
    { title: '最后修改', key: 'updated', width: 200, render: (_, p) => `${p.updatedBy ?? ''} ${localTime(p.updatedAt)}` },
  ];

  return (
    <div className="ks-card" data-testid="permiss-config-page">
      <Typography.Title level={4}>审核权限</Typography.Title>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>系统</Typography.Text>
        <Select
          aria-label="系统"
          style={{ width: 220 }}
          value={system}
          options={[{ value: ALL, label: '全部系统' }, ...systems.map((s) => ({ value: s.systemCoding, label: s.systemName }))]}
          onChange={(v: string) => setSystem(v)}
        />
      </Space>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Table rowKey="nodeId" loading={plans === null} dataSource={shown} columns={columns} pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无设置了审核级别的节点（其记录由任一管理员一级审核）" /> }} />
    </div>
  );
}

export default function PermissConfigPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <AuditPermissions />
    </RoleGate>
  );
}
