import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Empty, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  AUDIT_LEVEL_MESSAGES,
  AUDIT_SIGN_TEXT,
  AUDIT_WAY_TEXT,
  AUDITOR_KIND_TEXT,
  AUDITOR_KINDS,
  auditLevelsProblem,
  MAX_AUDIT_LEVELS,
  type AuditLevel,
  type AuditorKind,
  type AuditPlan,
} from '../../../../schemas/audit-levels';
import { BUILDERS, RoleGate } from '../../../designer-routes/RoleGate';
import { useShell } from '../../../layout/ShellContext';
import { auditLevelsApi, messageOf } from './audit-levels-api';
import { NodePicker } from './NodePicker';
import { useAuditors } from './use-auditors';
import { useSystems } from './use-systems';

const SUGGESTED_NAMES = ['初审', '复审', '终审'];
const newLevel = (index: number): AuditLevel => ({ name: SUGGESTED_NAMES[index] ?? `第${index + 1}级审核`, kind: 'role', userIds: [] });
const levelsOf = (plan: AuditPlan): AuditLevel[] => plan.levels.map((l) => ({ name: l.name, kind: l.kind, userIds: l.userIds }));

/**
 * /system/auditLevel, 审核级别 (menu 审核设置 → 审核级别; docs/administration.md "审核级别与审核方式"): pick a
 * system and a record page, then edit its ordered levels — name, who audits (任一管理员 or named
 * administrators) — and 保存. Without levels a node's records are audited once by any administrator.
 * Administrators edit; developers read.
 */
function AuditLevelEditor() {
  const { area, role } = useShell();
  const { message } = App.useApp();
  const canEdit = role === 'M';
  const systems = useSystems();
  const auditors = useAuditors();
  const [systemCoding, setSystemCoding] = useState(area.systemCoding);
  const [nodeId, setNodeId] = useState<string>();
  const [plan, setPlan] = useState<AuditPlan | null>(null);
  const [rows, setRows] = useState<AuditLevel[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setPlan(null);
    setError(null);
    if (!nodeId) return;
    auditLevelsApi
      .detail(nodeId)
      .then((p) => {
        if (!live) return;
        setPlan(p);
        setRows(levelsOf(p));
      })
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [nodeId]);

  const problem = useMemo(() => auditLevelsProblem(rows), [rows]);
  const change = (index: number, patch: Partial<AuditLevel>) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((rs) => {
      const out = [...rs];
      const [row] = out.splice(index, 1);
      out.splice(index + by, 0, row!);
      return out;
    });

  const save = async (levels: AuditLevel[]) => {
    if (!nodeId) return;
    const why = auditLevelsProblem(levels);
    if (why) return setError(why);
    setSaving(true);
    try {
      const saved = await auditLevelsApi.save(nodeId, levels);
      setPlan(saved);
      setRows(levelsOf(saved));
      setError(null);
      void message.success(AUDIT_LEVEL_MESSAGES.saved);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  const userOptions = auditors.map((a) => ({ value: a.id, label: `${a.userName}（${a.username}）${a.disabled ? ' 已停用' : ''}`, disabled: a.disabled }));

  return (
    <div className="ks-card" data-testid="audit-level-page">
      <Typography.Title level={4}>审核级别</Typography.Title>
      <NodePicker systems={systems} systemCoding={systemCoding} onSystem={setSystemCoding} nodeId={nodeId} onNode={setNodeId} />
      <div style={{ marginTop: 16 }}>
        {!nodeId ? (
          <Empty description="请选择系统和功能节点，设置其记录的审核级别" />
        ) : !plan ? (
          error ? <Alert type="error" showIcon message={error} /> : <Spin tip="加载中…"><div style={{ height: 80 }} /></Spin>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {plan.nodeId !== nodeId ? <Alert type="info" showIcon message={`该列表的记录由「${plan.nodeTitle}」保存，审核级别设置在该节点上`} /> : null}
            <Alert
              type={plan.configured ? 'success' : 'info'}
              showIcon
              message={
                plan.configured
                  ? `已设置 ${plan.levels.length} 个审核级别；审核方式：${AUDIT_WAY_TEXT}，${AUDIT_SIGN_TEXT[plan.sign]}`
                  : '该节点尚未设置审核级别：提交的记录由任一管理员审核一次即通过'
              }
            />
            {rows.length === 0 ? <Empty description="暂无审核级别" /> : null}
            {rows.map((row, i) => (
              <Space key={i} wrap align="start" data-testid={`audit-level-${i + 1}`}>
                <Tag color="blue">第 {i + 1} 级</Tag>
                <Input aria-label={`第 ${i + 1} 级名称`} style={{ width: 140 }} value={row.name} disabled={!canEdit} onChange={(e) => change(i, { name: e.target.value })} />
                <Select
                  aria-label={`第 ${i + 1} 级审核人类型`}
                  style={{ width: 140 }}
                  value={row.kind}
                  disabled={!canEdit}
                  options={AUDITOR_KINDS.map((k) => ({ value: k, label: AUDITOR_KIND_TEXT[k] }))}
                  onChange={(kind: AuditorKind) => change(i, { kind, userIds: kind === 'user' ? row.userIds : [] })}
                />
                {row.kind === 'user' ? (
                  <Select
                    aria-label={`第 ${i + 1} 级审核人`}
                    mode="multiple"
                    style={{ minWidth: 260 }}
                    placeholder="请选择审核人"
                    optionFilterProp="label"
                    value={row.userIds}
                    disabled={!canEdit}
                    options={userOptions}
                    onChange={(userIds: string[]) => change(i, { userIds })}
                  />
                ) : null}
                {canEdit ? (
                  <Space>
                    <Button aria-label={`第 ${i + 1} 级上移`} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} />
                    <Button aria-label={`第 ${i + 1} 级下移`} icon={<ArrowDownOutlined />} disabled={i === rows.length - 1} onClick={() => move(i, 1)} />
                    <Button aria-label={`删除第 ${i + 1} 级`} danger icon={<DeleteOutlined />} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} />
                  </Space>
                ) : null}
              </Space>
            ))}
            {canEdit ? (
              <Space wrap>
                <Button icon={<PlusOutlined />} disabled={rows.length >= MAX_AUDIT_LEVELS} onClick={() => setRows((rs) => [...rs, newLevel(rs.length)])}>
                  添加级别
                </Button>
                <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save(rows)}>
                  保存
                </Button>
                {plan.configured ? (
                  <Button disabled={saving} onClick={() => void save([])}>
                    恢复默认（任一管理员一级审核）
                  </Button>
                ) : null}
              </Space>
            ) : (
              <Typography.Text type="secondary">仅管理员可修改审核级别</Typography.Text>
            )}
            {error ? <Alert type="error" showIcon message={error} /> : problem && canEdit ? <Alert type="warning" showIcon message={problem} /> : null}
          </Space>
        )}
      </div>
    </div>
  );
}

export default function AuditLevelPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <AuditLevelEditor />
    </RoleGate>
  );
}
