import type { EvaluationPart, RenderResult, ReviewProject, ReviewProjectRow, Scores, Sheet } from '../../schemas/evaluation';
import type { ReviewFiles } from '../../schemas/trade-files';
import { post } from './client';

/** 专家评审's calls (docs/bidding.md "专家评审"). Quiet: the pages show a refusal beside the sheet or table. */
export const evaluationApi = {
  projects: () => post<ReviewProjectRow[]>('/ks/trade/review/projects', {}, { quiet: true }),
  project: (xmId: string) => post<ReviewProject>('/ks/trade/review/project', { xmId }, { quiet: true }),
  sheet: (xmId: string, bidId: string, part: EvaluationPart, expertUserId?: string) =>
    post<Sheet>('/ks/trade/review/sheet', { xmId, bidId, part, ...(expertUserId ? { expertUserId } : {}) }, { quiet: true }),
  save: (xmId: string, bidId: string, part: EvaluationPart, scores: Scores, submit: boolean) =>
    post<Sheet>(`/ks/trade/review/sheet/${submit ? 'submit' : 'save'}`, { xmId, bidId, part, scores }, { quiet: true }),
  reviewFiles: (xmId: string) => post<ReviewFiles>('/ks/trade/review/files', { xmId }, { quiet: true }),
  renderResult: (xmId: string) => post<RenderResult>('/ks/trade/review/render-result', { xmId }, { quiet: true }),
};
