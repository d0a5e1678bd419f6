import type { WorkflowAction as SchemaWorkflowAction } from '../../../schemas/workflow';
/**
 * The list shapes the table, card list, search bar and list page work with. The config shapes
 * (TableColumn, RowOperation, CardStyle, ListConfig) are declared once in `schemas/list.ts`;
 * this file adds the runtime-only record and call shapes around them.
 */
import type { CardContent, CardStyle, ListConfig, ListLabels, RowOperation, TableColumn } from '../../../schemas/list';
import type { MenuCardChoice, MenuCardNode } from '../../../schemas/menu-card';

export type { CardContent, CardStyle, ListConfig, ListLabels, MenuCardChoice, MenuCardNode, RowOperation, TableColumn };

/** Alignment of a column's cells (spec 002 §3 "Table column"). */
export type ColumnAlignment = NonNullable<TableColumn['listAlignment']>;

/** An attachment of a card item (spec 002 §3 "Attachment", the fields a card shows). */
export interface CardFile {
  annexName?: string;
  fileName?: string;
  url?: string;
}

/** One record of a list page as the list call returns it: the data keys are spread at top level. */
export interface ListRecord {
  id: string;
  status?: string;
  statusText?: string;
  statusColor?: string;
  auditColor?: string;
  operations?: RowOperation[];
  version?: number;
  updatedAt?: string;
  fileList?: CardFile[];
  jjrj_audit_jjrj?: string;
  [key: string]: unknown;
}

export type SortOrder = 'asc' | 'desc';

/** Body of POST /ks/monitor/table-list, /dynamic-table-list and /export. */
export interface ListQuery {
  nodeId: string;
  systemCoding: string;
  gnCoding: string;
  curPage: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  filters: Record<string, string>;
  /** the chosen type card's key; the server applies that card's stored filter (docs/type-cards.md) */
  typeCard?: string;
  /** the records behind a left menu card: one enterprise's, of the chosen item (docs/shell.md "左侧菜单卡片") */
  menuCard?: MenuCardChoice;
}

export interface ListPageResult {
  records: ListRecord[];
  total: number;
  curPage: number;
  pageSize: number;
  /** dynamic-table-list answers the columns to draw the page with. */
  columns?: TableColumn[];
  /** The names of the coded values on the page, by record key (docs/lists.md "Columns show names"). */
  labels?: ListLabels;
}

/** Workflow calls of spec 002 §7 "Monitor and review" a button can make (the workflow's actions, schemas/workflow.ts, but edit, which opens the form, plus the status query). */
export type WorkflowAction = Exclude<SchemaWorkflowAction, 'edit'> | 'submit-status';

export interface ActionRequest {
  nodeId: string;
  id: string;
  version?: number;
  reason?: string;
  pass?: boolean;
  /** assign: the administrator chosen in 任务指派. */
  assigneeId?: string;
}

/** One entry of the operation log (spec 000 §3). failInfo 'ok' means passed. */
export interface OpLogEntry {
  glName?: string;
  czrClassification?: string;
  czrName?: string;
  logbook?: string;
  failInfo?: string;
  czTime?: string;
}

/** The log call keeps the spec's `status`/`result` envelope (spec 000 §7). */
export interface OpLogResponse {
  status: number;
  result?: OpLogEntry[];
  message?: string;
}
