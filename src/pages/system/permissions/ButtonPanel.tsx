import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Space, Spin, Tag, Typography } from 'antd';
import { BUTTON_AREA_LABELS, BUTTON_AREAS, type NodeButtonsData, type PermissionRole } from '../../../../schemas/permissions';
import { permissionsApi } from '../../../api/permissions';
import { feedback } from '../../../app/feedback';

export interface ButtonPanelProps {
  role: PermissionRole;
  /** the chosen menu, or null before one is chosen */
  node: { id: string; title: string; isPage: boolean } | null;
  /** told whether ticks differ from what is stored (the page asks before dropping them) */
  onDirtyChange?: (dirty: boolean) => void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && b.every((x) => a.includes(x));

/**
 * The buttons of one node for one role, grouped by where they are drawn, with 保存按钮权限. 提交 is
 * one permission listed under 行按钮 and 表单按钮 alike (ticking one ticks both).
 */
export function ButtonPanel({ role, node, onDirtyChange }: ButtonPanelProps) {
  const [data, setData] = useState<NodeButtonsData | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nodeId = node?.isPage ? node.id : null;
  const stored = data && data.nodeId === nodeId && data.role === role ? data.buttons.filter((b) => b.permitted).map((b) => b.code) : null;
  const dirty = stored !== null && !sameSet(kept, stored);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    setData(null);
    setError(null);
    permissionsApi
      .buttons(role, nodeId)
      .then((d) => {
        if (!live) return;
        setData(d);
        setKept(d.buttons.filter((b) => b.permitted).map((b) => b.code));
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : '按钮权限加载失败'));
    return () => {
      live = false;
    };
  }, [role, nodeId]);

  if (!node) return <Empty description="请在左侧选择一个页面节点，设置它的按钮权限" />;
  if (!nodeId) return <Empty description="目录没有按钮，请选择其下的页面节点" />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data || data.nodeId !== nodeId || data.role !== role) return <Spin tip="按钮权限加载中…"><div style={{ minHeight: 120 }} /></Spin>;

  const toggle = (code: string, on: boolean) => setKept((list) => (on ? [...new Set([...list, code])] : list.filter((c) => c !== code)));
  const save = async () => {
    setSaving(true);
    try {
      const saved = await permissionsApi.saveButtons(role, nodeId, kept);
      setData(saved);
      feedback.message().success('保存成功');
    } catch {
      // the API client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="button-permissions">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text strong>{node.title}</Typography.Text>
        {data.isDefault ? <Tag color="blue">默认：全部按钮</Tag> : <Tag color="orange">已自定义</Tag>}
      </Space>
      {BUTTON_AREAS.map((area) => (
        <fieldset key={area} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontSize: 14, marginBottom: 6, color: 'rgba(0,0,0,0.65)' }}>{BUTTON_AREA_LABELS[area]}</legend>
          <Space wrap>
            {data.buttons
              .filter((b) => b.areas.includes(area))
              .map((b) => (
                // 审核, 发布 … for 企业用户: never kept, whatever is stored (the workflow gives them to administrators)
                <Checkbox key={b.code} checked={b.applies && kept.includes(b.code)} disabled={!b.applies} onChange={(e) => toggle(b.code, e.target.checked)}>
                  {b.name}
                </Checkbox>
              ))}
          </Space>
        </fieldset>
      ))}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        未勾选的按钮对该角色隐藏，直接调用对应接口也会被拒绝（无权进行该操作）。全部勾选即恢复默认。
      </Typography.Paragraph>
      {data.buttons.some((b) => !b.applies) ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          灰色的按钮（{data.buttons.filter((b) => !b.applies).map((b) => b.name).join('、')}）仅管理员可用：审核流程不会把它们交给{role === 'U' ? '企业用户' : '该角色'}，这里无需设置。
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" loading={saving} onClick={() => void save()}>
        保存按钮权限
      </Button>
    </div>
  );
}
