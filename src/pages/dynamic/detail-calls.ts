import type { RecordDetail, SaveRecordData, WorkflowState } from '../../../schemas/record';
import { get, post } from '../../api/client';

/** The answer of GET /ks/config/node/previews (server/routes/nodes). */
export interface NodePreview {
  nodeId: string;
  systemCoding: string;
  kind: 'form' | 'list' | 'card';
  title: string;
  config: unknown;
  version: number;
}

// Page loads are quiet: the page shows the failure itself (session ends are still handled).
export const fetchNode = (nodeId: string) => get<NodePreview>('/ks/config/node/previews', { params: { nodeId }, quiet: true });

export const fetchRecord = (nodeId: string, id: string) => post<RecordDetail>('/ks/monitor/record/detail', { nodeId, id }, { quiet: true });

/** Creates a draft (no id) or updates one (id + version); the server answers 保存成功. */
export const saveRecord = (body: { nodeId: string; id?: string; version?: number; data: Record<string, unknown> }) =>
  post<SaveRecordData>('/ks/monitor/record/save', body);

/** Sends a saved draft for review; the server answers 提交成功. */
export const submitRecord = (body: { nodeId: string; id: string; version: number }) => post<WorkflowState>('/ks/monitor/submit', body);
