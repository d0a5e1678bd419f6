import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of 开标步骤 (docs/bidding.md "开标步骤") for server/test/fuzz-suite.ts: the demo
 * project 0004 (at 专家签到); a move from a step to itself is refused, so the project stays put.
 */
export function bidStepCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'bid-steps';
  const xmId = 'trade-project-list-0004';
  return {
    'POST /ks/bid/steps/state': { family, who: 'U', base: () => ({ xmId }) },
    'POST /ks/bid/steps/projects': { family, who: 'M', base: () => ({ xmmc: '道路', curPage: 1, pageSize: 10 }) },
    'POST /ks/bid/steps/save': { family, who: 'M', base: () => ({ xmId, step: 'bidSignZj', data: { zjqdrs: 5, zjzz: '周工' } }) },
    'POST /ks/bid/steps/move': { family, who: 'M', base: () => ({ xmId, from: 'bidSignZj', to: 'bidSignZj' }) },
    'POST /ks/bid/steps/sign-ins': { family, who: 'U', base: () => ({ xmId }) },
    // no such expert: refused before anything is stored, so the demo's sign-ins stay as they are
    'POST /ks/bid/steps/sign-in': { family, who: 'M', base: () => ({ xmId, kind: 'expert', id: 'no-such-expert', signedIn: true }) },
  };
}
