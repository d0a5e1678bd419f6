import { Empty } from 'antd';
import { createContext, useContext, useState, type ComponentType } from 'react';

/**
 * What the shell gives a page beyond its config: another node drawn inside it (a tab of a tabs
 * page draws its node as that node's own route would), and the page's own choices kept in the
 * URL so a reload or a shared link keeps them. The runtime knows no router and no server call;
 * src/pages/dynamic provides both (DynamicChartPage, EmbeddedNode).
 */
export interface PageHost {
  NodeView: ComponentType<{ nodeId: string }>;
  params?: { get: (name: string) => string | null; set: (name: string, value: string) => void };
}

/** Where no shell provides the node (a test, a preview without server): the node is named, not drawn. */
function NodeNotShown({ nodeId }: { nodeId: string }) {
  return <Empty description={`此处不显示页面节点 ${nodeId} 的内容`} />;
}

const HostContext = createContext<PageHost>({ NodeView: NodeNotShown });

export const PageHostProvider = HostContext.Provider;

export const usePageHost = (): PageHost => useContext(HostContext);

/** A choice of the page kept in the URL when the shell offers it, else in the page's own state. */
export function usePageParam(name: string): [string | null, (value: string) => void] {
  const { params } = usePageHost();
  const [own, setOwn] = useState<string | null>(null);
  if (params) return [params.get(name), (value) => params.set(name, value)];
  return [own, setOwn];
}
