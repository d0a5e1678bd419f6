import type {
  AddMenuBody,
  ConfigChange,
  CreateDisplayGroupBody,
  DisplayGroupDetail,
  DisplayGroupSummary,
  EditMenuBody,
  HistoryEntry,
  HistoryVersion,
  ImportReport,
  MoveMenuBody,
  NewSystemAnswer,
  NewSystemBody,
  SaveAnswer,
  StructureMenu,
  SystemExportBundle,
} from '../../schemas/designer';
import type { SystemSummary } from '../../schemas/system';
import type { IconChoice, NodeOption } from '../../schemas/config-calls';
import type { DesignerApi, SaveOutcome } from '../../designer/api';
import type { MenuApi } from '../../designer/menu/menu-api';
import type { NodeConfig } from '../../designer/store/types';
import { ApiError, get, post, request } from '../api/client';

/** The structure calls of docs/designer-api.md, all under /ks/config. */
export const STRUCTURE = {
  newSystem: '/ks/config/new/node/system',
  systemName: '/ks/config/structure/system-name',
  menus: '/ks/config/structure/menus',
  add: '/ks/config/structure/add',
  edit: '/ks/config/structure/edit',
  del: '/ks/config/structure/del',
  move: '/ks/config/structure/move',
  displayGroups: '/ks/config/structure/display-groups',
  detail: '/ks/config/structure/display-groups/detail',
  history: '/ks/config/structure/display-groups/history',
  historyVersion: '/ks/config/structure/display-groups/history/version',
  historyDiff: '/ks/config/structure/display-groups/history/diff',
  rollback: '/ks/config/structure/display-groups/rollback',
  updatePreview: '/ks/config/node/update-preview',
  exportSystem: '/ks/config/structure/export',
  importSystem: '/ks/config/structure/import',
  cacheRefresh: '/ks/config/cache/refresh',
  nodePullDown: '/ks/config/new/node/pull-down',
  nodeLogos: '/ks/config/node/node-logos',
  groupIcons: '/ks/config/group/group-icons',
} as const;

const status = (e: unknown) => (e instanceof ApiError ? e.httpStatus : undefined);
const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** A versioned save or rollback: 409 → the server's copy for reload / compare; 400 → its reason. */
async function versioned(call: () => Promise<SaveAnswer>, loadNode: () => Promise<DisplayGroupDetail | null>): Promise<SaveOutcome> {
  try {
    return { kind: 'saved', answer: await call() };
  } catch (e) {
    if (status(e) === 409) {
      const server = await loadNode();
      if (server) {
        return { kind: 'conflict', currentVersion: server.version, savedBy: server.updatedBy, savedAt: server.updatedAt, serverConfig: server.config as NodeConfig, serverTitle: server.title };
      }
    }
    // Session ends and the like were already acted on by the client; anything else is shown here.
    if (e instanceof ApiError && ['sessionEnd', 'notLoggedIn', 'companyInfo'].includes(e.outcome.kind)) throw e;
    return { kind: 'invalid', message: messageOf(e, '保存失败') };
  }
}

/** The designer's calls over the shell's API client. */
export function createDesignerApi(): DesignerApi {
  const loadNode = async (nodeId: string): Promise<DisplayGroupDetail | null> => {
    try {
      return await get<DisplayGroupDetail>(STRUCTURE.detail, { params: { nodeId }, quiet: true });
    } catch (e) {
      if (status(e) === 404) return null;
      throw e;
    }
  };
  return {
    loadNode,
    createNode: (body: CreateDisplayGroupBody) => post<DisplayGroupDetail>(STRUCTURE.displayGroups, body),
    saveNode: ({ nodeId, config, version, title, preview }) =>
      versioned(
        () =>
          preview
            ? post<SaveAnswer>(STRUCTURE.updatePreview, { nodeId, config, version, title }, { quiet: true })
            : request<SaveAnswer>({ method: 'PUT', url: STRUCTURE.displayGroups, data: { nodeId, config, version, title }, quiet: true }),
        () => loadNode(nodeId),
      ),
    listNodes: (systemCoding) => get<DisplayGroupSummary[]>(STRUCTURE.displayGroups, { params: { systemCoding } }),
    nodeOptions: (systemCoding) => get<NodeOption[]>(STRUCTURE.nodePullDown, { params: { systemCoding } }),
    history: (nodeId) => get<HistoryEntry[]>(STRUCTURE.history, { params: { nodeId } }),
    historyVersion: (nodeId, version) => get<HistoryVersion>(STRUCTURE.historyVersion, { params: { nodeId, version: String(version) } }),
    historyDiff: (nodeId, from, to) => get<ConfigChange[]>(STRUCTURE.historyDiff, { params: { nodeId, from: String(from), to: String(to) } }),
    rollback: (body) => versioned(() => post<SaveAnswer>(STRUCTURE.rollback, body, { quiet: true }), () => loadNode(body.nodeId)),
    refreshCache: () => get<{ version: number; refreshedAt: string }>(STRUCTURE.cacheRefresh),
  };
}

/** The menu structure calls; quiet, so the tree editor shows each refusal next to the tree. */
/**
 * The menu editor's calls. `onChanged` runs after every change the server accepted (the shell
 * re-reads its left menu with it).
 */
export function createMenuApi(onChanged: () => void = () => undefined): MenuApi {
  const changed = <T>(answer: T): T => {
    onChanged();
    return answer;
  };
  return {
    list: (systemCoding) => get<StructureMenu[]>(STRUCTURE.menus, { params: { systemCoding }, quiet: true }),
    add: (body: AddMenuBody) => post<StructureMenu>(STRUCTURE.add, body, { quiet: true }).then(changed),
    edit: (body: EditMenuBody) => request<StructureMenu>({ method: 'PUT', url: STRUCTURE.edit, data: body, quiet: true }).then(changed),
    async remove(id, cascade) {
      try {
        const answer = await request<{ deletedMenus: string[]; deletedNodes: string[] }>({ method: 'DELETE', url: STRUCTURE.del, params: { id, cascade: cascade ? 'true' : 'false' }, quiet: true });
        onChanged();
        return { kind: 'deleted', menus: answer.deletedMenus.length, nodes: answer.deletedNodes.length };
      } catch (e) {
        if (status(e) === 409 && !cascade) return { kind: 'has-pages', message: messageOf(e, '该菜单下有页面配置') };
        throw e;
      }
    },
    move: async (body: MoveMenuBody) => {
      await post(STRUCTURE.move, body, { quiet: true });
      onChanged();
    },
    nodeLogos: () => get<IconChoice[]>(STRUCTURE.nodeLogos, { quiet: true }),
  };
}

/** Systems: create (the new-system dialog), rename, export and import. */
export const systemApi = {
  create: (body: NewSystemBody) => post<NewSystemAnswer>(STRUCTURE.newSystem, body, { quiet: true }),
  rename: (body: { systemCoding: string; systemName: string; title: string }) =>
    request<SystemSummary>({ method: 'PUT', url: STRUCTURE.systemName, data: body, quiet: true }),
  exportBundle: (systemCoding: string) => get<SystemExportBundle>(STRUCTURE.exportSystem, { params: { systemCoding } }),
  /** Dry run: the report of what would conflict; nothing changes. */
  checkImport: (bundle: unknown) => post<ImportReport>(STRUCTURE.importSystem, { bundle, dryRun: true }, { quiet: true }),
  importBundle: (bundle: unknown) => post<ImportReport>(STRUCTURE.importSystem, { bundle }, { quiet: true }),
};
