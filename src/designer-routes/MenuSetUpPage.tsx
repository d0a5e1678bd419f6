import { useEffect, useMemo, useState } from 'react';
import { App, Button, Select, Space, Tabs, Typography } from 'antd';
import { PlusSquareOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SystemSummary } from '../../schemas/system';
import { CallsPanel } from '../../designer/calls/CallsPanel';
import { MenuTreeEditor } from '../../designer/menu/MenuTreeEditor';
import { PagePairDialog } from '../../designer/page-pair/PagePairDialog';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { fetchSystems } from '../api/menu';
import { MenuIcon } from '../layout/menu-icon';
import { useShell } from '../layout/ShellContext';
import { routeForNodeSetup } from '../menu/route-for-menu';
import { NODE_PROPERTIES } from './node-properties';
import { createCallsApi } from './calls-api';
import { createDictionaryApi } from './dictionary-api';
import { BUILDERS, RoleGate } from './RoleGate';
import { createDesignerApi, createMenuApi } from './structure-api';

const renderIcon = (name: string) => <MenuIcon name={name} />;

/**
 * /system/menuSetUp?systemCoding=&tab=: a system's configuration — its menu tree (菜单) and its
 * call catalogue (接口, `tab=calls`); default system: the current one.
 */
function MenuSetUp() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { area, role, refreshMenus } = useShell();
  const systemCoding = params.get('systemCoding') || area.systemCoding;
  const [systems, setSystems] = useState<SystemSummary[]>([]);
  // Only the current system's tree is on the left; editing another system's menus leaves it alone.
  const api = useMemo(
    () => createMenuApi(systemCoding === area.systemCoding ? refreshMenus : undefined),
    [systemCoding, area.systemCoding, refreshMenus],
  );
  useEffect(() => {
    fetchSystems().then(setSystems, () => undefined);
  }, []);
  const current = systems.find((s) => s.systemCoding === systemCoding);
  const { message } = App.useApp();
  // 新建列表 + 详情 (issue 14): the tree is mounted afresh after a pair so it shows the new menus
  const [pairing, setPairing] = useState(false);
  const [treeKey, setTreeKey] = useState(0);
  const designerApi = useMemo(() => createDesignerApi(), []);
  const registry = useMemo(() => createDefaultFieldRegistry(), []);
  const callsApi = useMemo(() => createCallsApi(), []);
  // pasted choices (项目类型：房屋建筑/市政/水利) become dictionaries of the system
  const dictionaryApi = useMemo(() => createDictionaryApi(), []);
  const tab = params.get('tab') === 'calls' ? 'calls' : 'menus';
  const name = current ? `：${current.systemName}` : '';

  const menus = (
    <>
      <Button icon={<PlusSquareOutlined aria-hidden />} style={{ marginBottom: 12 }} onClick={() => setPairing(true)}>
        新建列表 + 详情
      </Button>
      <PagePairDialog
        open={pairing}
        systemCoding={systemCoding}
        menuApi={api}
        designerApi={designerApi}
        registry={registry}
        dictionaryApi={dictionaryApi}
        onClose={() => setPairing(false)}
        onCreated={(pair) => {
          setPairing(false);
          setTreeKey((k) => k + 1);
          message.success(`已创建「${pair.list.title}」和「${pair.form.title}」`);
        }}
      />
      <MenuTreeEditor
        key={`${systemCoding}:${treeKey}`}
        systemCoding={systemCoding}
        api={api}
        nodeProperties={NODE_PROPERTIES}
        renderIcon={renderIcon}
        // Page design is for developers; the gear opens the same setup page as the side menu's.
        onDesign={role === 'D' ? (m) => navigate(`${routeForNodeSetup(m)}&systemCoding=${encodeURIComponent(m.systemCoding)}`) : undefined}
      />
    </>
  );

  return (
    <div className="ks-card">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {tab === 'calls' ? `接口配置${name}` : `菜单配置${name}`}
        </Typography.Title>
        <Select
          aria-label="选择系统"
          style={{ minWidth: 260 }}
          value={systemCoding}
          onChange={(code) => setParams(tab === 'calls' ? { systemCoding: code, tab } : { systemCoding: code })}
          options={systems.map((s) => ({ value: s.systemCoding, label: `${s.systemName}（${s.systemCoding}）` }))}
          showSearch
          optionFilterProp="label"
        />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'calls' ? { systemCoding, tab: key } : { systemCoding }, { replace: true })}
        items={[
          { key: 'menus', label: '菜单', children: menus },
          // the system's call catalogue: paths served from its nodes (docs/designer.md "接口")
          { key: 'calls', label: '接口', children: <CallsPanel key={systemCoding} systemCoding={systemCoding} api={callsApi} /> },
        ]}
      />
    </div>
  );
}

export default function MenuSetUpPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <MenuSetUp />
    </RoleGate>
  );
}
