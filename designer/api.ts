import type {
  ConfigChange,
  CreateDisplayGroupBody,
  DisplayGroupDetail,
  DisplayGroupSummary,
  HistoryEntry,
  HistoryVersion,
  SaveAnswer,
} from '../schemas/designer';
import type { NodeOption } from '../schemas/config-calls';
import type { NodeConfig } from './store/types';

/** Answer of a save or rollback: saved, refused as stale (409), or refused with problems (400). */
export type SaveOutcome =
  | { kind: 'saved'; answer: SaveAnswer }
  | { kind: 'conflict'; currentVersion: number; savedBy: string; savedAt: string; serverConfig: NodeConfig; serverTitle: string }
  | { kind: 'invalid'; message: string };

/**
 * The structure calls the designer makes (docs/designer-api.md). The designer never imports the
 * shell's API client: src/designer-routes implements this over it, tests use an in-memory fake.
 */
export interface DesignerApi {
  /** The display group of a node; null when the node has no page config yet. */
  loadNode(nodeId: string): Promise<DisplayGroupDetail | null>;
  createNode(body: CreateDisplayGroupBody): Promise<DisplayGroupDetail>;
  /** PUT display-groups (`preview`: POST node/update-preview, the same versioned save). */
  saveNode(body: { nodeId: string; config: NodeConfig; version: number; title?: string; preview?: boolean }): Promise<SaveOutcome>;
  /** Page configs of a system. */
  listNodes(systemCoding: string): Promise<DisplayGroupSummary[]>;
  /** The node pull-down (GET /ks/config/new/node/pull-down): a system's nodes as options labelled by menu path and id. */
  nodeOptions(systemCoding: string): Promise<NodeOption[]>;
  history(nodeId: string): Promise<HistoryEntry[]>;
  historyVersion(nodeId: string, version: number): Promise<HistoryVersion>;
  historyDiff(nodeId: string, from: number, to: number): Promise<ConfigChange[]>;
  rollback(body: { nodeId: string; version: number; currentVersion: number }): Promise<SaveOutcome>;
  refreshCache(): Promise<{ version: number; refreshedAt: string }>;
}
