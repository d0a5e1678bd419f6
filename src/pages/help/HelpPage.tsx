import { App, Button, Empty, Popconfirm, Space, Spin, Tabs, Tree } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { firstHelpNode, HELP_MESSAGES, HELP_TABS, type HelpKind, type HelpNode, type HelpSaveBody } from '../../../schemas/help';
import { helpApi } from '../../api/help';
import { useShell } from '../../layout/ShellContext';
import { HelpContent } from './HelpContent';
import { HelpEditor } from './HelpEditor';
import './help.css';

const KIND_OF_TAB: Record<string, HelpKind> = { '1': 'help', '2': 'faq' };

function find(tree: readonly HelpNode[], id: string | null): HelpNode | null {
  for (const n of tree) {
    if (n.id === id) return n;
    const hit = find(n.children, id);
    if (hit) return hit;
  }
  return null;
}
const parentOf = (tree: readonly HelpNode[], id: string): HelpNode | null => tree.find((g) => g.children.some((c) => c.id === id)) ?? null;

type Editing = { node: HelpNode | null; parentId: string | null } | null;

/**
 * /help, 帮助 (spec 000 §2 screen 2, reached from the floating bar): tabs 1 帮助说明 and 2 常见问题,
 * the groups and their entries on the left (the first selected), the PDF, video or
 * question/answer cards on the right; an empty tree warns 暂无帮助！. Administrators add, change
 * and delete groups and entries here (docs/shell.md "帮助").
 */
export default function HelpPage() {
  const { area, role } = useShell();
  const { message } = App.useApp();
  const [tab, setTab] = useState<string>(HELP_TABS[0].key);
  const kind = KIND_OF_TAB[tab];
  const [tree, setTree] = useState<HelpNode[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [reload, setReload] = useState(0);

  const load = useCallback(
    (keep: string | null) => {
      setTree(null);
      (kind === 'help' ? helpApi.help : helpApi.faq)(area.systemCoding, area.gnCode ?? '').then(
        (t) => {
          const list = t ?? [];
          setTree(list);
          if (list.length === 0) void message.warning(HELP_MESSAGES.empty);
          setSelected(find(list, keep)?.id ?? firstHelpNode(list)?.id ?? null);
        },
        () => setTree([]),
      );
    },
    [kind, area.systemCoding, area.gnCode, message],
  );
  useEffect(() => load(null), [load]);
  useEffect(() => {
    if (reload > 0) load(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a save or a delete reloads
  }, [reload]);

  const node = useMemo(() => find(tree ?? [], selected), [tree, selected]);
  const treeData = useMemo(
    () => (tree ?? []).map((g) => ({ key: g.id, title: g.groupName, children: g.children.map((c) => ({ key: c.id, title: c.groupName, isLeaf: true })) })),
    [tree],
  );
  const admin = role === 'M';
  const save = async (body: HelpSaveBody) => {
    const { id } = await helpApi.save(body);
    void message.success(HELP_MESSAGES.saved);
    setSelected(id);
    setReload((n) => n + 1);
  };
  const remove = async (n: HelpNode) => {
    try {
      await helpApi.remove(n.id);
      void message.success(HELP_MESSAGES.deleted);
      setSelected(parentOf(tree ?? [], n.id)?.id ?? null);
      setReload((r) => r + 1);
    } catch {
      // the API client has shown why
    }
  };
  const group = node && (tree ?? []).some((g) => g.id === node.id) ? node : node ? parentOf(tree ?? [], node.id) : null;

  return (
    <div className="ks-card ks-help" data-testid="help-page">
      <Tabs activeKey={tab} onChange={setTab} items={HELP_TABS.map((t) => ({ key: t.key, label: t.label }))} />
      {admin && (
        <Space className="ks-help-admin" wrap>
          <Button onClick={() => setEditing({ node: null, parentId: null })}>新增分组</Button>
          <Button disabled={!group} onClick={() => group && setEditing({ node: null, parentId: group.id })}>
            {kind === 'help' ? '新增帮助条目' : '新增问题条目'}
          </Button>
          <Button disabled={!node} onClick={() => node && setEditing({ node, parentId: parentOf(tree ?? [], node.id)?.id ?? null })}>
            修改
          </Button>
          <Popconfirm title={`删除「${node?.groupName ?? ''}」？`} okText="删除" cancelText="取消" disabled={!node} onConfirm={() => node && remove(node)}>
            <Button danger disabled={!node}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      )}
      {tree === null ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty description={HELP_MESSAGES.empty} />
      ) : (
        <div className="ks-help-body">
          <nav className="ks-help-tree" aria-label={kind === 'help' ? '帮助目录' : '问题目录'}>
            <Tree
              key={`${kind}-${reload}`}
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => keys[0] !== undefined && setSelected(String(keys[0]))}
            />
          </nav>
          <section className="ks-help-content" aria-label="帮助内容">
            <HelpContent kind={kind} node={node} />
          </section>
        </div>
      )}
      {editing && <HelpEditor kind={kind} node={editing.node} parentId={editing.parentId} onSave={save} onClose={() => setEditing(null)} />}
    </div>
  );
}
