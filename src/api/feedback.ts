import type { FeedbackItem, FeedbackListBody, FeedbackRow } from '../../schemas/feedback';
import { post } from './client';

/** 意见反馈's calls (docs/shell.md "意见反馈"); a refusal shows the client's dialog and rejects. */
export const feedbackApi = {
  add: (items: FeedbackItem[], systemCoding: string) => post<null>(`/ks/feedback/add?${new URLSearchParams({ systemCoding }).toString()}`, items),
  list: (body: FeedbackListBody) => post<{ records: FeedbackRow[]; total: number }>('/ks/feedback/list', body),
};
