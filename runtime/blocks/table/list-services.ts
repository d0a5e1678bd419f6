import { createContext, useContext } from 'react';
import type { Assignee } from '../../../schemas/record';
import type { FieldOption } from '../../../schemas/form';
import type {
  ActionRequest,
  ListPageResult,
  ListQuery,
  MenuCardNode,
  OpLogResponse,
  WorkflowAction,
} from './list-types';

/**
 * The calls a list page makes. The runtime never imports the API client (ARCHITECTURE.md): the
 * shell implements this interface (src/api/list-services.ts) and hands it down by context, so the
 * table and its tests run against any implementation.
 */
export interface ListServices {
  /** POST /ks/monitor/table-list (or dynamic-table-list when `dynamic`). */
  fetchList(query: ListQuery, options?: { dynamic?: boolean }): Promise<ListPageResult>;
  /** POST /ks/monitor/export: downloads the .xlsx of the rows the filters select. */
  exportList(query: ListQuery, fileName?: string): Promise<void>;
  /**
   * A workflow call (POST /ks/monitor/{action}, DELETE /ks/monitor/delete). Resolves with the
   * server's message; rejects after the client has shown the server message in its dialog.
   */
  runAction(action: WorkflowAction, request: ActionRequest): Promise<{ message?: string }>;
  /** POST /ks/common/common/logHistory; the raw status/result/message answer. */
  fetchLog(request: { gnCoding: string; id: string }): Promise<OpLogResponse>;
  /** POST /ks/authority/manager/assignable-list: who 任务指派 may choose for a record. */
  fetchAssignees(request: { nodeId: string; id: string }): Promise<Assignee[]>;
  /** POST /ks/monitor/type-card-counts: card key → records (with the search applied); optional, cards then show no count. */
  /**
   * POST /ks/common/buttons/table-button: the toolbar buttons (新增, 导出) the caller keeps on the
   * node (权限设置, docs/administration.md); optional, the toolbar then shows both.
   */
  fetchTableButtons?(request: { nodeId: string }): Promise<Array<{ code: string; name: string }>>;
  fetchTypeCardCounts?(request: Pick<ListQuery, 'nodeId' | 'systemCoding' | 'gnCoding' | 'filters'>): Promise<Record<string, number>>;
  /** POST /ks/monitor/menu-card: one enterprise's left menu card of the list (docs/shell.md "左侧菜单卡片"); optional, no card is shown without it. */
  fetchMenuCard?(request: { nodeId: string; systemCoding: string; enterpriseId: string }): Promise<MenuCardNode>;
  /**
   * POST /ks/base/dictionary/config/dic/pull-down: a dictionary's options, for the search of a
   * column whose names come from it (docs/lists.md "Columns show names"); optional, such a search
   * then offers no choices.
   */
  fetchOptions?(request: { displayCode: string; systemCoding: string; gnCoding: string }): Promise<FieldOption[]>;
  /**
   * POST to the call a button of an area's own names (RowOperation `call`, e.g. 取消预约); rejects
   * after the client has shown the server's message. Optional: such buttons then say 请在详情页办理.
   */
  runRecordCall?(url: string, request: ActionRequest & { reason: string }): Promise<void>;
}

const missing = (): never => {
  throw new Error('ListServices 未提供：请用 ListServicesProvider 包裹列表页');
};

const MISSING: ListServices = {
  fetchList: missing,
  exportList: missing,
  runAction: missing,
  fetchLog: missing,
  fetchAssignees: missing,
};

export const ListServicesContext = createContext<ListServices>(MISSING);

/** Provides the list calls to every table, card list and button below it. */
export const ListServicesProvider = ListServicesContext.Provider;

/** The list calls of the nearest provider. */
export function useListServices(): ListServices {
  return useContext(ListServicesContext);
}
