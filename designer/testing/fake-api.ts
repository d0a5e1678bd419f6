import type { DisplayGroupDetail, HistoryEntry } from '../../schemas/designer';
import type { DesignerApi, SaveOutcome } from '../api';
import { diffJson } from '../model/diff';
import type { NodeConfig } from '../store/types';

interface Saved {
  version: number;
  config: NodeConfig;
  savedBy: string;
  savedAt: string;
}

/**
 * An in-memory server for designer tests: versioned saves with the 409 rule, history, diff and
 * rollback, as docs/designer-api.md describes them. `saveAsOther` simulates a colleague's save.
 */
export function createFakeDesignerApi(node: DisplayGroupDetail) {
  const versions: Saved[] = [{ version: node.version, config: node.config as NodeConfig, savedBy: node.updatedBy, savedAt: node.updatedAt }];
  const saves: Array<{ config: NodeConfig; version: number; preview?: boolean }> = [];
  const current = () => versions[versions.length - 1];
  let clock = 0;
  const stamp = () => `2026-01-01T00:00:${String(++clock).padStart(2, '0')}.000Z`;
  const store = (config: NodeConfig, savedBy: string) => {
    versions.push({ version: current().version + 1, config, savedBy, savedAt: stamp() });
    return current();
  };
  const conflict = (): SaveOutcome => ({ kind: 'conflict', currentVersion: current().version, savedBy: current().savedBy, savedAt: current().savedAt, serverConfig: current().config, serverTitle: node.title });
  const detail = (): DisplayGroupDetail => ({ ...node, version: current().version, config: current().config, updatedBy: current().savedBy, updatedAt: current().savedAt });

  const api: DesignerApi = {
    loadNode: async () => detail(),
    createNode: async () => detail(),
    async saveNode(body) {
      saves.push(body);
      if (body.version !== current().version) return conflict();
      const s = store(JSON.parse(JSON.stringify(body.config)) as NodeConfig, '我');
      return { kind: 'saved', answer: { nodeId: node.nodeId, version: s.version, updatedAt: s.savedAt, updatedBy: s.savedBy } };
    },
    listNodes: async () => [],
    nodeOptions: async () => [],
    history: async (): Promise<HistoryEntry[]> => [...versions].reverse().map(({ version, savedBy, savedAt }) => ({ version, savedBy, savedAt })),
    historyVersion: async (_id, version) => {
      const v = versions.find((x) => x.version === version)!;
      return { nodeId: node.nodeId, version: v.version, savedBy: v.savedBy, savedAt: v.savedAt, config: v.config };
    },
    historyDiff: async (_id, from, to) => diffJson(versions.find((x) => x.version === from)!.config, versions.find((x) => x.version === to)!.config),
    async rollback({ version, currentVersion }) {
      if (currentVersion !== current().version) return conflict();
      const s = store(versions.find((x) => x.version === version)!.config, '我');
      return { kind: 'saved', answer: { nodeId: node.nodeId, version: s.version, updatedAt: s.savedAt, updatedBy: s.savedBy } };
    },
    refreshCache: async () => ({ version: 2, refreshedAt: stamp() }),
  };
  return {
    api,
    saves,
    versions,
    /** Someone else saves `config` now. */
    saveAsOther: (config: NodeConfig, who = '李工') => store(config, who),
  };
}
