import type { DrawAddBody, DrawOptions, ExpertDraw, RecheckAnswer } from '../../schemas/experts';
import { post } from './client';

/** 专家抽取's calls (docs/projects.md "专家抽取 Expert extraction"). Writes are quiet: the page shows a refusal beside the form or row. */
export const expertApi = {
  options: () => post<DrawOptions>('/ks/expert/draw/options', {}),
  list: () => post<ExpertDraw[]>('/ks/expert/draw/list', {}),
  project: (projectId: string) => post<ExpertDraw[]>('/ks/expert/draw/project', { projectId }),
  add: (body: DrawAddBody) => post<ExpertDraw>('/ks/expert/draw/add', body, { quiet: true }),
  replace: (drawId: string, expertId: string) => post<ExpertDraw>('/ks/expert/draw/replace', { drawId, expertId }, { quiet: true }),
  recheck: (drawId: string) => post<RecheckAnswer>('/ks/expert/draw/recheck', { drawId }, { quiet: true }),
};
