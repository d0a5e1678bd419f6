import type { TypeCardApi } from '../../designer/type-cards/api';
import { fetchSystems } from '../api/menu';
import { listServices } from '../api/list-services';
import type { IconChoice } from '../../schemas/config-calls';
import { post } from '../api/client';
import { createDesignerApi, STRUCTURE } from './structure-api';

/** 类型卡片配置's calls: the designer's own structure calls (same save, same versions, same log). */
export function createTypeCardApi(): TypeCardApi {
  const designer = createDesignerApi();
  return {
    systems: fetchSystems,
    listNodes: designer.listNodes,
    loadNode: designer.loadNode,
    saveNode: (body) => designer.saveNode(body),
    groupIcons: () => post<IconChoice[]>(STRUCTURE.groupIcons, {}, { quiet: true }),
  };
}

/** The preview's real counts: the list's own counts call over the stored cards. */
export const fetchTypeCardCounts = ({ nodeId, systemCoding }: { nodeId: string; systemCoding: string }) =>
  listServices.fetchTypeCardCounts ? listServices.fetchTypeCardCounts({ nodeId, systemCoding, gnCoding: systemCoding, filters: {} }) : Promise.resolve({});
