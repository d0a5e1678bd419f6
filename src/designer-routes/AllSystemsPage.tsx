import { useCallback, useEffect, useState } from 'react';
import { App, Button, Space, Table, Typography } from 'antd';
import { AppstoreOutlined, BarChartOutlined, BgColorsOutlined, BookOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SystemSummary } from '../../schemas/system';
import { fetchSystems } from '../api/menu';
import { useShell } from '../layout/ShellContext';
import { downloadJson } from './download';
import { ImportSystemDialog } from './ImportSystemDialog';
import { NewSystemDialog } from './NewSystemDialog';
import { RenameSystemDialog } from './RenameSystemDialog';
import { BUILDERS, RoleGate } from './RoleGate';
import { systemApi } from './structure-api';

/** /system/allSystem: every system, with new system, rename, menus, calls, export and import. */
function AllSystems() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { role } = useShell();
  const developer = role === 'D';
  const [systems, setSystems] = useState<SystemSummary[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [renaming, setRenaming] = useState<SystemSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);
  const creating = params.get('create') === '1';

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setSystems(await fetchSystems());
    } catch {
      setSystems((s) => s ?? []);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('create', '1');
    else next.delete('create');
    setParams(next, { replace: true });
  };
  const exportSystem = async (s: SystemSummary) => {
    setExporting(s.systemCoding);
    try {
      downloadJson(await systemApi.exportBundle(s.systemCoding), `${s.systemCoding}.system.json`);
      message.success(`已导出「${s.systemName}」`);
    } catch {
      // shown by the API client
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="ks-card">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          全部系统
        </Typography.Title>
        <Space wrap>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void load()}>
            刷新
          </Button>
          <Button icon={<BookOutlined aria-hidden />} onClick={() => navigate('/system/dictionaries')}>
            字典管理
          </Button>
          <Button icon={<BgColorsOutlined aria-hidden />} onClick={() => navigate('/system/styleTemplate')}>
            样式模板
          </Button>
          <Button icon={<AppstoreOutlined aria-hidden />} onClick={() => navigate('/system/setTypeCard')}>
            类型卡片
          </Button>
          <Button icon={<BarChartOutlined aria-hidden />} onClick={() => navigate('/system/echartsSetting')}>
            图表配置
          </Button>
          {developer && (
            <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
              导入系统
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            新建系统
          </Button>
        </Space>
      </Space>
      <Table<SystemSummary>
        rowKey="systemCoding"
        loading={loading}
        dataSource={systems ?? []}
        pagination={false}
        locale={{ emptyText: '暂无系统' }}
        columns={[
          { title: '系统全称', dataIndex: 'systemName' },
          { title: '系统简称', dataIndex: 'title' },
          { title: '系统编码', dataIndex: 'systemCoding', render: (v: string) => <code>{v}</code> },
          {
            title: '操作',
            key: 'actions',
            render: (_, s) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setRenaming(s)} aria-label={`修改名称：${s.systemName}`}>
                  修改名称
                </Button>
                <Button type="link" onClick={() => navigate(`/system/menuSetUp?systemCoding=${encodeURIComponent(s.systemCoding)}`)} aria-label={`菜单配置：${s.systemName}`}>
                  菜单配置
                </Button>
                <Button type="link" onClick={() => navigate(`/system/menuSetUp?systemCoding=${encodeURIComponent(s.systemCoding)}&tab=calls`)} aria-label={`接口配置：${s.systemName}`}>
                  接口配置
                </Button>
                {developer && (
                  <Button type="link" loading={exporting === s.systemCoding} onClick={() => void exportSystem(s)} aria-label={`导出：${s.systemName}`}>
                    导出
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NewSystemDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(a) => {
          void load();
          return a;
        }}
        onConfigureMenus={(code) => navigate(`/system/menuSetUp?systemCoding=${encodeURIComponent(code)}`)}
      />
      <RenameSystemDialog
        system={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(s) => {
          setRenaming(null);
          message.success(`已修改为「${s.systemName}」`);
          void load();
        }}
      />
      {developer && <ImportSystemDialog open={importing} onClose={() => setImporting(false)} onImported={() => void load()} />}
    </div>
  );
}

export default function AllSystemsPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <AllSystems />
    </RoleGate>
  );
}
