import type { DisplayGroupDetail, DisplayGroupSummary } from '../../schemas/designer';
import type { SystemSummary } from '../../schemas/system';
import type { IconChoice } from '../../schemas/config-calls';
import type { SaveOutcome } from '../api';
import type { NodeConfig } from '../store/types';

/**
 * The calls of 类型卡片配置 (/system/setTypeCard, docs/type-cards.md). The designer never imports
 * the shell's API client: src/designer-routes/type-card-api.ts implements this over it (the same
 * /ks/config/structure calls the page designer saves through), tests use a fake.
 */
export interface TypeCardApi {
  systems(): Promise<SystemSummary[]>;
  /** Page configs of a system; the page offers its list and card-list nodes. */
  listNodes(systemCoding: string): Promise<DisplayGroupSummary[]>;
  loadNode(nodeId: string): Promise<DisplayGroupDetail | null>;
  /** A new version of the node (PUT display-groups; the server logs it). */
  saveNode(body: { nodeId: string; config: NodeConfig; version: number }): Promise<SaveOutcome>;
  /** The icons a card may show, with their Chinese names (POST /ks/config/group/group-icons). */
  groupIcons(): Promise<IconChoice[]>;
}
