import type { FiveInOneListBody, FiveInOnePage } from '../../schemas/five-in-one-calls';
import type { DataListBody, DataSyncBody, PushPage, PushRow } from '../../schemas/sync';
import type { DynamicTableListData } from '../../schemas/list';
import { post } from './client';

/** 五合一进场登记 and 数据同步 (docs/projects.md). */
export const fiveInOneApi = {
  list: (body: FiveInOneListBody) => post<FiveInOnePage>('/ks/fiveInOne/list', body),
  /** The records of a list node naming the project (data key xmbh equals it), newest first. */
  registrations: (nodeId: string, projectId: string, pageSize = 20) =>
    post<DynamicTableListData>('/ks/monitor/dynamic-table-list', { nodeId, filters: { xmbh: projectId }, curPage: 1, pageSize }, { quiet: true }),
  revoke: (nodeId: string, id: string, version: number) => post<unknown>('/ks/monitor/revoke', { nodeId, id, version }),
  push: (body: DataSyncBody) => post<PushRow>('/ks/sync/v1/sync/data-sync', body),
  pushes: (body: DataListBody) => post<PushPage>('/ks/sync/v1/sync/data-list', body),
};
