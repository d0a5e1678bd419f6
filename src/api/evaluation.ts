import type { EvaluationPart, RenderResult, ReviewProject, ReviewProjectRow, Scores, Sheet } from '../../schemas/evaluation';
import type { BatchUpload, ReviewFiles, UploadNotice } from '../../schemas/trade-files';
import { post, requestEnvelope } from './client';

/** 专家评审's calls (docs/bidding.md "专家评审"). Quiet: the pages show a refusal beside the sheet or table. */
export const evaluationApi = {
  projects: () => post<ReviewProjectRow[]>('/ks/trade/review/projects', {}, { quiet: true }),
  project: (xmId: string) => post<ReviewProject>('/ks/trade/review/project', { xmId }, { quiet: true }),
  sheet: (xmId: string, bidId: string, part: EvaluationPart, expertUserId?: string) =>
    post<Sheet>('/ks/trade/review/sheet', { xmId, bidId, part, ...(expertUserId ? { expertUserId } : {}) }, { quiet: true }),
  save: (xmId: string, bidId: string, part: EvaluationPart, scores: Scores, submit: boolean) =>
    post<Sheet>(`/ks/trade/review/sheet/${submit ? 'submit' : 'save'}`, { xmId, bidId, part, scores }, { quiet: true }),
  reviewFiles: (xmId: string) => post<ReviewFiles>('/ks/trade/review/files', { xmId }, { quiet: true }),
  /** Attaches uploaded files (their fileIds) to the project's review; the envelope, for its message 已上传 N 个评审文件. */
  batchUpload: (xmId: string, fileIds: string[]) =>
    requestEnvelope<BatchUpload>({ method: 'POST', url: '/ks/trade/review/batch-upload', data: { xmId, files: fileIds.map((fileId) => ({ fileId })) }, quiet: true }),
  /** Tells the project's other reviewers about the caller's files not yet announced; the envelope, for 已通知 N 人. */
  uploadNotice: (xmId: string) => requestEnvelope<UploadNotice>({ method: 'POST', url: '/ks/message/v1/publish/upload-notice', data: { xmId }, quiet: true }),
  renderResult: (xmId: string) => post<RenderResult>('/ks/trade/review/render-result', { xmId }, { quiet: true }),
};
