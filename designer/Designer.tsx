import { useCallback, useEffect, useMemo, useState } from 'react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import type { NodeOption } from '../schemas/config-calls';
import type { FieldRegistry } from '../runtime/core/registry';
import type { ColumnRegistry } from '../runtime/columns/define';
import type { RuntimeServices } from '../runtime/services';
import { createDefaultFieldRegistry } from '../runtime/fields';
import { createColumnRegistry } from '../runtime/columns';
import type { DesignerApi } from './api';
import { DesignView } from './canvas/DesignView';
import { commands } from './commands';
import { ConflictDialog, type Conflict } from './history-panel/ConflictDialog';
import { HistoryDrawer } from './history-panel/HistoryDrawer';
import { formGroups } from './model/access';
import { documentProblems } from './model/issues';
import { designerKind } from './kinds';
import { pageKind, PAGE_KINDS } from '../schemas/page-kinds';
import { PreviewPane } from './preview/PreviewPane';
import { ProblemBanner } from './ProblemBanner';
import { DraftNotice, useDesignDraft } from './DraftNotice';
import { SourceView, type SourceDraft } from './source/SourceView';
import { useHistoryShortcuts } from './store/shortcuts';
import { createDesignerStore, type DesignerStore } from './store/store';
import type { NodeConfig, NodeKind } from './store/types';
import { DesignerStoreContext, useDesignerState } from './store/use-designer';
import { Toolbar, type DesignerTab } from './Toolbar';
import { DesignerApiContext } from './page-pair/api-context';
import './designer.css';

export interface DesignerProps {
  /** the display group as loaded (config + version) */
  node: DisplayGroupDetail;
  api: DesignerApi;
  /** runtime services for the preview (real dropdown options) */
  services: RuntimeServices;
  registry?: FieldRegistry;
  columnTypes?: ColumnRegistry;
  /** address of the page users get for this node, opened by 保存并打开页面 */
  livePageUrl?: string;
  /** the signed-in user's id: unsaved documents are kept in this browser per user and node */
  draftUser?: string;
}

let defaultFields: FieldRegistry | undefined;
let defaultColumns: ColumnRegistry | undefined;

const storeFor = (node: DisplayGroupDetail): DesignerStore =>
  createDesignerStore({ nodeId: node.nodeId, kind: node.kind as NodeKind, title: node.menuTitle ?? node.title, version: node.version, config: node.config as NodeConfig, selection: null });

/**
 * The page-config designer of one node: palette, canvas and properties (or the JSON source)
 * beside a live preview drawn by the runtime; every edit a command with undo / redo; versioned
 * save with conflict handling, history with diff and rollback, cache refresh.
 */
export function Designer(props: DesignerProps) {
  const { node } = props;
  const store = useMemo(() => storeFor(node), [node]);
  return (
    <DesignerStoreContext.Provider value={store}>
      <DesignerApiContext.Provider value={props.api}>
        <Workspace {...props} store={store} />
      </DesignerApiContext.Provider>
    </DesignerStoreContext.Provider>
  );
}

function Workspace({ api, services, registry: givenFields, columnTypes: givenColumns, livePageUrl, store, node, draftUser }: DesignerProps & { store: DesignerStore }) {
  const { message } = App.useApp();
  const registry = givenFields ?? (defaultFields ??= createDefaultFieldRegistry());
  const columnTypes = givenColumns ?? (defaultColumns ??= createColumnRegistry());
  const config = useDesignerState((s) => s.config);
  const kind = useDesignerState((s) => s.kind);
  const nodeId = useDesignerState((s) => s.nodeId);
  const version = useDesignerState((s) => s.version);
  const [tab, setTab] = useState<DesignerTab>('design');
  const [draft, setDraft] = useState<SourceDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [formNodes, setFormNodes] = useState<NodeOption[]>([]);
  useHistoryShortcuts(store);
  const kept = useDesignDraft(store, node, draftUser);

  useEffect(() => {
    if (PAGE_KINDS[kind].opens !== 'list') return;
    api.nodeOptions(node.systemCoding).then((list) => setFormNodes(list.filter((n) => pageKind(n.kind)?.opens === 'detail')), () => undefined);
  }, [api, kind, node.systemCoding]);

  // Leaving the page with unsaved edits asks first.
  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => {
      if (!store.isDirty()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [store]);

  const itemProblems = designerKind(kind).itemProblems;
  const problems = useMemo(() => itemProblems?.(config, registry) ?? [], [itemProblems, config, registry]);
  const banner = useMemo(() => {
    const lines = documentProblems(kind, config, registry);
    if (!itemProblems) return lines.map((text) => ({ text }));
    return problems.map((p, i) => {
      const field = p.field;
      return { text: lines[i], pick: field === undefined ? undefined : () => selectOrdinal(store, field) };
    });
  }, [kind, config, registry, itemProblems, problems, store]);

  const reload = useCallback(async () => {
    const fresh = await api.loadNode(nodeId);
    if (!fresh) return void message.error('页面配置已被删除');
    store.load(fresh.config as NodeConfig, fresh.version, fresh.menuTitle ?? fresh.title);
    setDraft(null);
    message.success(`已重新加载版本 ${fresh.version}`);
  }, [api, nodeId, store, message]);

  const save = useCallback(
    async (opts: { overwrite?: number; preview?: boolean } = {}) => {
      const state = store.getState();
      setSaving(true);
      try {
        const outcome = await api.saveNode({ nodeId: state.nodeId, config: state.config, version: opts.overwrite ?? state.version, preview: opts.preview });
        if (outcome.kind === 'saved') {
          store.markSaved(outcome.answer.version);
          message.success(`保存成功（版本 ${outcome.answer.version}）`);
          return true;
        }
        if (outcome.kind === 'conflict') setConflict(outcome);
        else message.error(outcome.message);
      } catch {
        // the API client has shown the reason
      } finally {
        setSaving(false);
      }
      return false;
    },
    [api, store, message],
  );

  const refreshCache = async () => {
    setRefreshing(true);
    try {
      const r = await api.refreshCache();
      message.success(`缓存已刷新（缓存版本 ${r.version}）`);
    } catch {
      // shown by the API client
    } finally {
      setRefreshing(false);
    }
  };

  const applySource = useCallback((next: NodeConfig) => {
    store.run(commands.replaceConfig, { config: next });
    return store.getState().config;
  }, [store]);

  return (
    <div className="ks-designer" data-testid="designer">
      <Toolbar
        tab={tab}
        onTab={setTab}
        saving={saving}
        onSave={() => void save()}
        onHistory={() => setHistoryOpen(true)}
        onRefreshCache={() => void refreshCache()}
        refreshing={refreshing}
        onOpenLive={livePageUrl ? () => void save({ preview: true }).then((ok) => ok && window.open(livePageUrl, '_blank')) : undefined}
      />
      <DraftNotice restoredAt={kept.restoredAt} onDiscard={kept.discard} />
      <ProblemBanner problems={banner} />
      <div className="ks-designer-body">
        <div className="ks-designer-main">
          {tab === 'design' ? (
            <DesignView registry={registry} columnTypes={columnTypes} problems={problems} formNodes={formNodes} />
          ) : (
            <SourceView kind={kind} nodeId={nodeId} config={config} draft={draft} setDraft={setDraft} onApply={applySource} />
          )}
        </div>
        <PreviewPane kind={kind} config={config} nodeId={nodeId} services={services} registry={registry} />
      </div>
      <ConflictDialog
        conflict={conflict}
        localConfig={config}
        onClose={() => setConflict(null)}
        onTakeServer={() => {
          if (!conflict) return;
          setConflict(null);
          store.load(conflict.serverConfig, conflict.currentVersion);
          setDraft(null);
          message.success(`已采用服务器版本 ${conflict.currentVersion}`);
        }}
        onOverwrite={() => {
          const current = conflict?.currentVersion;
          setConflict(null);
          if (current) void save({ overwrite: current });
        }}
      />
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        api={api}
        nodeId={nodeId}
        currentVersion={version}
        onRolledBack={(text) => {
          setHistoryOpen(false);
          void reload().then(() => message.success(text));
        }}
        onStale={() => message.warning('有人刚保存了新版本，请重新加载后再回滚')}
      />
    </div>
  );
}

/** Selects the field at a 1-based position over all groups (from a problem line). */
function selectOrdinal(store: DesignerStore, ordinal: number): void {
  let n = ordinal;
  const groups = formGroups(store.getState().config) ?? [];
  for (let g = 0; g < groups.length; g++) {
    if (n <= groups[g].items.length) return void store.run(commands.select, { selection: { kind: 'field', group: g, index: n - 1 } });
    n -= groups[g].items.length;
  }
}
