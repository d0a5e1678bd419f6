import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DisplayGroupDetail, StructureMenu } from '../../schemas/designer';
import { Designer } from '../../designer/Designer';
import { CreateNodePanel } from '../../designer/CreateNodePanel';
import { createRuntimeServices } from '../api/runtime-services';
import { useShell } from '../layout/ShellContext';
import { getUser } from '../session/session';
import { livePageOf } from '../menu/route-for-menu';
import { DEVELOPER_ONLY, RoleGate } from './RoleGate';
import { pageKind } from '../../schemas/page-kinds';
import { createDesignerApi, createMenuApi } from './structure-api';
import { createDictionaryApi } from './dictionary-api';
import { DictionaryApiContext } from '../../designer/dictionaries/api';
import { StyleTemplateApiContext } from '../../designer/style-templates/api';
import { createStyleTemplateApi } from './style-template-api';
import { ChartServicesProvider } from '../../runtime/pages/chart/chart-services';
import { chartServices } from '../api/chart-services';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; menu: StructureMenu | null; node: DisplayGroupDetail | null };

/** /system/setUpList?id=<menu id>[&systemCoding=]: the page designer of one menu node (also /system/echartsSetting?id=). */
export function PageDesigner() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { area } = useShell();
  const id = params.get('id');
  const systemCoding = params.get('systemCoding') || area.systemCoding;
  const api = useMemo(() => createDesignerApi(), []);
  const dictionaryApi = useMemo(() => createDictionaryApi(), []);
  const styleTemplateApi = useMemo(() => createStyleTemplateApi(), []);
  const menuApi = useMemo(() => createMenuApi(), []);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (!id) return;
    setState({ kind: 'loading' });
    try {
      const node = await api.loadNode(id);
      const menus = await menuApi.list(node?.systemCoding ?? systemCoding).catch(() => [] as StructureMenu[]);
      setState({ kind: 'ready', node, menu: menus.find((m) => m.id === id) ?? null });
    } catch (e) {
      setState({ kind: 'error', message: e instanceof Error ? e.message : '页面配置加载失败' });
    }
  }, [api, menuApi, id, systemCoding]);
  useEffect(() => {
    void load();
  }, [load]);

  const services = useMemo(
    () => createRuntimeServices({ gnCoding: id ?? '', systemCoding: state.kind === 'ready' ? (state.node?.systemCoding ?? state.menu?.systemCoding ?? systemCoding) : systemCoding }),
    [id, state, systemCoding],
  );

  if (!id) return <div className="ks-card"><Empty description="请从菜单配置或左侧菜单的齿轮进入页面设计" /></div>;
  if (state.kind === 'loading') return <div className="ks-card"><Spin tip="加载页面配置…"><div style={{ height: 120 }} /></Spin></div>;
  if (state.kind === 'error') {
    return (
      <div className="ks-card">
        <Alert type="error" showIcon message={state.message} action={<Button onClick={() => void load()}>重试</Button>} />
      </div>
    );
  }
  if (!state.node) {
    if (!state.menu) return <div className="ks-card"><Result status="404" title="菜单不存在" subTitle={`没有 id 为 ${id} 的菜单`} extra={<Button onClick={() => navigate('/system/menuSetUp')}>去菜单配置</Button>} /></div>;
    const menu = state.menu;
    return (
      <div className="ks-card">
        <CreateNodePanel api={api} nodeId={id} title={menu.title} nodeProperty={menu.nodeProperties} systemCoding={menu.systemCoding} onCreated={(node) => setState({ kind: 'ready', menu, node })} />
      </div>
    );
  }
  const opens = pageKind(state.node.kind)?.opens;
  const live = `${opens ? livePageOf(opens) : livePageOf('list')}?id=${encodeURIComponent(id)}`;
  // The dictionary API lets a field's property panel pick or create its dictionary in place.
  return (
    <DictionaryApiContext.Provider value={dictionaryApi}>
      <StyleTemplateApiContext.Provider value={styleTemplateApi}>
        {/* a chart page's preview asks for its panels' real numbers */}
        <ChartServicesProvider value={chartServices}>
          <Designer key={`${state.node.nodeId}:${state.node.version}`} node={state.node} api={api} services={services} livePageUrl={live} draftUser={getUser()?.id} />
        </ChartServicesProvider>
      </StyleTemplateApiContext.Provider>
    </DictionaryApiContext.Provider>
  );
}

export default function PageDesignerPage() {
  return (
    <RoleGate allow={DEVELOPER_ONLY}>
      <PageDesigner />
    </RoleGate>
  );
}
