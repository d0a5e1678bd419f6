import type { LatestRecordBody, MineRecordsBody, RecordDetail, RecordRefBody, SaveRecordBody, SaveRecordData, WorkflowBody, WorkflowState } from '../../../schemas/record';
import type { TableListData } from '../../../schemas/list';
import type { NodePreview, NodePreviewQuery } from '../../../schemas/node-preview';
import { get, post } from '../../api/client';

// Request and answer types come from the routes' schemas (type-only: no TypeBox in the page bundle).
export type { NodePreview };

// Page loads are quiet: the page shows the failure itself (session ends are still handled).
export const fetchNode = (nodeId: string) => get<NodePreview>('/ks/config/node/previews', { params: { nodeId } satisfies NodePreviewQuery, quiet: true });

export const fetchRecord = (nodeId: string, id: string) => post<RecordDetail>('/ks/monitor/record/detail', { nodeId, id } satisfies RecordRefBody, { quiet: true });

// Quiet: a refusal naming fields is shown at them, any other as the dialog it would be (src/api/field-refusal.ts).
/** Creates a draft (no id) or updates one (id + version); the server answers 保存成功. */
export const saveRecord = (body: SaveRecordBody) => post<SaveRecordData>('/ks/monitor/record/save', body, { quiet: true });

/** Sends a saved draft for review; the server answers 提交成功. */
export const submitRecord = (body: WorkflowBody) => post<WorkflowState>('/ks/monitor/submit', body, { quiet: true });

/** The caller's own newest record of the node, or null (POST /ks/monitor/record/latest); quiet like the page loads. */
export const fetchLatest = (nodeId: string) => post<RecordDetail | null>('/ks/monitor/record/latest', { nodeId } satisfies LatestRecordBody, { quiet: true });

/** 申报记录: a page of the caller's own records of the node (POST /ks/monitor/record/mine). */
export const fetchMine = (body: MineRecordsBody) => post<TableListData>('/ks/monitor/record/mine', body, { quiet: true });
