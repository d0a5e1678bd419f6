import { App, Alert, Button, Empty, Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DisplayGroupDetail, DisplayGroupSummary } from '../../schemas/designer';
import type { ListConfig } from '../../schemas/list';
import type { SystemSummary } from '../../schemas/system';
import { chosenCard, type TypeCards } from '../../schemas/type-cards';
import { compiledErrors } from '../../schemas/check-compiled';
import { configProblems, isPageKind, pageKind } from '../../schemas/page-kinds';
import { TypeCardSwitcher } from '../../runtime/blocks/type-cards/TypeCardSwitcher';
import type { TypeCardApi } from './api';
import { cardFields } from './fields';
import { TypeCardEditor } from './TypeCardEditor';
import { useRemoteChoices } from '../use-choices';

export interface TypeCardManagerProps {
  api: TypeCardApi;
  /** real counts for the preview (cards as stored: a new card counts once saved) */
  fetchCounts?: (node: { nodeId: string; systemCoding: string }) => Promise<Record<string, number>>;
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败');
/** Kinds that open at the list route have a search bar, and so a card row (list, card list). */
const opensList = (kind: string) => pageKind(kind)?.opens === 'list';

/**
 * 类型卡片配置 (/system/setTypeCard, docs/type-cards.md): pick a system and one of its list
 * nodes, edit its card row with a live preview, save it as a new version of the node.
 */
export function TypeCardManager({ api, fetchCounts }: TypeCardManagerProps) {
  const { message, modal } = App.useApp();
  const [systems, setSystems] = useState<SystemSummary[]>([]);
  const [system, setSystem] = useState<string>();
  const [nodes, setNodes] = useState<DisplayGroupSummary[]>([]);
  const [node, setNode] = useState<DisplayGroupDetail | null>(null);
  const [row, setRow] = useState<TypeCards | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>();
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const icons = useRemoteChoices(useCallback(() => api.groupIcons(), [api]), '图标加载失败');

  useEffect(() => {
    api.systems().then(setSystems, (e: unknown) => void message.error(errorText(e)));
  }, [api, message]);

  useEffect(() => {
    if (!system) return;
    api.listNodes(system).then((all) => setNodes(all.filter((n) => opensList(n.kind))), (e: unknown) => void message.error(errorText(e)));
  }, [api, system, message]);

  // Leaving the page (reload, closing the tab) with unsaved cards asks first.
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const refreshCounts = useCallback(
    (detail: DisplayGroupDetail) => {
      if (!fetchCounts) return;
      fetchCounts({ nodeId: detail.nodeId, systemCoding: detail.systemCoding }).then(setCounts, () => setCounts(undefined));
    },
    [fetchCounts],
  );

  const open = useCallback(
    async (nodeId: string) => {
      try {
        const detail = await api.loadNode(nodeId);
        if (!detail) throw new Error('该页面尚无配置');
        setNode(detail);
        setRow((detail.config as ListConfig).typeCards);
        setDirty(false);
        setCounts(undefined);
        refreshCounts(detail);
      } catch (e) {
        message.error(errorText(e));
      }
    },
    [api, message, refreshCounts],
  );

  /** Switching away from unsaved cards asks first: they would be lost. */
  const leaveThen = (go: () => void) => {
    if (!dirty) return go();
    modal.confirm({ title: '有未保存的修改', content: '离开后修改将丢失，确定离开吗？', okText: '离开', cancelText: '取消', onOk: go });
  };

  const config = useMemo(() => {
    if (!node) return undefined;
    const { typeCards: _old, ...rest } = node.config as ListConfig;
    return (row ? { ...rest, typeCards: row } : rest) as ListConfig;
  }, [node, row]);
  const problems = useMemo(() => {
    if (!node || !config || !isPageKind(node.kind) || !opensList(node.kind)) return [];
    return configProblems(node.kind, config, compiledErrors('ListConfig', config));
  }, [node, config]);
  const fields = useMemo(() => (config ? cardFields(config) : []), [config]);

  const change = (next: TypeCards | undefined) => {
    setRow(next);
    setDirty(true);
  };

  const save = async () => {
    if (!node || !config) return;
    setSaving(true);
    try {
      const outcome = await api.saveNode({ nodeId: node.nodeId, config, version: node.version });
      if (outcome.kind === 'saved') {
        message.success(`已保存为第 ${outcome.answer.version} 版`);
        await open(node.nodeId);
      } else if (outcome.kind === 'conflict') {
        message.error(`该页面已被 ${outcome.savedBy} 修改为第 ${outcome.currentVersion} 版，请重新打开后再修改`);
      } else {
        message.error(outcome.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const preview = row ? chosenCard(row, previewKey) : undefined;
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        类型卡片配置
      </Typography.Title>
      <Typography.Paragraph type="secondary">列表页顶部的类型卡片：每个卡片是一组筛选条件，用户点击卡片即按条件筛选列表。</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="系统"
          placeholder="选择系统"
          style={{ width: 220 }}
          value={system}
          onChange={(v: string) => leaveThen(() => { setSystem(v); setNode(null); setRow(undefined); setDirty(false); })}
          options={systems.map((s) => ({ value: s.systemCoding, label: s.systemName }))}
        />
        <Select
          aria-label="列表页面"
          placeholder="选择列表页面"
          style={{ width: 260 }}
          value={node?.nodeId}
          disabled={!system}
          onChange={(v: string) => leaveThen(() => void open(v))}
          options={nodes.map((n) => ({ value: n.nodeId, label: `${n.menuTitle ?? n.title}（第 ${n.version} 版）` }))}
        />
        {node && (
          <Button type="primary" loading={saving} disabled={!dirty || problems.length > 0} onClick={() => void save()}>
            保存卡片
          </Button>
        )}
        {dirty && <Typography.Text type="warning">有未保存的修改</Typography.Text>}
      </Space>
      {!node && <Empty description="请选择系统和列表页面" />}
      {node && (
        <>
          {problems.length > 0 && (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} message="配置有问题，无法保存" description={<ul style={{ margin: 0 }}>{problems.map((p) => <li key={p.text}>{p.text}</li>)}</ul>} />
          )}
          <Typography.Title level={5}>预览</Typography.Title>
          {row && preview ? (
            <section aria-label="预览">
              <TypeCardSwitcher config={row} value={preview.key} onChange={setPreviewKey} counts={counts} />
            </section>
          ) : (
            <Typography.Paragraph type="secondary">尚无卡片：列表页不显示类型卡片。</Typography.Paragraph>
          )}
          <Typography.Title level={5}>卡片</Typography.Title>
          <TypeCardEditor row={row} fields={fields} onChange={change} icons={icons} />
        </>
      )}
    </div>
  );
}
