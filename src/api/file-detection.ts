import type { TableListData } from '../../schemas/list';
import type { TreeTableConfig } from '../../schemas/page-kinds/tree-table/config';
import type { TreeTableData, TreeTableServices } from '../../runtime/pages/tree-table/tree-table-services';
import { post } from './client';

/** The bid files' form and list nodes (docs/bidding.md "投标文件 Bid files"). */
export const BID_FILE_NODE = 'trade-bd-file';
export const BID_FILES_LIST = 'trade-bd-files';
/** The tree-table node that shows one bid file's parsed estimate (fixtures/nodes). */
export const ESTIMATE_TREE_NODE = 'trade-estimate-tree';

/** One bid file as the list call answers it (the caller's read rules applied). */
export interface BidFileRow {
  id: string;
  status: string;
  statusText?: string;
  xmmc?: string;
  tbdw?: string;
  tbbj?: number | string;
  [key: string]: unknown;
}

/** A detection's state (contract of issue 49): -2 no 造价文件, -1 never run, 0 queued, 1 parsing, 2 done, 3 failed. */
export interface DetectionStatus {
  state: number;
  progress: number;
  message?: string;
  jobId?: string;
}

export interface DetectionStart {
  isSuccess: boolean;
  errorMessage?: string;
}

/**
 * The calls behind 文件分析 (/fileAnalysis/index, /fileAnalysis/deatil): the bid files through their
 * list node, and the detection calls of `/ks/file/detection` (docs/bidding.md "文件检测 Detection
 * jobs"). `xmId` there is a `trade-bd-file` record id: one bidder's files for one project. Every call
 * is quiet: the pages show a failure where it happened (a row's state, the spec's error dialog).
 */
export interface FileDetectionApi {
  bidFiles(q: { curPage: number; pageSize: number }): Promise<{ records: BidFileRow[]; total: number }>;
  status(recordId: string): Promise<DetectionStatus>;
  start(recordId: string): Promise<DetectionStart>;
}

export const fileDetectionApi: FileDetectionApi = {
  bidFiles: async ({ curPage, pageSize }) => {
    const page = await post<TableListData>('/ks/monitor/table-list', { nodeId: BID_FILES_LIST, curPage, pageSize }, { quiet: true });
    return { records: page.records as BidFileRow[], total: page.total };
  },
  status: (recordId) => post<DetectionStatus>('/ks/file/detection/status', { xmId: recordId, gnCoding: BID_FILE_NODE }, { quiet: true }),
  start: (recordId) => post<DetectionStart>('/ks/file/detection', { xmId: recordId, gnCoding: BID_FILE_NODE }, { quiet: true }),
};

/** The tree-table page's call for one record: `{ id, gnCoding, systemCoding }` to the config's call. */
export function recordTreeTableServices(recordId: string, systemCoding = 'trade_service'): TreeTableServices {
  return {
    load: (config: TreeTableConfig) => {
      if (!config.call) return Promise.resolve({ list: [] });
      return post<TreeTableData>(config.call, { id: recordId, gnCoding: config.gnCoding ?? '', systemCoding }, { quiet: true });
    },
  };
}
