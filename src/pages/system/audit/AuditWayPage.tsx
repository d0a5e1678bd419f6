import { useState } from 'react';
import { Alert, App, Button, Empty, Radio, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { AUDIT_LEVEL_MESSAGES, AUDIT_SIGN_TEXT, AUDIT_SIGNS, AUDIT_WAY_TEXT, type AuditPlan, type AuditSign } from '../../../../schemas/audit-levels';
import { BUILDERS, RoleGate } from '../../../designer-routes/RoleGate';
import { useShell } from '../../../layout/ShellContext';
import { auditLevelsApi, messageOf } from './audit-levels-api';
import { useOverview } from './use-overview';
import { systemName, useSystems } from './use-systems';

/**
 * /system/auditWay, 审核方式 (menu 审核设置 → 审核方式; docs/administration.md "审核级别与审核方式"): every
 * node with audit levels, audited level after level (逐级审核), and per node whether one named
 * auditor of a level suffices (或签) or all must pass (会签). Administrators save; developers read.
 */
function AuditWays() {
  const { role } = useShell();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = role === 'M';
  const systems = useSystems();
  const { plans, error, reload } = useOverview();
  const [chosen, setChosen] = useState<Record<string, AuditSign>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (plan: AuditPlan) => {
    setSaving(plan.nodeId);
    try {
      await auditLevelsApi.saveWay(plan.nodeId, chosen[plan.nodeId] ?? plan.sign);
      setSaveError(null);
      void message.success(AUDIT_LEVEL_MESSAGES.saved);
      reload();
    } catch (e) {
      setSaveError(messageOf(e));
    } finally {
      setSaving(null);
    }
  };

  const columns: ColumnsType<AuditPlan> = [
    { title: '系统', key: 'system', width: 180, render: (_, p) => systemName(systems, p.systemCoding) },
    { title: '功能节点', dataIndex: 'nodeTitle', width: 160 },
    { title: '审核级别', key: 'levels', render: (_, p) => p.levels.map((l) => l.name).join(' → ') },
    { title: '审核顺序', key: 'way', width: 110, render: () => AUDIT_WAY_TEXT },
    {
      title: '多人审核时',
      key: 'sign',
      width: 380,
      render: (_, p) => (
        <Radio.Group
          aria-label={`「${p.nodeTitle}」审核方式`}
          disabled={!canEdit}
          value={chosen[p.nodeId] ?? p.sign}
          options={AUDIT_SIGNS.map((s) => ({ value: s, label: AUDIT_SIGN_TEXT[s] }))}
          onChange={(e) => setChosen((c) => ({ ...c, [p.nodeId]: e.target.value as AuditSign }))}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'ops',
            width: 100,
            render: (_: unknown, p: AuditPlan) => (
              <Button type="link" aria-label={`保存「${p.nodeTitle}」的审核方式`} loading={saving === p.nodeId} disabled={(chosen[p.nodeId] ?? p.sign) === p.sign} onClick={() => void save(p)}>
                保存
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="ks-card" data-testid="audit-way-page">
      <Typography.Title level={4}>审核方式</Typography.Title>
      <Typography.Paragraph type="secondary">
        记录按审核级别逐级审核：前一级通过后进入下一级，最后一级通过后记录审核通过；任一级驳回即退回企业。指定了多名审核人的级别，或签为其中一人通过即可，会签须全部指定人通过；「任一管理员」的级别总是一人通过即可。
      </Typography.Paragraph>
      {error || saveError ? <Alert type="error" showIcon message={saveError ?? error} style={{ marginBottom: 12 }} /> : null}
      <Table
        rowKey="nodeId"
        loading={plans === null}
        dataSource={plans ?? []}
        columns={columns}
        pagination={false}
        locale={{
          // antd's Empty keeps the theme's description colour; text straight in the cell takes the
          // disabled grey (1.83:1, axe color-contrast, found by the dead-end walker)
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未为任何节点设置审核级别">
              <Button onClick={() => navigate('/system/auditLevel')}>去设置审核级别</Button>
            </Empty>
          ),
        }}
      />
    </div>
  );
}

export default function AuditWayPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <AuditWays />
    </RoleGate>
  );
}
