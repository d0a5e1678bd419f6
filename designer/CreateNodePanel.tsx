import { useState } from 'react';
import { Button, Card, Radio, Space, Typography } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import type { DesignerApi } from './api';
import type { NodeConfig, NodeKind } from './store/types';
import { kindForProperty, PAGE_KIND_NAMES, PAGE_KINDS } from '../schemas/page-kinds';

/** Shown for a node without a page config: choose its kind and create version 1. */
export function CreateNodePanel({ api, nodeId, title, nodeProperty, onCreated }: { api: DesignerApi; nodeId: string; title: string; nodeProperty: string; onCreated: (node: DisplayGroupDetail) => void }) {
  const [kind, setKind] = useState<NodeKind>(() => kindForProperty(nodeProperty));
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      onCreated(await api.createNode({ nodeId, kind, title, config: PAGE_KINDS[kind].emptyConfig(nodeId, title) as NodeConfig }));
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
          {PAGE_KIND_NAMES.map((k) => (
            <Radio key={k} value={k}>
              {PAGE_KINDS[k].label} <Typography.Text type="secondary">— {PAGE_KINDS[k].hint}</Typography.Text>
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
