import { createContext, useContext } from 'react';
import type { TreeTableConfig } from '../../../schemas/page-kinds/tree-table/config';
import type { TreeRow, TreeTableStates } from './tree-rows';

/** What the data call answers: the tree and, for a call that parses in the background, its state. */
export interface TreeTableData {
  states?: TreeTableStates;
  list: TreeRow[];
}

/**
 * What a tree-table page needs from outside. The runtime never imports the API client
 * (ARCHITECTURE.md): the shell gives the config's call for one record (src/api/tree-table-services.ts,
 * /fileAnalysis/deatil?id=<record>), the designer's preview sample rows.
 */
export interface TreeTableServices {
  load(config: TreeTableConfig): Promise<TreeTableData>;
  /** how often a page whose call is still parsing asks again, in ms (default 3000) */
  pollMs?: number;
}

/** Where no shell names a record (the node opened on its own): the page says where to come from. */
export const NO_RECORD = '未指定要显示的记录，请从列表的「查看结果」进入';

const missing: TreeTableServices = { load: () => Promise.reject(new Error(NO_RECORD)) };

export const TreeTableServicesContext = createContext<TreeTableServices>(missing);
export const TreeTableServicesProvider = TreeTableServicesContext.Provider;
export const useTreeTableServices = (): TreeTableServices => useContext(TreeTableServicesContext);
