import { Empty, Tabs, Typography } from 'antd';
import { createContext, useContext } from 'react';
import type { TabsConfig } from '../../../schemas/page-kinds/tabs/config';
import { definePageView, type DashboardPageProps } from '../define';
import { usePageHost, usePageParam } from '../page-host';

// A tab drawing a tabs page would put a tab bar in a tab (and two pages would fight over ?tab=).
const InsideTabs = createContext(false);

/**
 * A tabs page (page kind `tabs`, docs/page-kinds/tabs.md): antd Tabs (arrow keys move between tabs),
 * each drawing its node through the shell (usePageHost().NodeView); the open tab is in the URL
 * (?tab=<key>) so a reload keeps it. A tab is drawn when first opened and kept while the page is.
 */
export function TabsPage({ node, config }: DashboardPageProps<TabsConfig>) {
  const nested = useContext(InsideTabs);
  const { NodeView } = usePageHost();
  const [asked, choose] = usePageParam('tab');
  const title = config.title ?? node.title;
  if (nested) return <Empty description="页签中不能再显示页签页面" />;
  if (config.tabs.length === 0) return <Empty description="该页面还没有页签，请在页面设计中添加" />;
  // An unknown key in the URL (a removed tab, an old link) opens the first tab.
  const active = config.tabs.find((t) => t.key === asked)?.key ?? config.tabs[0].key;
  const content = (tab: TabsConfig['tabs'][number]) => {
    if (!tab.node) return <Empty description="该页签未选择页面节点" />;
    if (tab.node === node.nodeId) return <Empty description="页签不能显示本页面" />;
    return <NodeView nodeId={tab.node} />;
  };
  return (
    <section aria-label={title ?? '页签页面'} data-testid="tabs-page">
      {title && <Typography.Title level={4}>{title}</Typography.Title>}
      <InsideTabs.Provider value>
        <Tabs activeKey={active} onChange={choose} items={config.tabs.map((tab) => ({ key: tab.key, label: tab.title, children: content(tab) }))} />
      </InsideTabs.Provider>
    </section>
  );
}

/** A tabs page opens at the dashboard route: a page of its own, not one record's. */
export default definePageView<TabsConfig>({ kind: 'tabs', opens: 'dashboard', Page: TabsPage });
