import { useState } from 'react';
import { Button, Card, Radio, Space, Typography } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import type { DesignerApi } from './api';
import type { NodeConfig, NodeKind } from './store/types';

const KINDS: Array<{ value: NodeKind; label: string; hint: string }> = [
  { value: 'form', label: '详情表单', hint: '填写、查看一条记录的表单（详情、动态详情）' },
  { value: 'list', label: '列表', hint: '查询条件 + 表格（列表、动态列表）' },
  { value: 'card', label: '卡片列表', hint: '查询条件 + 卡片（卡片列表）' },
];

/** The page kind a node property suggests: detail texts → form, card list → card, else list. */
export function kindForProperty(property: string): NodeKind {
  if (property.includes('卡片')) return 'card';
  if (property.includes('详情') || property.includes('承诺书')) return 'form';
  return 'list';
}

/** The first config of a new page: one empty group, or no columns and an empty search bar. */
export function emptyConfig(kind: NodeKind, nodeId: string, title: string): NodeConfig {
  if (kind === 'form') return { kind: 'form', title, groups: [{ key: 'group1', title: '基本信息', items: [] }] };
  return { kind, title, columns: [], search: { displayCode: nodeId, displayList: [] } };
}

/** Shown for a node without a page config: choose its kind and create version 1. */
export function CreateNodePanel({ api, nodeId, title, nodeProperty, onCreated }: { api: DesignerApi; nodeId: string; title: string; nodeProperty: string; onCreated: (node: DisplayGroupDetail) => void }) {
  const [kind, setKind] = useState<NodeKind>(() => kindForProperty(nodeProperty));
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      onCreated(await api.createNode({ nodeId, kind, title, config: emptyConfig(kind, nodeId, title) }));
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={`「${title}」还没有页面配置`} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">节点属性：{nodeProperty || '（未设置）'}。请选择页面类型：</Typography.Paragraph>
      <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as NodeKind)} aria-label="页面类型">
        <Space direction="vertical">
          {KINDS.map((k) => (
            <Radio key={k.value} value={k.value}>
              {k.label} <Typography.Text type="secondary">— {k.hint}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} onClick={() => void create()}>
          创建页面配置
        </Button>
      </div>
    </Card>
  );
}
