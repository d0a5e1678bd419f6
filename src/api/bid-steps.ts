import type { BidStepProjects, BidStepProjectsBody, BidStepState, SignInKind, SignInList } from '../../schemas/bid-steps';
import { post } from './client';

/** 开标步骤's calls (docs/bidding.md "开标步骤"). Save and move are quiet: the page shows the refusal beside the form. */
export const bidStepApi = {
  state: (xmId: string) => post<BidStepState>('/ks/bid/steps/state', { xmId }),
  projects: (body: BidStepProjectsBody) => post<BidStepProjects>('/ks/bid/steps/projects', body),
  save: (xmId: string, step: string, data: Record<string, unknown>) => post<BidStepState>('/ks/bid/steps/save', { xmId, step, data }, { quiet: true }),
  signIns: (xmId: string) => post<SignInList>('/ks/bid/steps/sign-ins', { xmId }, { quiet: true }),
  signIn: (xmId: string, kind: SignInKind, id: string, signedIn: boolean) => post<SignInList>('/ks/bid/steps/sign-in', { xmId, kind, id, signedIn }, { quiet: true }),
  move: (xmId: string, from: string, to: string) => post<BidStepState>('/ks/bid/steps/move', { xmId, from, to }, { quiet: true }),
};
