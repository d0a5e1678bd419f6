import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { TabsConfig, type TabsTab } from '../../../schemas/page-kinds/tabs/config';
import { kindCompiledErrors } from '../../../schemas/check-kind-config';
import { configProblems } from '../../../schemas/page-kinds';
import { TabsPage } from '../../../runtime/pages/tabs';
import { PageHostProvider, type PageHost } from '../../../runtime/pages/page-host';
import { commands } from '../../commands';
import { useDesignerApi } from '../../page-pair/api-context';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import type { NodeConfig } from '../../store/types';
import { defineDesignerKind, type KindPreviewProps } from '../define';

interface SystemNode {
  nodeId: string;
  title: string;
}

/**
 * The other pages of this page's system: what a tab may draw (where a node's existence is
 * checkable); null while they load, empty when they cannot be read.
 */
function useSystemNodes(selfId: string): SystemNode[] | null {
  const api = useDesignerApi();
  const [nodes, setNodes] = useState<SystemNode[] | null>(api ? null : []);
  useEffect(() => {
    if (!api) return;
    let live = true;
    void api
      .loadNode(selfId)
      .then((self) => (self ? api.listNodes(self.systemCoding) : []))
      .then((list) => live && setNodes(list.filter((n) => n.nodeId !== selfId).map((n) => ({ nodeId: n.nodeId, title: n.menuTitle ?? n.title }))))
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [api, selfId]);
  return nodes;
}

const tabsOf = (config: NodeConfig): TabsTab[] => {
  const tabs = (config as { tabs?: unknown }).tabs;
  return Array.isArray(tabs) ? (tabs as TabsTab[]) : [];
};

/** Every edit replaces the tab list: one undoable step, checked as a whole (the banner, each tab's lines). */
function useTabsEdit() {
  const store = useDesignerStore();
  return (edit: (tabs: TabsTab[]) => TabsTab[]) => {
    const config = store.getState().config;
    // NodeConfig lists the form, list and chart shapes only; the tabs shape is checked by its schema.
    store.run(commands.replaceConfig, { config: { ...config, tabs: edit([...tabsOf(config)]) } as unknown as NodeConfig });
  };
}

/** The palette: 添加页签, drawing the first page of the system no tab draws yet. */
function TabsPalette() {
  const nodeId = useDesignerState((s) => s.nodeId);
  const loaded = useSystemNodes(nodeId);
  const nodes = loaded ?? [];
  const edit = useTabsEdit();
  const add = () =>
    edit((tabs) => {
      const keys = new Set(tabs.map((t) => t.key));
      let n = tabs.length + 1;
      while (keys.has(`tab${n}`)) n += 1;
      const free = nodes.find((x) => !tabs.some((t) => t.node === x.nodeId));
      return [...tabs, { key: `tab${n}`, title: free?.title.slice(0, 32) ?? `页签 ${n}`, node: free?.nodeId ?? '' }];
    });
  return (
    // waits for the system's pages, so the new tab draws one of them
    <Button block icon={<PlusOutlined aria-hidden />} onClick={add} disabled={loaded === null}>
      添加页签
    </Button>
  );
}

/** The canvas: one card per tab with its key, title and node; 上移 / 下移 / 删除; its problems beside it. */
function TabsCanvas({ problems }: { problems: { text: string }[] }) {
  const config = useDesignerState((s) => s.config);
  const nodeId = useDesignerState((s) => s.nodeId);
  const nodes = useSystemNodes(nodeId);
  const edit = useTabsEdit();
  const tabs = tabsOf(config);
  if (tabs.length === 0) return <Alert type="warning" showIcon message="还没有页签：至少添加一个页签，页面才有内容" />;
  const change = (i: number, patch: Partial<TabsTab>) => edit((all) => all.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  const move = (from: number, to: number) => edit((all) => (all.splice(to, 0, ...all.splice(from, 1)), all));
  const linesOf = (i: number, tab: TabsTab) => {
    const own = problems.map((p) => p.text).filter((t) => t.startsWith(`第 ${i + 1} 个页签`));
    // Only here are the system's pages known: the server stores a node id it cannot resolve.
    if (tab.node === nodeId) own.push('页签不能显示本页面');
    else if (tab.node && nodes && !nodes.some((n) => n.nodeId === tab.node)) own.push(`页面节点 ${tab.node} 不存在于本系统`);
    return own;
  };
  const options = (nodes ?? []).map((n) => ({ value: n.nodeId, label: `${n.title}（${n.nodeId}）` }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="tabs-canvas">
      {tabs.map((tab, i) => {
        const id = (what: string) => `tabs-${i}-${what}`;
        const lines = linesOf(i, tab);
        return (
          <Card
            key={i}
            size="small"
            data-testid={`tab-edit-${i}`}
            title={`第 ${i + 1} 个页签`}
            extra={
              <Space size={4}>
                <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`上移第 ${i + 1} 个页签`} disabled={i === 0} onClick={() => move(i, i - 1)} />
                <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={`下移第 ${i + 1} 个页签`} disabled={i === tabs.length - 1} onClick={() => move(i, i + 1)} />
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`删除第 ${i + 1} 个页签`} onClick={() => edit((all) => all.filter((_, j) => j !== i))} />
              </Space>
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <label htmlFor={id('title')}>标题</label>
              <Input id={id('title')} value={tab.title} maxLength={32} onChange={(e) => change(i, { title: e.target.value })} />
              <label htmlFor={id('key')}>页签编码（地址栏 ?tab= 的值）</label>
              <Input id={id('key')} value={tab.key} onChange={(e) => change(i, { key: e.target.value.trim() })} />
              <label htmlFor={id('node')}>页面节点</label>
              <Select
                id={id('node')}
                value={tab.node || undefined}
                placeholder="选择本系统的一个页面"
                showSearch
                optionFilterProp="label"
                options={options}
                onChange={(node: string) => change(i, { node })}
              />
              {lines.map((l) => (
                <Typography.Text key={l} type="danger" role="alert">
                  {l}
                </Typography.Text>
              ))}
            </Space>
          </Card>
        );
      })}
    </Space>
  );
}

/** The page as users get it, each tab naming the page it draws (the app draws the page itself). */
function TabsPreview({ config, nodeId }: KindPreviewProps) {
  const nodes = useSystemNodes(nodeId);
  const host = useMemo<PageHost>(
    () => ({
      NodeView: ({ nodeId: shown }) => {
        const title = nodes?.find((n) => n.nodeId === shown)?.title;
        return <Alert type="info" message={`此页签显示「${title ?? shown}」（${shown}）的页面`} />;
      },
    }),
    [nodes],
  );
  const tabs = tabsOf(config);
  return (
    <PageHostProvider value={host}>
      <TabsPage node={{ nodeId }} config={{ ...(config as unknown as TabsConfig), tabs }} unsaved />
    </PageHostProvider>
  );
}

/** A tabs page: its tabs edited as a list, each drawing a page of the system. */
export default defineDesignerKind({
  kind: 'tabs',
  configSchema: TabsConfig,
  Palette: TabsPalette,
  Canvas: TabsCanvas,
  Preview: TabsPreview,
  previewModes: false,
  // Every problem names its tab (`第 N 个页签…`): each tab's card shows its own lines.
  itemProblems: (config) => configProblems('tabs', config, kindCompiledErrors('TabsConfig', config)),
});
