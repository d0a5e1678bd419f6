import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_KINDS } from '../../schemas/page-kinds';
import { fetchSystems } from '../api/menu';
import { CHART_DASHBOARD, CHART_SETTING } from '../menu/route-for-menu';
import { PageDesigner } from './PageDesignerPage';
import { BUILDERS, RoleGate } from './RoleGate';
import { createDesignerApi, createMenuApi } from './structure-api';
import { loadChartSetting, type ChartRow, type FreeMenu } from './chart-setting-data';

// The node property that routes a menu click to the chart page (src/menu/route-for-menu.ts).
const DASHBOARD_PROPERTY = '分析台';

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; rows: ChartRow[]; free: FreeMenu[] };

const withId = (path: string, id: string, systemCoding?: string) =>
  `${path}?id=${encodeURIComponent(id)}${systemCoding ? `&systemCoding=${encodeURIComponent(systemCoding)}` : ''}`;

/** 新建图表页面: a menu without a page, and the page's title. */
function NewChartDialog({ free, onClose, onCreated }: { free: FreeMenu[]; onClose: () => void; onCreated: (menu: FreeMenu) => void }) {
  const { message } = App.useApp();
  const api = useMemo(() => createDesignerApi(), []);
  const menus = useMemo(() => createMenuApi(), []);
  const [menuId, setMenuId] = useState<string>();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const menu = free.find((m) => m.id === menuId);
  const create = async () => {
    if (!menu) return void message.warning('请选择菜单');
    const name = title.trim() || menu.label.split(' / ').pop() || '图表看板';
    setBusy(true);
    try {
      await api.createNode({ nodeId: menu.id, kind: 'chart', title: name, config: PAGE_KINDS.chart.emptyConfig(menu.id, name) });
      // A click on the menu then opens the chart page (分析台), whatever the menu was before.
      await menus.edit({ id: menu.id, nodeProperties: DASHBOARD_PROPERTY });
      void message.success('图表页面已创建');
      onCreated(menu);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : '创建失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="新建图表页面" okText="创建并设计" cancelText="取消" confirmLoading={busy} onOk={() => void create()} onCancel={onClose}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="chart-new-menu">菜单（尚无页面的菜单）</label>
        <Select id="chart-new-menu" showSearch optionFilterProp="label" style={{ width: '100%' }} value={menuId} onChange={setMenuId} options={free.map((m) => ({ value: m.id, label: m.label }))} placeholder="选择菜单" />
        <label htmlFor="chart-new-title">页面标题</label>
        <Input id="chart-new-title" value={title} maxLength={64} onChange={(e) => setTitle(e.target.value)} placeholder="默认用菜单名称" />
      </Space>
    </Modal>
  );
}

/** The list of chart pages of every system. */
function ChartList() {
  const navigate = useNavigate();
  const api = useMemo(() => createDesignerApi(), []);
  const menus = useMemo(() => createMenuApi(), []);
  const [state, setState] = useState<Loaded>({ phase: 'loading' });
  const [creating, setCreating] = useState(false);
  const load = useCallback(async () => {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'ready', ...(await loadChartSetting(await fetchSystems(), api, menus)) });
    } catch (e) {
      setState({ phase: 'error', message: e instanceof Error ? e.message : '加载失败' });
    }
  }, [api, menus]);
  useEffect(() => void load(), [load]);

  const columns = [
    { title: '系统', dataIndex: 'systemName', key: 'systemName' },
    { title: '菜单', dataIndex: 'menuTitle', key: 'menuTitle' },
    { title: '页面标题', dataIndex: 'title', key: 'title' },
    { title: '面板数', dataIndex: 'panels', key: 'panels', width: 90, align: 'right' as const },
    {
      title: '操作',
      key: 'ops',
      width: 180,
      render: (_: unknown, row: ChartRow) => (
        <Space>
          <Link to={withId(CHART_SETTING, row.nodeId, row.systemCoding)} aria-label={`设计「${row.title}」`}>设计</Link>
          <Link to={withId(CHART_DASHBOARD, row.nodeId)} aria-label={`查看「${row.title}」`}>查看</Link>
        </Space>
      ),
    },
  ];
  return (
    <div className="ks-card" data-testid="chart-setting">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>图表配置</Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={state.phase !== 'ready'} onClick={() => setCreating(true)}>
          新建图表页面
        </Button>
      </Space>
      {state.phase === 'error' && <Alert type="error" showIcon message={state.message} action={<Button onClick={() => void load()}>重试</Button>} />}
      <Table<ChartRow>
        rowKey="nodeId"
        loading={state.phase === 'loading'}
        columns={columns}
        dataSource={state.phase === 'ready' ? state.rows : []}
        pagination={false}
        locale={{ emptyText: '暂无图表页面' }}
      />
      {creating && state.phase === 'ready' && (
        <NewChartDialog free={state.free} onClose={() => setCreating(false)} onCreated={(m) => navigate(withId(CHART_SETTING, m.id, m.systemCoding))} />
      )}
    </div>
  );
}

/**
 * /system/echartsSetting (图表配置, administrators and developers): every chart page of every
 * system; with ?id= the page designer of that chart node (docs/page-kinds/chart.md).
 */
export default function ChartSettingPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <RoleGate allow={BUILDERS}>
      {id ? (
        <>
          <Link to={CHART_SETTING} style={{ display: 'inline-block', marginBottom: 8 }}>← 返回图表配置</Link>
          <PageDesigner />
        </>
      ) : (
        <ChartList />
      )}
    </RoleGate>
  );
}
