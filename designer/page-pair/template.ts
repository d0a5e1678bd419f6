import type { NodeConfig } from '../store/types';
import { cloneJson } from '../fields-fast/build';

/**
 * A node's config as the start of another node (以现有节点为模板, and so a whole node copied): the
 * same groups, fields and codes — codes are unique per node, so they need no change — with the new
 * node's title, and for a list its own search code (the search bar's displayCode is the node id).
 */
export function fromTemplate(config: NodeConfig, nodeId: string, title: string): NodeConfig {
  const copy = cloneJson(config) as NodeConfig & { search?: { displayCode?: string } };
  copy.title = title;
  if (copy.search && typeof copy.search === 'object') copy.search.displayCode = nodeId;
  return copy;
}
