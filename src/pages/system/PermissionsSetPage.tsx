import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Select, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { SystemSummary } from '../../../schemas/system';
import type { FunctionNode, FunctionsData, PermissionRole } from '../../../schemas/permissions';
import { fetchSystems } from '../../api/menu';
import { permissionsApi } from '../../api/permissions';
import { feedback } from '../../app/feedback';
import { ButtonPanel } from './permissions/ButtonPanel';
import { PageIntro } from './PageIntro';

const ROLE_OPTIONS: Array<{ value: PermissionRole; label: string }> = [
  { value: 'U', label: '企业用户' },
  { value: 'M', label: '管理员' },
];

/** Administrators' functions are fixed: their checkboxes are shown but cannot change, names stay clickable. */
const toTree = (menus: FunctionNode[], fixed: boolean): DataNode[] =>
  menus.map((m) => ({ key: m.id, title: m.title, disableCheckbox: fixed, children: toTree(m.children, fixed) }));
const checkedOf = (menus: FunctionNode[]): string[] => menus.flatMap((m) => [...(m.checked ? [m.id] : []), ...checkedOf(m.children)]);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && b.every((x) => a.includes(x));
const withChecked = (menus: FunctionNode[], on: ReadonlySet<string>): FunctionNode[] =>
  menus.map((m) => ({ ...m, checked: on.has(m.id), children: withChecked(m.children, on) }));
const findNode = (menus: FunctionNode[], id: string): FunctionNode | undefined => {
  for (const m of menus) {
    const hit = m.id === id ? m : findNode(m.children, id);
    if (hit) return hit;
  }
  return undefined;
};

/**
 * /system/permissionsSet, 角色权限 (administrators; user menu → 角色权限; docs/administration.md): per role
 * and system, which menus the role may use (functions: each menu's own roles list, a ticked parent
 * does not tick its children) and, for the chosen page node, which buttons it keeps.
 */
export default function PermissionsSetPage() {
  const [role, setRole] = useState<PermissionRole>('U');
  const [systems, setSystems] = useState<SystemSummary[] | null>(null);
  const [systemCoding, setSystemCoding] = useState<string | null>(null);
  const [functions, setFunctions] = useState<FunctionsData | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // unsaved ticks of the button panel (the function tree's are compared below)
  const [buttonsDirty, setButtonsDirty] = useState(false);

  useEffect(() => {
    fetchSystems()
      .then((list) => {
        setSystems(list);
        setSystemCoding((s) => s ?? list[0]?.systemCoding ?? null);
      })
      .catch(() => setSystems([]));
  }, []);

  useEffect(() => {
    if (!systemCoding) return;
    let live = true;
    setFunctions(null);
    setError(null);
    permissionsApi
      .functions(role, systemCoding)
      .then((d) => {
        if (!live) return;
        setFunctions(d);
        setChecked(checkedOf(d.menus));
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : '功能权限加载失败'));
    return () => {
      live = false;
    };
  }, [role, systemCoding]);

  const tree = useMemo(() => (functions ? toTree(functions.menus, !functions.editable) : []), [functions]);
  const current = functions && functions.role === role && functions.systemCoding === systemCoding ? functions : null;
  const chosen = current && selected ? findNode(current.menus, selected) : undefined;
  const functionsDirty = current !== null && current.editable && !sameSet(checked, checkedOf(current.menus));

  /**
   * Another role or system replaces both panels: with unsaved ticks the administrator is asked
   * first (issue 45 point 11: the change was dropped silently), and 取消 keeps everything as it is.
   */
  const leave = (go: () => void, functionsToo = true) => {
    if (!(functionsToo && functionsDirty) && !buttonsDirty) return go();
    feedback.modal().confirm({
      title: '有未保存的更改',
      content: `${[functionsToo && functionsDirty ? '功能权限' : '', buttonsDirty ? '按钮权限' : ''].filter(Boolean).join('和')}的更改尚未保存，切换后将放弃这些更改。确定切换吗？`,
      okText: '放弃更改并切换',
      cancelText: '取消',
      onOk: () => {
        setButtonsDirty(false);
        go();
      },
    });
  };

  const saveFunctions = async () => {
    if (!systemCoding) return;
    setSaving(true);
    try {
      await permissionsApi.saveFunctions(role, systemCoding, checked);
      // what is stored now is what the tree shows: nothing left unsaved
      setFunctions((f) => (f ? { ...f, menus: withChecked(f.menus, new Set(checked)) } : f));
      feedback.message().success('保存成功');
    } catch {
      // the API client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ks-card" data-testid="permissions-set">
      <PageIntro title="角色权限">设置企业用户和管理员各自能使用哪些菜单（功能权限），以及在每个页面上能用哪些按钮（按钮权限）。</PageIntro>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="ks-perm-role">角色</label>
        <Select id="ks-perm-role" style={{ width: 140 }} value={role} options={ROLE_OPTIONS} onChange={(r: PermissionRole) => leave(() => setRole(r))} />
        <label htmlFor="ks-perm-system">系统</label>
        <Select
          id="ks-perm-system"
          style={{ width: 220 }}
          loading={systems === null}
          value={systemCoding ?? undefined}
          placeholder="请选择系统"
          options={(systems ?? []).map((s) => ({ value: s.systemCoding, label: s.systemName }))}
          onChange={(v: string) =>
            leave(() => {
              setSystemCoding(v);
              setSelected(null);
            })
          }
        />
      </Space>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card title="功能权限" size="small">
            {systems !== null && systems.length === 0 ? (
              <Empty description="暂无系统" />
            ) : error ? (
              <Alert type="error" showIcon message={error} />
            ) : !current ? (
              <Spin tip="功能权限加载中…"><div style={{ minHeight: 160 }} /></Spin>
            ) : current.menus.length === 0 ? (
              <Empty description="该系统暂无菜单" />
            ) : (
              <>
                {!current.editable && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="管理员可使用全部功能，只能设置按钮权限" />}
                <Tree
                  key={`${role}:${systemCoding}`}
                  aria-label="功能菜单"
                  checkable
                  checkStrictly
                  defaultExpandAll
                  treeData={tree}
                  checkedKeys={{ checked, halfChecked: [] }}
                  onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
                  selectedKeys={selected ? [selected] : []}
                  onSelect={(keys) => leave(() => setSelected(keys.length ? String(keys[0]) : null), false)}
                />
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
                  勾选即该角色可使用此菜单；取消上级菜单时其下级一并不可用。点击菜单名称设置其按钮权限。
                </Typography.Paragraph>
                {current.editable && (
                  <Button type="primary" loading={saving} onClick={() => void saveFunctions()}>
                    保存功能权限
                  </Button>
                )}
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="按钮权限" size="small">
            <ButtonPanel role={role} onDirtyChange={setButtonsDirty} node={chosen ? { id: chosen.id, title: chosen.title, isPage: chosen.nodeProperties.trim() !== '' && chosen.children.length === 0 } : null} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
