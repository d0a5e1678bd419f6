import { useEffect, useMemo, useState } from 'react';
import { App, Button, Select, Space, Typography } from 'antd';
import { PlusSquareOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SystemSummary } from '../../schemas/system';
import { MenuTreeEditor } from '../../designer/menu/MenuTreeEditor';
import { PagePairDialog } from '../../designer/page-pair/PagePairDialog';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { fetchSystems } from '../api/menu';
import { MENU_ICONS, MenuIcon } from '../layout/menu-icon';
import { useShell } from '../layout/ShellContext';
import { routeForNodeSetup } from '../menu/route-for-menu';
import { NODE_PROPERTIES } from './node-properties';
import { BUILDERS, RoleGate } from './RoleGate';
import { createDesignerApi, createMenuApi } from './structure-api';

const icons = { names: Object.keys(MENU_ICONS), render: (name: string) => <MenuIcon name={name} /> };

/** /system/menuSetUp?systemCoding=: the menu tree of a system (default: the current one). */
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

  return (
    <div className="ks-card">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          菜单配置{current ? `：${current.systemName}` : ''}
        </Typography.Title>
        <Select
          aria-label="选择系统"
          style={{ minWidth: 260 }}
          value={systemCoding}
          onChange={(code) => setParams({ systemCoding: code })}
          options={systems.map((s) => ({ value: s.systemCoding, label: `${s.systemName}（${s.systemCoding}）` }))}
          showSearch
          optionFilterProp="label"
        />
      </Space>
      <Button icon={<PlusSquareOutlined aria-hidden />} style={{ marginBottom: 12 }} onClick={() => setPairing(true)}>
        新建列表 + 详情
      </Button>
      <PagePairDialog
        open={pairing}
        systemCoding={systemCoding}
        menuApi={api}
        designerApi={designerApi}
        registry={registry}
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
        icons={icons}
        // Page design is for developers; the gear opens the same setup page as the side menu's.
        onDesign={role === 'D' ? (m) => navigate(`${routeForNodeSetup(m)}&systemCoding=${encodeURIComponent(m.systemCoding)}`) : undefined}
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
