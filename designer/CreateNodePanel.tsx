import { useEffect, useState } from 'react';
import { Button, Card, Radio, Select, Space, Typography } from 'antd';
import type { DisplayGroupDetail, DisplayGroupSummary } from '../schemas/designer';
import type { DesignerApi } from './api';
import type { NodeConfig, NodeKind } from './store/types';
import { isPageKind, kindForProperty, PAGE_KIND_NAMES, PAGE_KINDS } from '../schemas/page-kinds';
import { fromTemplate } from './page-pair/template';

interface Props {
  api: DesignerApi;
  nodeId: string;
  title: string;
  nodeProperty: string;
  /** the system whose page configs are offered as templates (none: no template choice) */
  systemCoding?: string;
  onCreated: (node: DisplayGroupDetail) => void;
}

/**
 * Shown for a node without a page config: choose its kind and create version 1 — empty, or as a
 * copy of an existing node of the system (以现有节点为模板; also how a whole node is duplicated).
 */
export function CreateNodePanel({ api, nodeId, title, nodeProperty, systemCoding, onCreated }: Props) {
  const [kind, setKind] = useState<NodeKind>(() => kindForProperty(nodeProperty));
  const [start, setStart] = useState<'empty' | 'template'>('empty');
  const [nodes, setNodes] = useState<DisplayGroupSummary[]>([]);
  const [template, setTemplate] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (systemCoding) api.listNodes(systemCoding).then((list) => setNodes(list.filter((n) => isPageKind(n.kind))), () => undefined);
  }, [api, systemCoding]);

  const create = async () => {
    setBusy(true);
    try {
      if (start === 'template' && template) {
        const source = await api.loadNode(template);
        if (!source || !isPageKind(source.kind)) return;
        onCreated(await api.createNode({ nodeId, kind: source.kind, title, config: fromTemplate(source.config as NodeConfig, nodeId, title) }));
      } else {
        onCreated(await api.createNode({ nodeId, kind, title, config: PAGE_KINDS[kind].emptyConfig(nodeId, title) as NodeConfig }));
      }
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={`「${title}」还没有页面配置`} style={{ maxWidth: 640 }}>
      {nodes.length > 0 && (
        <Radio.Group value={start} onChange={(e) => setStart(e.target.value as 'empty' | 'template')} aria-label="创建方式" style={{ marginBottom: 16 }}>
          <Radio value="empty">新建空白页面</Radio>
          <Radio value="template">以现有节点为模板</Radio>
        </Radio.Group>
      )}
      {start === 'template' ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">复制所选节点的全部配置（字段、列、查询条件），之后可自由修改。</Typography.Text>
          <Select
            aria-label="模板节点"
            style={{ width: '100%' }}
            placeholder="选择一个已有页面"
            value={template}
            onChange={setTemplate}
            showSearch
            optionFilterProp="label"
            options={nodes.map((n) => ({ value: n.nodeId, label: `${n.menuTitle ?? n.title}（${PAGE_KINDS[n.kind as NodeKind].label}，${n.nodeId}）` }))}
          />
        </Space>
      ) : (
        <>
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
        </>
      )}
      <div style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={start === 'template' && !template} onClick={() => void create()}>
          创建页面配置
        </Button>
      </div>
    </Card>
  );
}
